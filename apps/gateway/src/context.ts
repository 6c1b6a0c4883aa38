// The composition root of a request's context: the upstream API bound to the caller and the
// request's DataLoaders, built from every module (modules/index.ts) for each request, so nothing
// leaks between callers; only the PublicCache (public, language-keyed data) is shared.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ContentVersionWatcher } from './kernel/cache/content-version';
import type { PublicCache } from './kernel/cache/public-cache';
import { callIdentityOf, type GatewayContext, type Upstream } from './kernel/context/context';
import { createLoaders } from './kernel/loaders/define-loaders';
import { createSession } from './kernel/session/session';
import type { CallIdentity, RestClient } from './kernel/upstream/rest-client';
import { MODULES, type ModulesLoaderDefinitions } from './modules';

export interface ContextDeps {
  rest: RestClient;
  publicCache: PublicCache;
  content: Pick<ContentVersionWatcher, 'caughtUp'>;
}

/**
 * `parts` merged into `target`, key by key; a key two parts (or the target and a part) both have is a
 * mistake in the module list (one module's calls or loaders would silently replace another's): thrown.
 */
function mergeOnce<T extends object>(what: string, target: T, parts: readonly [string, object][]): T {
  const owner = new Map<string, string>(Object.keys(target).map((key) => [key, 'the kernel']));
  for (const [name, part] of parts) {
    for (const key of Object.keys(part)) {
      const first = owner.get(key);
      if (first !== undefined) throw new Error(`${what} "${key}" is both ${first}'s and ${name}'s`);
      owner.set(key, name);
    }
    Object.assign(target, part);
  }
  return target;
}

/** Every module's loader definitions by name (a name is one module's only). */
export const LOADER_DEFINITIONS = mergeOnce(
  'loader',
  {},
  MODULES.map((module) => [module.name, module.loaders]),
) as ModulesLoaderDefinitions;

/** The upstream API as seen by one caller: every module's REST calls, bound to the caller's identity. */
export function createUpstream(rest: RestClient, who: CallIdentity): Upstream {
  // A copy: a login in this request changes the token of this request's calls only.
  const identity: CallIdentity = { ...who };
  const upstream = {
    get hasToken() {
      return identity.token !== undefined;
    },
    actAs: (token: string) => {
      identity.token = token;
    },
  };
  const parts = MODULES.map((module): [string, object] => [module.name, module.upstream(rest, identity)]);
  return mergeOnce('upstream call', upstream, parts) as Upstream;
}

/**
 * The context of one caller. `cookieSessionId` stands in for the x-sessionid header where the request has
 * none: a page request rendered on the server carries the id in a cookie (kernel/plugins/page-render.ts).
 */
export function buildContext(
  { rest, publicCache, content }: ContextDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  cookieSessionId?: string,
): GatewayContext {
  const session = createSession(request, reply);
  const identity = callIdentityOf(request, session, cookieSessionId);
  const { sessionId, forwardedFor } = identity;
  const upstream = createUpstream(rest, identity);
  // Public data is asked for with its language argument and shared between callers by it: no header.
  const publicUpstream = createUpstream(rest, { sessionId, forwardedFor });
  const loaders = createLoaders(LOADER_DEFINITIONS, { upstream, publicUpstream, publicCache });
  const contentChanged = async <T>(result: T) => {
    await content.caughtUp();
    return result;
  };
  return { sessionId, ip: forwardedFor, upstream, loaders, session, contentChanged, request };
}
