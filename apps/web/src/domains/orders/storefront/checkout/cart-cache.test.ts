import { InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { checkoutCart as cart, checkoutConfig as config } from './checkout-fixtures';
import { CheckoutQuery, readCheckoutCart } from './checkout-documents';
import { emptyCartInCache } from './cart-cache';

describe('emptying the cart in the cache after an order', () => {
  it('leaves the one Cart:current entry with no lines and zero totals', () => {
    const cache = new InMemoryCache();
    const variables = { language: 'IT' as const };
    cache.writeQuery({ query: CheckoutQuery, variables, data: { __typename: 'Query', cart, config } });
    emptyCartInCache(cache);
    const after = cache.readQuery({ query: CheckoutQuery, variables });
    expect(after && readCheckoutCart(after.cart).lines).toEqual([]);
    expect(after && readCheckoutCart(after.cart).summary).toMatchObject({
      total: 0,
      units: 0,
      lineCount: 0,
      subtotal: 0,
      decimals: 2,
    });
  });

  it('does nothing harmful when no cart was loaded', () => {
    const cache = new InMemoryCache();
    expect(() => emptyCartInCache(cache)).not.toThrow();
  });
});
