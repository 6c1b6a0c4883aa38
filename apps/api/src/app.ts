// Builds the API from its plugins and routes; server.ts listens, tests call app.inject().
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import databasePlugin from './plugins/database';
import errorsPlugin, { replyWithError } from './plugins/errors';
import formBodyPlugin from './plugins/form-body';
import sessionPlugin from './plugins/session';
import authPlugin from './plugins/auth';
import categoryRoutes from './routes/category';
import configRoutes from './routes/config';
import healthRoutes from './routes/health';
import bannerRoutes from './routes/banner';
import brandRoutes from './routes/brand';
import dataTableRoutes from './routes/data-table';
import productRoutes from './routes/product';
import promotionRoutes from './routes/promotion';
import suggestRoutes from './routes/suggest';
import fairRoutes from './routes/fair';
import loginRoutes from './routes/login';
import logoutRoutes from './routes/logout';
import policyRoutes from './routes/policy';
import userRoutes from './routes/user';
import cartRoutes from './routes/cart';
import orderRoutes from './routes/order';
import reorderRoutes from './routes/reorder';
import wishlistRoutes from './routes/wishlist';

export interface AppDeps {
  /** An open, migrated and seeded database to use instead of opening the configured one. */
  database?: DatabaseHandle;
}

export async function buildApp(config: AppConfig, deps: AppDeps = {}): Promise<FastifyInstance> {
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

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { config, database: deps.database });
  await app.register(formBodyPlugin);
  await app.register(healthRoutes);

  // The contract's calls: one scope, so the session check applies to them and to nothing else.
  await app.register(async (api) => {
    await api.register(sessionPlugin);
    await api.register(authPlugin);
    await api.register(configRoutes);
    await api.register(categoryRoutes);
    await api.register(loginRoutes);
    await api.register(logoutRoutes);
    await api.register(userRoutes);
    await api.register(policyRoutes);
    await api.register(fairRoutes);
    await api.register(cartRoutes);
    await api.register(wishlistRoutes);
    await api.register(orderRoutes);
    await api.register(reorderRoutes);
    await api.register(suggestRoutes);
    await api.register(brandRoutes);
    await api.register(dataTableRoutes);
    await api.register(promotionRoutes);
    await api.register(bannerRoutes);
    await api.register(productRoutes);
  });

  return app;
}
