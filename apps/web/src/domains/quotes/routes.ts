// The quotes domain's pages: where each is mounted and its lazily imported module (app/routes.tsx
// and app/management-routes.ts put them in the route tree).
import type { RouteObject } from 'react-router-dom';
import type { ManagementRouteEntry } from '../../app/manage/guard/route-handle';

/** The storefront's pages under / and /en. */
export function storefrontRoutes(): RouteObject[] {
  return [
    {
      path: 'account/quotes',
      lazy: async () => ({ Component: (await import('./storefront/QuoteListPage')).QuoteListPage }),
    },
    {
      path: 'account/quotes/:year/:seq',
      lazy: async () => ({ Component: (await import('./storefront/QuoteDetailPage')).QuoteDetailPage }),
    },
  ];
}

/** The reserved area's pages (under the management route: its guard and messages). */
export const manageRoutes: readonly ManagementRouteEntry[] = [
  {
    // Quotes (preventivi): the grid of the quotes in scope, "Nuovo preventivo" for QUOTES_EDIT.
    path: 'quotes',
    permission: 'QUOTES_READ',
    area: 'quotes',
    page: async () => (await import('./manage/QuotesPage')).QuotesPage,
  },
  {
    // A quote's editor and record (number "P2026/000001" → quotes/2026/000001).
    path: 'quotes/:year/:seq',
    permission: 'QUOTES_READ',
    area: 'quotes',
    page: async () => (await import('./manage/QuoteRecordPage')).QuoteRecordPage,
  },
  {
    // The quote requests to answer and the quotes whose customer asked for changes.
    path: 'reqquotes',
    permission: 'QUOTES_EDIT',
    area: 'reqquotes',
    page: async () => (await import('./manage/QuotesPage')).RequestedQuotesPage,
  },
];
