// The currentorder domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    path: 'currentorder',
    permission: 'ORDERS_PLACE_FOR',
    area: 'currentorder',
    page: async () => (await import('./manage/CurrentOrderPage')).CurrentOrderPage,
  },
];
