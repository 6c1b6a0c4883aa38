// The reserved area's pages: each domain lists its own in its routes.ts (`manageRoutes`, pages
// imported on first visit); here, beside the management shell (app/manage, which imports no domain),
// they are gathered. app/routes.tsx mounts each under / and /en, inside the management route
// (manage/guard/ManagementRoute.tsx: the permission guard and the reserved area's messages), as a
// lazy route: nothing of a page is in the storefront's first load.
//
// Adding a page = an entry in its domain's routes.ts. Adding it to the navigation = an entry in
// manage/nav/nav-registry.ts whose `path` is the page's path (the navigation shows only areas that have a
// route here and that the user may use: the paths are registered with it below).
import { manageRoutes as agents } from '../domains/agents/routes';
import { manageRoutes as approvals } from '../domains/approvals/routes';
import { manageRoutes as clients } from '../domains/clients/routes';
import { manageRoutes as content } from '../domains/content/routes';
import { manageRoutes as currentorder } from '../domains/currentorder/routes';
import { manageRoutes as dashboard } from '../domains/dashboard/routes';
import { manageRoutes as imports } from '../domains/imports/routes';
import { manageRoutes as notifications } from '../domains/notifications/routes';
import { manageRoutes as orderIssues } from '../domains/order-issues/routes';
import { manageRoutes as orders } from '../domains/orders/routes';
import { manageRoutes as policies } from '../domains/policies/routes';
import { manageRoutes as promotions } from '../domains/promotions/routes';
import { manageRoutes as quotes } from '../domains/quotes/routes';
import { manageRoutes as returns } from '../domains/returns/routes';
import { manageRoutes as settings } from '../domains/settings/routes';
import { manageRoutes as suppliers } from '../domains/suppliers/routes';
import { manageRoutes as users } from '../domains/users/routes';
import type { ManagementRouteEntry } from './manage/guard/route-handle';
import { registerManagementPaths } from './manage/nav/route-paths';

export type { ManagementRouteEntry, ManagementRouteHandle } from './manage/guard/route-handle';

export const MANAGEMENT_ROUTES: readonly ManagementRouteEntry[] = [
  ...imports,
  ...dashboard,
  ...orders,
  ...approvals,
  ...orderIssues,
  ...returns,
  ...quotes,
  ...clients,
  ...agents,
  ...suppliers,
  ...users,
  ...currentorder,
  ...notifications,
  ...settings,
  ...policies,
  ...content,
  ...promotions,
];

registerManagementPaths(MANAGEMENT_ROUTES.map((route) => route.path));
