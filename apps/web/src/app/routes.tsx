// The route tree: the same pages under / (Italian) and /en (English). Shop pages render in the
// layout the layout rule picks (ShellRoute: main or full-width); /login in the simple layout.
// Each domain lists its pages in its routes.ts, every one a lazy route, so its code loads on first
// visit and stays out of the first load; the shell (layouts, header, footer, menus) is in the main
// chunk. Given an Apollo client, the routes carry loaders that start the shell's and the page's
// queries (lib/page-loaders.ts).
import type { ApolloClient } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { storefrontRoutes as cartRoutes } from '../domains/cart/routes';
import { storefrontRoutes as catalogueRoutes } from '../domains/catalogue/routes';
import { storefrontRoutes as contentRoutes } from '../domains/content/routes';
import { storefrontRoutes as fairsRoutes } from '../domains/fairs/routes';
import { storefrontRoutes as notificationsRoutes } from '../domains/notifications/routes';
import { storefrontRoutes as ordersRoutes } from '../domains/orders/routes';
import { storefrontRoutes as policiesRoutes } from '../domains/policies/routes';
import { storefrontRoutes as quotesRoutes } from '../domains/quotes/routes';
import { storefrontRoutes as returnsRoutes } from '../domains/returns/routes';
import { loginRoute, storefrontRoutes as usersRoutes } from '../domains/users/routes';
import { storefrontRoutes as wishlistRoutes } from '../domains/wishlist/routes';
import { pageLoader, type RouteLoader } from '../lib/page-loaders';
import { AppError, PageError } from './errors/RouteError';
import { ShellRoute } from './layout/ShellRoute';
import { SimpleLayout } from './layout/SimpleLayout';
import { LocaleRoot } from './LocaleRoot';
import { MANAGEMENT_ROUTES, type ManagementRouteHandle } from './management-routes';
import { loadShell } from './shell-load';

/**
 * The reserved area's pages under one lazy route: its component (the permission guard and the
 * reserved area's messages) loads together with the page's own chunk.
 */
const managementPages: RouteObject = {
  lazy: async () => ({
    Component: (await import('./manage/guard/ManagementRoute')).ManagementRoute,
  }),
  children: MANAGEMENT_ROUTES.map(({ page, ...management }): RouteObject => ({
    path: management.path,
    handle: { management } satisfies ManagementRouteHandle,
    lazy: async () => ({ Component: await page() }),
  })),
};

function shopPages(loader: RouteLoader): RouteObject[] {
  return [
    {
      // A page that crashes shows the error inside the layout, which keeps working.
      ErrorBoundary: PageError,
      children: [
        ...contentRoutes(loader),
        ...usersRoutes(),
        // The reserved area (app/management-routes.ts: each domain's manageRoutes).
        managementPages,
        ...fairsRoutes(),
        // The customer's account area and checkout (customers only; staff keep /reservedarea).
        ...ordersRoutes(),
        ...quotesRoutes(),
        ...returnsRoutes(),
        ...policiesRoutes(),
        ...cartRoutes(),
        ...wishlistRoutes(),
        ...notificationsRoutes(),
        ...catalogueRoutes(loader),
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./errors/NotFoundPage')).NotFoundPage }),
        },
      ],
    },
  ];
}

const loginPage: RouteObject[] = [{ ErrorBoundary: PageError, children: [loginRoute] }];

/**
 * The route tree; with `client`, its loaders start the shell's and each page's queries (`shared`:
 * a server render for every visitor, see lib/page-loaders.ts).
 */
export function createRoutes(client?: ApolloClient, { shared = false } = {}): RouteObject[] {
  const loader: RouteLoader = (load) => (client ? pageLoader(client, load, shared) : undefined);
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
