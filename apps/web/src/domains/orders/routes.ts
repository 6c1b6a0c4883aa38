// The orders domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'account/orders',
      lazy: async () => ({ Component: (await import('./storefront/OrderHistoryPage')).OrderHistoryPage }),
    },
    {
      path: 'account/orders/:year/:seq',
      lazy: async () => ({ Component: (await import('./storefront/OrderDetailPage')).OrderDetailPage }),
    },
    {
      path: 'account/backorders',
      lazy: async () => ({ Component: (await import('./storefront/BackordersPage')).BackordersPage }),
    },
    {
      path: 'checkout',
      lazy: async () => ({ Component: (await import('./storefront/checkout/CheckoutPage')).CheckoutPage }),
    },
    {
      path: 'checkout/confirmation/:year/:seq',
      lazy: async () => ({
        Component: (await import('./storefront/checkout/OrderConfirmationPage')).OrderConfirmationPage,
      }),
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // The staff's order grid and an order's record (number "2026/000012" → orders/2026/000012).
    path: 'orders',
    permission: 'ORDERS_READ',
    area: 'orders',
    page: async () => (await import('./manage/OrdersPage')).OrdersPage,
  },
  {
    path: 'orders/:year/:seq',
    permission: 'ORDERS_READ',
    area: 'orders',
    page: async () => (await import('./manage/OrderRecordPage')).OrderRecordPage,
  },
  {
    // The backorders (rimanenze): open order lines not yet shipped in full.
    path: 'remains',
    permission: 'ORDERS_READ',
    area: 'remains',
    page: async () => (await import('./manage/backorders/BackordersPage')).BackordersPage,
  },
  {
    // Spec §2's "openorders": the same lines, as the open orders' side of the same grid.
    path: 'openorders',
    permission: 'ORDERS_READ',
    area: 'remains',
    page: async () => (await import('./manage/backorders/BackordersPage')).BackordersPage,
  },
];
