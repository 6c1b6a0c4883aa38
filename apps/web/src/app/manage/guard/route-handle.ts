// A reserved-area page's entry (each domain's routes.ts lists its own; app/management-routes.ts gathers
// them) and the management route the user is on: the last matched route whose handle names one
// (app/routes.tsx puts each entry there).
import type { ComponentType } from 'react';
import { useMatches } from 'react-router-dom';
import type { Permission } from '../../../gql/graphql';

export interface ManagementRouteEntry {
  /** The path under / and /en, as react-router writes it: 'clients', 'client/:code'. */
  path: string;
  /**
   * What the user must hold to open the page (the API checks it again on every call): a visitor
   * goes to /login and comes back; a customer or a user without it gets the "not allowed" page.
   */
  permission: Permission;
  /** The navigation area the page belongs to (the `path` of its nav-registry entry): breadcrumbs, current item. */
  area: string;
  /** A signed-in user without the permission goes to their own landing page instead (spec §6: /reservedarea). */
  othersGoHome?: boolean;
  /** The page component, imported on first visit. */
  page: () => Promise<ComponentType>;
}

/** What a management route's `handle` carries (read by the guard, the navigation and the breadcrumbs). */
export interface ManagementRouteHandle {
  management: Omit<ManagementRouteEntry, 'page'>;
}

export type CurrentManagementRoute = ManagementRouteHandle['management'];

function isManagementHandle(handle: unknown): handle is ManagementRouteHandle {
  return typeof handle === 'object' && handle !== null && 'management' in handle;
}

export function useManagementRoute(): CurrentManagementRoute | null {
  const matches = useMatches();
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle;
    if (isManagementHandle(handle)) return handle.management;
  }
  return null;
}
