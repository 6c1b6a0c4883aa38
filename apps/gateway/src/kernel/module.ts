// What a gateway module registers through its index.ts: its resolvers, its upstream calls (made per
// request for the caller), its DataLoaders, its HTTP routes outside GraphQL, and which of its root
// fields the kernel treats apart (public answers, imports). The composition root (modules/index.ts,
// context.ts, app.ts) builds the server from the list of modules.
import type { Domain } from '@shop/contract';
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
  name: Domain;
  /** Its resolver maps, merged field by field with the other modules' (a type may get fields from several). */
  resolvers: readonly Resolvers[];
  /** Its REST calls bound to one caller, created per request (a login changes the token for the rest of it). */
  upstream: (rest: RestClient, who: CallIdentity) => U;
  /** Its DataLoaders by name, created lazily per request (typed by the module's own upstream calls). */
  loaders: L;
  /** Its routes outside GraphQL (uploads, files), registered once at start. */
  routes?: (app: FastifyInstance, deps: RouteDeps) => void | Promise<void>;
  /**
   * Its root Query fields whose answer is the same for every caller (public, language-keyed data): a
   * query of such fields only is answered from the shared answers (kernel/cache/public-responses.ts).
   */
  publicQueryFields?: readonly string[];
  /** Its Mutation fields of file imports: the only fields /graphql/imports takes (kernel/plugins/import-graphql.ts). */
  importFields?: readonly string[];
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
