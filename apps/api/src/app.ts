// Builds the API from its plugins, its modules' routes and notification planners (modules/index.ts
// lists them); server.ts listens, tests call app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import databasePlugin from './plugins/database';
import errorsPlugin, { replyWithError } from './plugins/errors';
import formBodyPlugin from './plugins/form-body';
import sessionPlugin from './plugins/session';
import healthRoutes from './http/health.routes';
import type { ModuleOptions } from './kernel/module';
import {
  authPlugin,
  contentEventsPlugin,
  MODULES,
  NOTIFICATION_PLANNERS,
  outboxPlugin,
  registerNotificationPlanners,
  type MailTransport,
} from './modules';
import { registerManagementRoutes, type ManagementRoute } from './plugins/management';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every management route with the permission it needs (the access-matrix test walks them). */
    managementRoutes: ManagementRoute[];
  }
}

export interface AppDeps {
  /** An open, migrated and seeded database to use instead of opening the configured one. */
  database?: DatabaseHandle;
  /** The outbox sender's transport instead of SMTP or the log (tests). */
  mailTransport?: MailTransport;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  // Who is told about each event: every module's planner, checked complete (one per kind) before start.
  registerNotificationPlanners(NOTIFICATION_PLANNERS);
  const app = Fastify({
    logger: { level: config.logLevel },
    // The database plugin migrates and, on a first start, seeds the demo catalogue (5,000 products):
    // seconds on a fast machine, longer on a busy one. Avvio's default 10 s would abort the start.
    pluginTimeout: 120_000,
    // The gateway on the same host forwards the browser's address in X-Forwarded-For: the login rate
    // limit per address needs it. Only loopback is trusted, so nobody else can forge the header.
    trustProxy: 'loopback',
    // Errors before routing (e.g. a malformed URL) get the same envelope as all the others.
    frameworkErrors: (error, request, reply) => {
      replyWithError(error, request, reply);
    },
  });

  const managementRoutes: ManagementRoute[] = [];
  app.decorate('managementRoutes', managementRoutes);
  await app.register(errorsPlugin);
  await app.register(databasePlugin, { config, database: deps.database });
  await app.register(formBodyPlugin);
  await app.register(outboxPlugin, { mail: config.mail, transport: deps.mailTransport });
  await app.register(healthRoutes);
  // The content version and its event stream for gateways (no session): modules/content.
  await app.register(contentEventsPlugin);
  const options: ModuleOptions = { mediaDir: config.mediaDir, shopUrl: config.mail.shopUrl };
  // Routes outside the contract's calls (no session): the gateways' content stream, product pictures.
  for (const module of MODULES) {
    for (const routes of module.open?.(options) ?? []) await app.register(routes);
  }

  // The contract's calls: one scope, so the session check applies to them and to nothing else.
  await app.register(async (api) => {
    await api.register(sessionPlugin);
    await api.register(authPlugin);
    for (const module of MODULES) {
      for (const routes of module.storefront?.(options) ?? []) await api.register(routes);
    }
    // The reserved area: every route names its permission (plugins/management.ts).
    await registerManagementRoutes(
      api,
      MODULES.flatMap((module) => module.manage?.(options) ?? []),
      managementRoutes,
    );
  });

  return app;
}
