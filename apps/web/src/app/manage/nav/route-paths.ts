// The paths of the reserved area's pages, registered by app/management-routes.ts when it loads (in the
// first load, so it imports nothing): the navigation shows an area only when its page exists.
const routePaths = new Set<string>();

export function registerManagementPaths(paths: Iterable<string>) {
  for (const path of paths) routePaths.add(path);
}

export function managementPaths(): ReadonlySet<string> {
  return routePaths;
}
