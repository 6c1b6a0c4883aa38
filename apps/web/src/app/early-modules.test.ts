import { describe, expect, it } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { EARLY_PAGE_MODULES } from './early-modules';
import { LISTING_PATHS, routes } from './routes';

/** The page module the router renders for a path, read from the matched route (null: no early chunk). */
function routedModule(pathname: string): string | null {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route as RouteObject | undefined;
  if (!leaf) return null;
  if (leaf.index && leaf.path === undefined && pathname.replace(/^\/en/, '').replace(/\/$/, '') === '')
    return 'src/features/home/HomePage.tsx';
  if (leaf.path && LISTING_PATHS.includes(leaf.path)) return 'src/features/catalogue/ListingPage.tsx';
  if (leaf.path?.startsWith('product/')) return 'src/features/product/ProductPage.tsx';
  return null;
}

function earlyModule(pathname: string): string | null {
  return EARLY_PAGE_MODULES.find(({ pattern }) => pattern.test(pathname))?.module ?? null;
}

describe('early page chunks (index.html preloads the page module the router will render)', () => {
  const paths = [
    '/',
    '/en',
    '/en/',
    '/search',
    '/en/search',
    '/category/01.01/pasta-riso-e-farine',
    '/category/01.01',
    '/en/category/01/food/',
    '/brand/B01/barilla',
    '/offerte',
    '/inevidenza',
    '/novita',
    '/preferiti',
    '/outlet',
    '/en/outlet',
    '/product/pa-001/pasta-di-semola',
    '/product/pa-001',
    '/en/product/pa-001/durum-wheat-pasta',
    '/offerte/extra',
    '/category',
    '/category/01/food/extra',
    '/product',
    '/searching',
    '/account',
    '/account/orders',
    '/cart',
    '/checkout',
    '/wishlist',
    '/login',
    '/en/login',
    '/no-such-page',
  ];

  it.each(paths)('%s: the pattern table and the router agree', (path) => {
    expect(earlyModule(path)).toBe(routedModule(path));
  });

  it('has a page module for home, listings and the product page', () => {
    expect(earlyModule('/')).toBe('src/features/home/HomePage.tsx');
    expect(earlyModule('/category/01.01/pasta')).toBe('src/features/catalogue/ListingPage.tsx');
    expect(earlyModule('/product/a/b')).toBe('src/features/product/ProductPage.tsx');
    expect(earlyModule('/account')).toBeNull();
  });
});
