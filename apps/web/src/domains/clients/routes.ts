// The clients domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    path: 'clients',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./manage/ClientsPage')).ClientsPage,
  },
  {
    // "Search clients" (spec §2): the directory at /clients with its search box focused.
    path: 'schclients',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./manage/SearchClientsPage')).SearchClientsPage,
  },
  {
    path: 'client/:code',
    permission: 'CLIENTS_READ',
    area: 'clients',
    page: async () => (await import('./manage/ClientRecordPage')).ClientRecordPage,
  },
];
