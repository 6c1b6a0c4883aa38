// What the signed-in user may do in the reserved area, from `viewer { permissions }` (the API's
// permission table; the API enforces it on every call, the web app only decides what to show).
import type { ReactNode } from 'react';
import { useViewer } from '../../../lib/viewer/useViewer';
import type { Permission } from '../../../gql/graphql';

export type { Permission };

/** True when the viewer holds `permission`; false for visitors and while the viewer loads. */
export function useCan(permission: Permission): boolean {
  const { viewer } = useViewer();
  return viewer?.permissions.includes(permission) ?? false;
}

/** The viewer's permissions (empty for visitors and while the viewer loads). */
export function usePermissions(): readonly Permission[] {
  return useViewer().viewer?.permissions ?? NONE;
}
const NONE: readonly Permission[] = [];

/** Renders `children` only when the viewer holds `permission` (else `fallback`, nothing by default). */
export function Can({
  permission,
  children,
  fallback = null,
}: {
  permission: Permission;
  children: ReactNode;
  fallback?: ReactNode;
}) {
  return <>{useCan(permission) ? children : fallback}</>;
}
