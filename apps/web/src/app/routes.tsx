// The route tree: the same pages under / (Italian) and /en (English). Shop pages render in the
// layout the layout rule picks (ShellRoute: main or full-width); /login in the simple layout.
// Every page is a lazy route, so its code loads on first visit and stays out of the first load;
// the shell (layouts, header, footer, menus) is in the main chunk. Given an Apollo client, the routes
// carry loaders that start the shell's and the page's queries (app/page-loaders.ts).
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { AppError, PageError } from '../features/errors/RouteError';
import { ShellRoute } from '../features/layout/ShellRoute';
import { SimpleLayout } from '../features/layout/SimpleLayout';
import { LocaleRoot } from './LocaleRoot';
import { POLICY_PAGES } from '../lib/paths';
import { pageLoader, type PageLoad } from './page-loaders';
import { loadShell } from './shell-load';
import type { ModuleHandle } from './ssr/module-preloads';
import { MANAGEMENT_ROUTES, type ManagementRouteHandle } from '../management/routes';

/** The catalogue listings (spec §2): one page component reads which listing from the URL. */
export const LISTING_PATHS = [
  'search',
  'category/:code/:slug?',
  'brand/:code/:slug?',
  'offerte',
  'inevidenza',
  'novita',
  'preferiti',
  'outlet',
];

/**
 * The reserved area's pages under one lazy route: its component (the permission guard and the
 * reserved area's messages) loads together with the page's own chunk.
 */
const managementPages: RouteObject = {
  lazy: async () => ({
    Component: (await import('../management/shared/guard/ManagementRoute')).ManagementRoute,
  }),
  children: MANAGEMENT_ROUTES.map(({ page, ...management }): RouteObject => ({
    path: management.path,
    handle: { management } satisfies ManagementRouteHandle,
    lazy: async () => ({ Component: await page() }),
  })),
};

/** The loader of a page whose module exports `load`: none without a client (unit tests). */
type Loader = (load: () => Promise<PageLoad>) => RouteObject['loader'];

