// The management route the user is on: the last matched route whose handle names one (routes.tsx
// puts each management/routes.ts entry there).
import { useMatches } from 'react-router-dom';
import type { ManagementRouteHandle } from '../../routes';

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
