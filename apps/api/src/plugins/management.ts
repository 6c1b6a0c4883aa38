// The management scope: every route registered through `registerManagementRoutes` must name the
// permission it needs (`config: { permission }`), or the API refuses to start, so a management call
// is never left open by omission. Each request is then checked against the contract's permission
// table: 401 without a user, 403 for a user whose type lacks the permission. Which records the user
// reaches is applied by the routes' queries (kernel/client-scope.ts).
import { can, type Permission } from '@shop/contract';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { AppError } from '../errors/app-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The permission a management route needs (see packages/contract/src/kernel/permissions.ts). */
    permission?: Permission;
  }
}

/** A management route as registered: what the access-matrix test walks. */
export interface ManagementRoute {
  method: string;
  url: string;
  permission: Permission;
}

/**
 * Registers management routes inside their own scope, with the permission check; each route is
 * added to `registry` (the app exposes it as `app.managementRoutes`).
 */
export async function registerManagementRoutes(
  app: FastifyInstance,
  routes: readonly FastifyPluginAsync[],
  registry: ManagementRoute[] = [],
): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('onRoute', (route) => {
      const permission = (route.config as { permission?: Permission } | undefined)?.permission;
      if (!permission) {
        throw new Error(`management route ${route.method} ${route.url} names no permission`);
      }
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') registry.push({ method, url: route.url, permission });
      }
    });
    scope.addHook('preHandler', async (request) => {
      const permission = request.routeOptions.config.permission;
      if (!request.user) throw new AppError(401, 'UNAUTHENTICATED', 'auth.required');
      if (!permission || !can(request.user.tipo, permission)) {
        throw new AppError(403, 'FORBIDDEN', 'auth.forbidden');
      }
    });
    for (const plugin of routes) await scope.register(plugin);
  });
}
