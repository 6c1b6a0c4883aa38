// The returns domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'account/returns',
      lazy: async () => ({ Component: (await import('./storefront/ReturnListPage')).ReturnListPage }),
    },
    {
      path: 'account/returns/new',
      lazy: async () => ({ Component: (await import('./storefront/ReturnRequestPage')).ReturnRequestPage }),
    },
    {
      path: 'account/returns/:id',
      lazy: async () => ({ Component: (await import('./storefront/ReturnDetailPage')).ReturnDetailPage }),
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Returns (resi): the grid of the returns in scope, the waiting ones first; a row opens its record.
    path: 'reqresi',
    permission: 'RETURNS_READ',
    area: 'reqresi',
    page: async () => (await import('./manage/ReturnsPage')).ReturnsPage,
  },
  {
    path: 'reqresi/:id',
    permission: 'RETURNS_READ',
    area: 'reqresi',
    page: async () => (await import('./manage/ReturnRecordPage')).ReturnRecordPage,
  },
];
