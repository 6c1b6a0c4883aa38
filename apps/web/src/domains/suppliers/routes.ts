// The suppliers domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    path: 'suppliermanagement',
    permission: 'SUPPLIERS_READ',
    area: 'suppliermanagement',
    page: async () => (await import('./manage/SuppliersPage')).SuppliersPage,
  },
  {
    path: 'supplier/:code',
    permission: 'SUPPLIERS_READ',
    area: 'suppliermanagement',
    page: async () => (await import('./manage/SupplierRecordPage')).SupplierRecordPage,
  },
];
