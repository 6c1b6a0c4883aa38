// Builds the API from its plugins and routes; server.ts listens, tests call app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import databasePlugin from './plugins/database';
import errorsPlugin, { replyWithError } from './plugins/errors';
import formBodyPlugin from './plugins/form-body';
import sessionPlugin from './plugins/session';
import categoryRoutes from './routes/category';
import configRoutes from './routes/config';
import healthRoutes from './routes/health';

export interface AppDeps {
  /** An open, migrated and seeded database to use instead of opening the configured one. */
  database?: DatabaseHandle;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.logLevel },
    // Errors before routing (e.g. a malformed URL) get the same envelope as all the others.
    frameworkErrors: (error, request, reply) => {
      replyWithError(error, request, reply);
    },
  });

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { config, database: deps.database });
  await app.register(formBodyPlugin);
  await app.register(healthRoutes);

  // The contract's calls: one scope, so the session check applies to them and to nothing else.
  await app.register(async (api) => {
    await api.register(sessionPlugin);
    await api.register(configRoutes);
    await api.register(categoryRoutes);
  });

  return app;
}
