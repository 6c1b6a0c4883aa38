import { describe, expect, it } from 'vitest';
import { canonicalPath, isIndexable } from './indexable';

describe('isIndexable', () => {
  it.each(['/', '/en', '/category/01/alimentari', '/en/product/ab1/x', '/offerte', '/pages/privacy-policy'])(
    'indexes the catalogue and public pages (%s)',
    (path) => expect(isIndexable(path)).toBe(true),
  );

  it.each(['/account', '/en/account/orders', '/cart', '/checkout', '/login', '/en/search', '/wishlist'])(
    'does not index users’ own pages and search results (%s)',
    (path) => expect(isIndexable(path)).toBe(false),
  );

  it('matches whole path segments only', () => {
    expect(isIndexable('/cartoleria')).toBe(true);
  });
});

describe('canonicalPath', () => {
  const canonical = (url: string) => canonicalPath(new URL(url, 'http://shop.test'));

  it('keeps the product code and a listing page beyond the first, not filters or order', () => {
    expect(canonical('/product/ab1/pasta?codart=AB1&utm_source=x')).toBe('/product/ab1/pasta?codart=AB1');
    expect(canonical('/category/01/alimentari?page=3&sort=PRICE&brand=X')).toBe(
      '/category/01/alimentari?page=3',
    );
    expect(canonical('/category/01/alimentari?page=1')).toBe('/category/01/alimentari');
  });
});
