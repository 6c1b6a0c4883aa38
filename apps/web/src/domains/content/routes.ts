// The content domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { RouteLoader } from '../../lib/page-loaders';
import type { ModuleHandle } from '../../app/ssr/module-preloads';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en (`loader` starts a page's first queries). */
export function storefrontRoutes(loader: RouteLoader): RouteObject[] {
  return [
    {
      index: true,
      lazy: async () => ({ Component: (await import('./storefront/HomePage')).HomePage }),
      loader: loader(async () => (await import('./storefront/HomePage')).loadHomePage),
      handle: { module: 'src/domains/content/storefront/HomePage.tsx' } satisfies ModuleHandle,
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // The header's texts and the home page's banners.
    path: 'bannermanagement',
    permission: 'BANNERS_EDIT',
    area: 'bannermanagement',
    page: async () => (await import('./manage/BannersPage')).BannersPage,
  },
  {
    path: 'bannermanagement/:id',
    permission: 'BANNERS_EDIT',
    area: 'bannermanagement',
    page: async () => (await import('./manage/BannerRecordPage')).BannerRecordPage,
  },
];
