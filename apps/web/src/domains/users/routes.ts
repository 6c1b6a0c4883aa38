// The users domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'account',
      lazy: async () => ({ Component: (await import('./storefront/AccountPage')).AccountPage }),
    },
    {
      path: 'account/password',
      lazy: async () => ({ Component: (await import('./storefront/PasswordPage')).PasswordPage }),
    },
  ];
}

/** /login (in the simple layout). */
export const loginRoute: RouteObject = {
  index: true,
  lazy: async () => ({ Component: (await import('./storefront/auth/LoginPage')).LoginPage }),
};

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    path: 'tools/users',
    permission: 'USERS_READ',
    area: 'tools/users',
    page: async () => (await import('./manage/UsersPage')).UsersPage,
  },
  {
    path: 'tools/users/:code',
    permission: 'USERS_READ',
    area: 'tools/users',
    page: async () => (await import('./manage/UserRecordPage')).UserRecordPage,
  },
];
