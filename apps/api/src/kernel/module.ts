// What a module registers with the app (its index.ts exports one ShopModule; modules/index.ts lists
// them once and app.ts registers them): its routes by scope, built with the options they need.
import type { Domain } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';

/** What routes may need from the app's configuration. */
export interface ModuleOptions {
  /** MEDIA_DIR: where pictures and uploaded files are stored. */
  mediaDir: string;
  /** SHOP_URL: the storefront's address (links in e-mails). */
  shopUrl: string;
}

export interface ShopModule {
  name: Domain;
  /** Routes outside the session scope (no session: the gateways' content stream, picture files). */
  open?: (options: ModuleOptions) => FastifyPluginAsync[];
  /** The contract's calls, registered in the session scope. */
  storefront?: (options: ModuleOptions) => FastifyPluginAsync[];
  /** Management routes (each names its permission), registered through registerManagementRoutes. */
  manage?: (options: ModuleOptions) => FastifyPluginAsync[];
}
