// The notifications domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'notifiche',
      lazy: async () => ({ Component: (await import('./storefront/NotificationsPage')).NotificationsPage }),
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Spec §2's "tools" prefix: the e-mail outbox (management only).
    path: 'tools/outbox',
    permission: 'OUTBOX_READ',
    area: 'tools/outbox',
    page: async () => (await import('./manage/OutboxPage')).OutboxPage,
  },
];
