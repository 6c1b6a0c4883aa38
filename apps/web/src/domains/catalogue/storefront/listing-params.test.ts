import { describe, expect, it } from 'vitest';
import { parseListing, searchPath, typeListingPath, withPaging } from './listing-params';

describe('parseListing', () => {
  it('reads every filter of the search page; 0 and -1 mean all', () => {
    expect(
      parseListing('/search', '?search_term=%20pasta%20&category=01.02&brand=BR1&type=N&promo=PR1'),
    ).toEqual({
      kind: 'search',
      filter: { searchTerm: 'pasta', category: '01.02', brand: 'BR1', type: 'NEWS', promo: 'PR1' },
      page: 1,
      sort: 'RELEVANCE',
      direction: 'ASC',
    });
    expect(parseListing('/en/search', '?search_term=&category=0&brand=0&type=-1&promo=-1')?.filter).toEqual(
      {},
    );
    expect(parseListing('/search', '?category=-1&type=x')?.filter).toEqual({});
    expect(parseListing('/search', '?search_term=&supplier=F001')?.filter).toEqual({ supplier: 'F001' });
  });

  it('takes the category and brand from the query string, else from the path', () => {
    expect(parseListing('/category/01/alimentari', '?category=01.02')?.filter).toEqual({ category: '01.02' });
    expect(parseListing('/en/category/01.03/x', '')?.filter).toEqual({ category: '01.03' });
    expect(parseListing('/brand/BR%201/slug', '')?.filter).toEqual({ brand: 'BR 1' });
    expect(parseListing('/brand/X/slug', '?brand=BR2')).toMatchObject({
      kind: 'brand',
      filter: { brand: 'BR2' },
    });
  });

  it('tells a promotion page from the promotions listing', () => {
    expect(parseListing('/offerte', '?promo=CAFFE15&n=1')).toMatchObject({
      kind: 'promotion',
      filter: { promo: 'CAFFE15' },
    });
    expect(parseListing('/offerte', '?type=P')).toMatchObject({
      kind: 'promotions',
      filter: { type: 'PROMOTIONS' },
    });
  });

  it('gives each flag listing its type whatever the query says', () => {
    expect(parseListing('/inevidenza', '?type=E')?.filter).toEqual({ type: 'HIGHLIGHTS' });
    expect(parseListing('/novita', '')?.filter).toEqual({ type: 'NEWS' });
    expect(parseListing('/en/preferiti', '?type=F')).toMatchObject({ kind: 'favourites' });
    expect(parseListing('/outlet', '?type=O')?.filter).toEqual({ type: 'OUTLET' });
  });

  it('reads page and order, ignoring values it does not know', () => {
    expect(parseListing('/novita', '?type=N&page=3&sort=price&dir=desc')).toMatchObject({
      page: 3,
      sort: 'PRICE',
      direction: 'DESC',
    });
    expect(parseListing('/novita', '?page=-2&sort=drop&dir=up')).toMatchObject({
      page: 1,
      sort: 'RELEVANCE',
      direction: 'ASC',
    });
  });

  it('is null for paths that are not listings', () => {
    expect(parseListing('/cart', '')).toBeNull();
    expect(parseListing('/', '')).toBeNull();
  });
});

describe('withPaging', () => {
  it('keeps the listing parameters and sets page and order', () => {
    expect(withPaging('?type=N', { page: 2 })).toBe('?type=N&page=2');
    expect(withPaging('?type=N&page=2', { page: 1 })).toBe('?type=N');
    expect(withPaging('?category=01', { sort: 'PRICE', direction: 'DESC' })).toBe(
      '?category=01&sort=price&dir=desc',
    );
  });

  it('starts a new order from the first page and drops the defaults', () => {
    expect(withPaging('?type=N&page=4&sort=price', { sort: 'CODE', direction: 'ASC' })).toBe(
      '?type=N&sort=code',
    );
    expect(withPaging('?page=4&sort=price&dir=desc', { sort: 'RELEVANCE', direction: 'ASC' })).toBe('');
  });
});

describe('paths', () => {
  it('builds the search address with every filter of spec §2', () => {
    expect(searchPath({ searchTerm: 'caffè' }, 'it')).toBe(
      '/search?search_term=caff%C3%A8&category=0&brand=0&type=-1&promo=-1',
    );
    expect(searchPath({ category: '01', type: 'OUTLET' }, 'en')).toBe(
      '/en/search?search_term=&category=01&brand=0&type=O&promo=-1',
    );
    expect(searchPath({ supplier: 'F 1' }, 'it')).toBe(
      '/search?search_term=&category=0&brand=0&type=-1&promo=-1&supplier=F+1',
    );
  });

  it('builds the flag listings with their type code', () => {
    expect(typeListingPath('news', 'it')).toBe('/novita?type=N');
    expect(typeListingPath('outlet', 'en')).toBe('/en/outlet?type=O');
  });
});
