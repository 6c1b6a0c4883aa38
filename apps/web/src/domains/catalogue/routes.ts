// The catalogue domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { RouteLoader } from '../../lib/page-loaders';
import type { ModuleHandle } from '../../app/ssr/module-preloads';

/** The catalogue listings (spec §2): one page component reads which listing from the URL. */
export const LISTING_PATHS = [
  'search',
  'category/:code/:slug?',
  'brand/:code/:slug?',
  'offerte',
  'inevidenza',
  'novita',
  'preferiti',
  'outlet',
];

/** The storefront's pages under / and /en (`loader` starts a page's first queries). */
export function storefrontRoutes(loader: RouteLoader): RouteObject[] {
  return [
    ...LISTING_PATHS.map((path): RouteObject => ({
      path,
      lazy: async () => ({ Component: (await import('./storefront/ListingPage')).ListingPage }),
      loader: loader(async () => (await import('./storefront/ListingPage')).loadListingPage),
      handle: { module: 'src/domains/catalogue/storefront/ListingPage.tsx' } satisfies ModuleHandle,
    })),
    {
      path: 'product/:codeSlug/:descriptionSlug?',
      lazy: async () => ({ Component: (await import('./storefront/product/ProductPage')).ProductPage }),
      loader: loader(async () => (await import('./storefront/product/ProductPage')).loadProductPage),
      handle: { module: 'src/domains/catalogue/storefront/product/ProductPage.tsx' } satisfies ModuleHandle,
    },
  ];
}
