// Whole answers of queries that read only public, language-keyed fields (config, categories…),
// kept as the exact bytes sent: for the TTL, a repeat POST of the same query, variables and Accept
// header is answered before Apollo runs (no parsing, validation, execution or serialisation). The
// first answer went through Apollo with every limit, so a repeat needs none. Such an answer depends
// only on the query and public data (itself cached for the same TTL), so it can be up to twice the
// TTL old — unless the content changes: keys carry the content version (content-version.ts), so a
// change drops every stored answer at once. Answers with errors are never stored; GET requests are
// not cached here. Per process.
import type { ApolloServerPlugin } from '@apollo/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Kind, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context/context';

/** Root fields public for every schema: the modules add theirs (GatewayModule.publicQueryFields). */
const KERNEL_PUBLIC_FIELDS = ['ping', '__typename'];

const MAX_ANSWERS = 500;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set while Apollo runs: the answer may be stored for repeats (public-only query, no errors). */
    publicAnswer: boolean;
    /** The content epoch the request started in (its answer is stored under it, if still current). */
    publicAnswerEpoch: string | undefined;
  }
}

function onlyPublicFields(
  selectionSet: SelectionSetNode,
  publicFields: ReadonlySet<string>,
  depth = 0,
): boolean {
  // Fragments at the root are rare; anything but plain fields and inline fragments is not cached.
  if (depth > 3) return false;
  return selectionSet.selections.every((s) =>
    s.kind === Kind.FIELD
      ? publicFields.has(s.name.value) && !s.directives?.length
      : s.kind === Kind.INLINE_FRAGMENT &&
        !s.directives?.length &&
        onlyPublicFields(s.selectionSet, publicFields, depth + 1),
  );
}

/** The cache key of a JSON POST: the content epoch and everything that can change the answer's bytes. */
function keyOf(request: FastifyRequest, epoch: string): string | undefined {
  const body = request.body as Record<string, unknown> | null;
  if (request.method !== 'POST' || !body || typeof body !== 'object' || Array.isArray(body)) return undefined;
  const { query, operationName, variables, extensions } = body;
  return JSON.stringify([epoch, request.headers.accept ?? '', query, operationName, variables, extensions]);
}

export interface PublicAnswers {
  /** Marks the current request's answer as storable (called from the Apollo plugin). */
  plugin: ApolloServerPlugin<GatewayContext>;
  /** Serves stored answers and stores new ones on POST `path`. */
  register(app: FastifyInstance, path: string): void;
  /** Forgets every stored answer (the content changed). */
  clear(): void;
}

/** `moduleFields`: the modules' public root fields (GatewayModule.publicQueryFields). */
export function publicAnswers(
  ttlMs: number,
  requestOf: (ctx: GatewayContext) => FastifyRequest,
  moduleFields: readonly string[],
  epoch: () => string | undefined = () => 'ttl',
): PublicAnswers {
  const publicFields: ReadonlySet<string> = new Set([...KERNEL_PUBLIC_FIELDS, ...moduleFields]);
  const answers =
    ttlMs > 0
      ? new LRUCache<string, { payload: string; contentType: string }>({ max: MAX_ANSWERS, ttl: ttlMs })
      : null;
  return {
    plugin: {
      async requestDidStart() {
        return {
          async willSendResponse({ operation, response, contextValue }) {
            if (!answers || !operation || operation.operation !== 'query') return;
            if (response.body.kind !== 'single' || response.body.singleResult.errors) return;
            if (onlyPublicFields(operation.selectionSet, publicFields))
              requestOf(contextValue).publicAnswer = true;
          },
        };
      },
    },
    register(app, path) {
      if (!answers) return;
      app.decorateRequest('publicAnswer', false);
      app.decorateRequest('publicAnswerEpoch', undefined);
      app.addHook('preHandler', async (request, reply) => {
        if (request.routeOptions.url !== path) return;
        request.publicAnswerEpoch = epoch();
        if (request.publicAnswerEpoch === undefined) return;
        const key = keyOf(request, request.publicAnswerEpoch);
        const hit = key === undefined ? undefined : answers.get(key);
        // x-public-cache tells integrators and operators that the answer came from this cache.
        if (hit)
          return reply
            .code(200)
            .header('content-type', hit.contentType)
            .header('x-public-cache', 'hit')
            .send(hit.payload);
      });
      app.addHook('onSend', async (request, reply, payload) => {
        if (!request.publicAnswer || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
        // Made while the content changed: not stored (it may hold data of either version).
        if (request.publicAnswerEpoch === undefined || request.publicAnswerEpoch !== epoch()) return payload;
        const key = keyOf(request, request.publicAnswerEpoch);
        const contentType = reply.getHeader('content-type');
        if (key !== undefined && typeof contentType === 'string') answers.set(key, { payload, contentType });
        return payload;
      });
    },
    clear: () => answers?.clear(),
  };
}
