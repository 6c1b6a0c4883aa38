// The fairs domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'fieredetail/:code',
      lazy: async () => ({ Component: (await import('./storefront/FairDetailPage')).FairDetailPage }),
    },
  ];
}
