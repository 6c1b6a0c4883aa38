// The order-issues domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Issues (criticità) on orders: the grid of those still open; a row opens the order's record.
    path: 'criticita',
    permission: 'ISSUES_MANAGE',
    area: 'criticita',
    page: async () => (await import('./manage/IssuesPage')).IssuesPage,
  },
];
