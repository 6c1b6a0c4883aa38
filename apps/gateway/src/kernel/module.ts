// What a gateway module registers through its index.ts: its resolvers, its upstream calls (made per
// request for the caller), its DataLoaders and its HTTP routes outside GraphQL. The composition root
// (modules/index.ts, context.ts, app.ts) builds the server from the list of modules.
import type { FastifyInstance } from 'fastify';
import type { Resolvers } from '../generated/resolvers-types';
import type { LoaderDefinitions } from './loaders/define-loaders';
import type { CallIdentity, RestClient } from './upstream/rest-client';

/** What a module's HTTP routes get from the app. */
export interface RouteDeps {
  rest: RestClient;
  upstreamTimeoutMs: number;
  publicCacheTtlMs: number;
}

export interface GatewayModule<U extends object = object, L extends LoaderDefinitions = LoaderDefinitions> {
  /** The module's folder name, one of the contract's domains (packages/contract/src/domains.ts). */
  name: string;
  /** Its resolver maps, merged field by field with the other modules' (a type may get fields from several). */
  resolvers: readonly Resolvers[];
  /** Its REST calls bound to one caller, created per request (a login changes the token for the rest of it). */
  upstream: (rest: RestClient, who: CallIdentity) => U;
  /** Its DataLoaders by name, created lazily per request (typed by the module's own upstream calls). */
  loaders: L;
  /** Its routes outside GraphQL (uploads, files), registered once at start. */
  routes?: (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;
}

/** A module with what it does not register left empty. */
export function defineModule<
  U extends object = Record<never, never>,
  L extends LoaderDefinitions = Record<never, never>,
>(
  module: Pick<GatewayModule<U, L>, 'name' | 'resolvers'> & Partial<GatewayModule<U, L>>,
): GatewayModule<U, L> {
  return {
    upstream: () => ({}) as U,
    loaders: {} as L,
    ...module,
  };
}
