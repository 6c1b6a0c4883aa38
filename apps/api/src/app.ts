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
import contentRoutes from './routes/content';
import contentEventsPlugin from './plugins/content-events';
import mediaRoutes from './routes/media';
import bannerRoutes from './routes/banner';
import brandRoutes from './routes/brand';
import dataTableRoutes from './routes/data-table';
import productRoutes from './routes/product';
import promotionRoutes from './routes/promotion';
import suggestRoutes from './routes/suggest';
import sitemapRoutes from './routes/sitemap';
import fairRoutes from './routes/fair';
import loginRoutes from './routes/login';
import logoutRoutes from './routes/logout';
import policyRoutes from './routes/policy';
import userRoutes from './routes/user';
import cartRoutes from './routes/cart';
import orderRoutes from './routes/order';
import reorderRoutes from './routes/reorder';
import wishlistRoutes from './routes/wishlist';
import preferenceRoutes from './routes/preference';
import auditRoutes from './routes/audit';
import clientsRoutes from './routes/clients';
import agentsRoutes from './routes/agents';
import dashboardRoutes from './routes/dashboard';
import currentOrderRoutes from './routes/currentorder';
import quickOrderRoutes from './routes/quickorder';
import importRoutes from './routes/imports';
import settingsRoutes from './routes/settings';
import policiesRoutes from './routes/policies';
import suppliersRoutes from './routes/suppliers';
import usersRoutes from './routes/users';
import notificationsRoutes from './routes/notifications';
import outboxRoutes from './routes/outbox';
import bannersRoutes from './routes/banners';
import promotionsRoutes from './routes/promotions';
import ordersRoutes from './routes/orders';
import approvalsRoutes from './routes/approvals';
import documentsRoutes from './routes/documents';
import issuesRoutes from './routes/issues';
import quotesRoutes from './routes/quotes';
import intdocumentsRoutes from './routes/intdocuments';
import returnsRoutes from './routes/returns';
import outboxPlugin from './plugins/outbox';
import type { MailTransport } from './domains/notifications/mail-transport';
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
  // The content version and its event stream for gateways (no session): plugins/content-events.ts.
  await app.register(contentEventsPlugin);
  await app.register(contentRoutes);
  // Product pictures: a static host of their own, outside the contract's calls (no session).
  await app.register(mediaRoutes, { mediaDir: config.mediaDir });

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
    await api.register(sitemapRoutes);
    await api.register(preferenceRoutes);
    await api.register(notificationsRoutes);
    // The reserved area: every route names its permission (plugins/management.ts).
    await registerManagementRoutes(
      api,
      [
        auditRoutes,
        clientsRoutes,
        agentsRoutes,
        dashboardRoutes,
        currentOrderRoutes,
        quickOrderRoutes,
        importRoutes,
        settingsRoutes,
        policiesRoutes,
        suppliersRoutes,
        usersRoutes,
        outboxRoutes(config.mail.shopUrl),
        bannersRoutes(config.mediaDir),
        promotionsRoutes(config.mediaDir),
        ordersRoutes,
        approvalsRoutes,
        documentsRoutes,
        issuesRoutes,
        quotesRoutes,
        intdocumentsRoutes(config.mediaDir),
        returnsRoutes(config.mediaDir),
      ],
      managementRoutes,
    );
  });

  return app;
}
