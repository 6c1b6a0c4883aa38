import { describe, expect, it } from 'vitest';
import type { ProductForLine } from '../../cart/index';
import { emptyWishlist, wishlistWith, wishlistWithout } from './wishlist-optimistic';

const product = (code: string): ProductForLine => ({
  code,
  description: `Product ${code}`,
  unit: 'PZ',
  packSize: 1,
  minQuantity: 1,
  quantityStep: 1,
  image: null,
  stock: 'LOW',
  price: {
    listPrice: 4,
    netPrice: 3.5,
    discounts: '',
    discountSteps: [],
    promotionCode: null,
    freeQuantity: null,
    decimals: 2,
  },
});

describe('optimistic wishlist', () => {
  const now = new Date('2026-11-22T10:00:00.000Z');

  it('adds a product last, with its price and the product AddToCart reads', () => {
    const list = wishlistWith(wishlistWith(emptyWishlist(), product('AL1'), now), product('AL2'), now);
    expect(list.items.map((item) => item.code)).toEqual(['AL1', 'AL2']);
    expect(list.items[1]).toMatchObject({
      description: 'Product AL2',
      stock: 'LOW',
      addedAt: '2026-11-22T10:00:00.000Z',
      price: { netPrice: 3.5, __typename: 'LinePrice' },
      product: { __typename: 'Product', code: 'AL2', minQuantity: 1 },
    });
  });

  it('ignores a product already there, whatever the case of its code', () => {
    const once = wishlistWith(emptyWishlist(), product('AL1'), now);
    expect(wishlistWith(once, product('al1'), now)).toBe(once);
  });

  it('removes by code', () => {
    const list = wishlistWith(wishlistWith(emptyWishlist(), product('AL1'), now), product('AL2'), now);
    expect(wishlistWithout(list, 'al1').items.map((item) => item.code)).toEqual(['AL2']);
  });
});
