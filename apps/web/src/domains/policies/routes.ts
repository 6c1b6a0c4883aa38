// The policies domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import { POLICY_PAGES } from '../../lib/paths';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'account/consents',
      lazy: async () => ({ Component: (await import('./storefront/ConsentsPage')).ConsentsPage }),
    },
    {
      path: POLICY_PAGES.privacy.slice(1),
      lazy: async () => ({ Component: (await import('./storefront/LegalPage')).PrivacyPolicyPage }),
    },
    {
      path: POLICY_PAGES.cookies.slice(1),
      lazy: async () => ({ Component: (await import('./storefront/LegalPage')).CookiePolicyPage }),
    },
    {
      path: POLICY_PAGES.saleConditions.slice(1),
      lazy: async () => ({ Component: (await import('./storefront/LegalPage')).SaleConditionsPage }),
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // The privacy policy and the sale conditions as versions.
    path: 'altmanagement',
    permission: 'POLICIES_EDIT',
    area: 'altmanagement',
    page: async () => (await import('./manage/PoliciesPage')).PoliciesPage,
  },
];
