// The wishlist domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'wishlist',
      lazy: async () => ({ Component: (await import('./storefront/WishlistPage')).WishlistPage }),
    },
  ];
}
