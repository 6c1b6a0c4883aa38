// The approvals domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Approvals (approvazioni): the orders waiting for approval and, for management, the rules.
    path: 'approvazioni',
    permission: 'ORDERS_APPROVE',
    area: 'approvazioni',
    page: async () => (await import('./manage/ApprovalsPage')).ApprovalsPage,
  },
];
