// The settings domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // The Set_* settings (spec §3 "Config tipo values").
    path: 'tools/settings',
    permission: 'SETTINGS_EDIT',
    area: 'tools/settings',
    page: async () => (await import('./manage/SettingsPage')).SettingsPage,
  },
  {
    // The configuration entries by tipo: menus, footer, messages, help boxes.
    path: 'tablemanagement',
    permission: 'SETTINGS_EDIT',
    area: 'tablemanagement',
    page: async () => (await import('./manage/ConfigEntriesPage')).ConfigEntriesPage,
  },
];