function shopPages(loader: Loader): RouteObject[] {
  return [
    {
      // A page that crashes shows the error inside the layout, which keeps working.
      ErrorBoundary: PageError,
      children: [
        {
          index: true,
          lazy: async () => ({ Component: (await import('../features/home/HomePage')).HomePage }),
          loader: loader(async () => (await import('../features/home/HomePage')).loadHomePage),
          handle: { module: 'src/features/home/HomePage.tsx' } satisfies ModuleHandle,
        },
        {
          path: 'account',
          lazy: async () => ({ Component: (await import('../features/account/AccountPage')).AccountPage }),
        },
        // The reserved area (management/routes.ts: one entry per page).
        managementPages,
        {
          path: 'fieredetail/:code',
          lazy: async () => ({
            Component: (await import('../features/account/FairDetailPage')).FairDetailPage,
          }),
        },
        // The customer's account area and checkout (customers only; staff keep /reservedarea).
        {
          path: 'account/orders',
          lazy: async () => ({
            Component: (await import('../features/orders/OrderHistoryPage')).OrderHistoryPage,
          }),
        },
        {
          path: 'account/orders/:year/:seq',
          lazy: async () => ({
            Component: (await import('../features/orders/OrderDetailPage')).OrderDetailPage,
          }),
        },
        {
          path: 'account/quotes',
          lazy: async () => ({
            Component: (await import('../features/quotes/QuoteListPage')).QuoteListPage,
          }),
        },
        {
          path: 'account/quotes/:year/:seq',
          lazy: async () => ({
            Component: (await import('../features/quotes/QuoteDetailPage')).QuoteDetailPage,
          }),
        },
        {
          path: 'account/returns',
          lazy: async () => ({
            Component: (await import('../features/returns/ReturnListPage')).ReturnListPage,
          }),
        },
        {
          path: 'account/returns/new',
          lazy: async () => ({
            Component: (await import('../features/returns/ReturnRequestPage')).ReturnRequestPage,
          }),
        },
        {
          path: 'account/returns/:id',
          lazy: async () => ({
            Component: (await import('../features/returns/ReturnDetailPage')).ReturnDetailPage,
          }),
        },
        {
          path: 'account/backorders',
          lazy: async () => ({
            Component: (await import('../features/orders/BackordersPage')).BackordersPage,
          }),
        },
        {
          path: 'account/password',
          lazy: async () => ({ Component: (await import('../features/account/PasswordPage')).PasswordPage }),
        },
        {
          path: 'account/consents',
          lazy: async () => ({ Component: (await import('../features/account/ConsentsPage')).ConsentsPage }),
        },
        {
          path: 'checkout',
          lazy: async () => ({ Component: (await import('../features/checkout/CheckoutPage')).CheckoutPage }),
        },
        {
          path: 'checkout/confirmation/:year/:seq',
          lazy: async () => ({
            Component: (await import('../features/checkout/OrderConfirmationPage')).OrderConfirmationPage,
          }),
        },
        {
          path: 'cart',
          lazy: async () => ({ Component: (await import('../features/cart/CartPage')).CartPage }),
        },
        {
          path: 'wishlist',
          lazy: async () => ({ Component: (await import('../features/wishlist/WishlistPage')).WishlistPage }),
        },
        {
          // Spec §2's name; any signed-in user (staff get the full-width layout: a management prefix).
          path: 'notifiche',
          lazy: async () => ({
            Component: (await import('../features/notifications/NotificationsPage')).NotificationsPage,
          }),
        },
        ...LISTING_PATHS.map((path): RouteObject => ({
          path,
          lazy: async () => ({ Component: (await import('../features/catalogue/ListingPage')).ListingPage }),
          loader: loader(async () => (await import('../features/catalogue/ListingPage')).loadListingPage),
          handle: { module: 'src/features/catalogue/ListingPage.tsx' } satisfies ModuleHandle,
        })),
        // The legal pages, at the paths the shop's config links to (/pages/privacy-policy …).
        {
          path: POLICY_PAGES.privacy.slice(1),
          lazy: async () => ({ Component: (await import('../features/legal/LegalPage')).PrivacyPolicyPage }),
        },
        {
          path: POLICY_PAGES.cookies.slice(1),
          lazy: async () => ({ Component: (await import('../features/legal/LegalPage')).CookiePolicyPage }),
        },
        {
          path: POLICY_PAGES.saleConditions.slice(1),
          lazy: async () => ({ Component: (await import('../features/legal/LegalPage')).SaleConditionsPage }),
        },
        {
          path: 'product/:codeSlug/:descriptionSlug?',
          lazy: async () => ({ Component: (await import('../features/product/ProductPage')).ProductPage }),
          loader: loader(async () => (await import('../features/product/ProductPage')).loadProductPage),
          handle: { module: 'src/features/product/ProductPage.tsx' } satisfies ModuleHandle,
        },
        {
          path: '*',
          lazy: async () => ({ Component: (await import('../features/errors/NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ];
}

const loginPage: RouteObject[] = [
  {
    ErrorBoundary: PageError,
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('../features/auth/LoginPage')).LoginPage }),
      },
    ],
  },
];

/**
 * The route tree; with `client`, its loaders start the shell's and each page's queries (`shared`:
 * a server render for every visitor, see page-loaders.ts).
 */
export function createRoutes(client?: ApolloClient, { shared = false } = {}): RouteObject[] {
  const loader: Loader = (load) => (client ? pageLoader(client, load, shared) : undefined);
  const pages = shopPages(loader);
  return [
    {
      Component: LocaleRoot,
      loader: loader(async () => loadShell),
      // The server render or main.tsx (which waits for the matched route's code) leave nothing to wait for.
      HydrateFallback: () => null,
      children: [
        {
          ErrorBoundary: AppError,
          children: [
            { path: '/', Component: ShellRoute, children: pages },
            { path: '/en', Component: ShellRoute, children: pages },
            { path: '/login', Component: SimpleLayout, children: loginPage },
            { path: '/en/login', Component: SimpleLayout, children: loginPage },
          ],
        },
      ],
    },
  ];
}

/** The routes without loaders (unit tests answer GraphQL with mocks as components ask). */
export const routes = createRoutes();
