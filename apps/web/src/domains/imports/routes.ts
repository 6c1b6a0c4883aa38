// The imports domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Imports from a CSV or XLSX file: carts (importcarrelli) and orders (importordini).
    path: 'importcarrelli',
    permission: 'IMPORTS_CARTS',
    area: 'importcarrelli',
    page: async () => (await import('./manage/ImportPage')).ImportCartsPage,
  },
  {
    path: 'importordini',
    permission: 'IMPORTS_ORDERS',
    area: 'importordini',
    page: async () => (await import('./manage/ImportPage')).ImportOrdersPage,
  },
];
