import { InMemoryCache, gql } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { forgetClientData } from './client-cache';

const LISTING = gql`
  query ClientCacheTestListing {
    products(page: 1, language: IT) {
      items {
        code
        price {
          netPrice
        }
      }
    }
    categories(language: IT) {
      code
    }
  }
`;
const CART = gql`
  query ClientCacheTestCart {
    cart {
      id
      lines {
        code
      }
    }
  }
`;

describe('forgetClientData', () => {
  it('drops the previous client’s prices and cart and keeps the shell', () => {
    const cache = new InMemoryCache();
    cache.writeQuery({
      query: LISTING,
      data: {
        products: {
          __typename: 'ProductConnection',
          items: [
            { __typename: 'Product', code: 'AL1', price: { __typename: 'ProductPrice', netPrice: 7.2 } },
          ],
        },
        categories: [{ __typename: 'Category', code: '01' }],
      },
    });
    cache.writeQuery({
      query: CART,
      data: {
        cart: { __typename: 'Cart', id: 'Cart:current', lines: [{ __typename: 'CartLine', code: 'AL1' }] },
      },
    });
    forgetClientData(cache);
    expect(cache.readQuery({ query: LISTING })).toBeNull();
    expect(cache.readQuery({ query: CART })).toBeNull();
    const extracted = cache.extract() as Record<string, Record<string, unknown>>;
    expect(extracted['Cart:current']).toBeUndefined();
    expect(Object.keys(extracted.ROOT_QUERY ?? {})).toEqual(['__typename', 'categories({"language":"IT"})']);
  });
});
