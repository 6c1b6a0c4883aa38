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

/** Every module's loader definitions by name (a name is one module's only). */
export const LOADER_DEFINITIONS = Object.assign(
  {},
  ...MODULES.map((module) => module.loaders),
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
  for (const module of MODULES) Object.assign(upstream, module.upstream(rest, identity));
  return upstream as Upstream;
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
