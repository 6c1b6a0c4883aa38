// Whole answers of operations that read only public, language-keyed fields (config, categories…):
// for the TTL, a repeat of the same query with the same variables skips execution and is answered
// from memory. Such an answer depends only on the query, its variables and public data, which is
// itself cached for the same TTL, so it can be up to twice the TTL old. Answers with errors are
// never stored. Per process, like the PublicCache.
import type { ApolloServerPlugin, GraphQLRequestContextResponseForOperation } from '@apollo/server';
import { Kind, type FormattedExecutionResult, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context';

/** Root query fields whose answer is the same for every caller; a domain adds its public fields here. */
export const PUBLIC_QUERY_FIELDS: ReadonlySet<string> = new Set([
  'config',
  'categories',
  'ping',
  '__typename',
]);

const MAX_ANSWERS = 500;

function onlyPublicFields(selectionSet: SelectionSetNode, depth = 0): boolean {
  // Fragments at the root are rare; anything but plain fields and inline fragments is not cached.
  if (depth > 3) return false;
  return selectionSet.selections.every((s) =>
    s.kind === Kind.FIELD
      ? PUBLIC_QUERY_FIELDS.has(s.name.value) && !s.directives?.length
      : s.kind === Kind.INLINE_FRAGMENT &&
        !s.directives?.length &&
        onlyPublicFields(s.selectionSet, depth + 1),
  );
}

function keyOf(ctx: GraphQLRequestContextResponseForOperation<GatewayContext>): string | undefined {
  const { operation } = ctx;
  if (operation.operation !== 'query' || !onlyPublicFields(operation.selectionSet)) return undefined;
  return `${ctx.queryHash}|${ctx.operationName ?? ''}|${JSON.stringify(ctx.request.variables ?? {})}`;
}

export function publicResponseCachePlugin(ttlMs: number): ApolloServerPlugin<GatewayContext> {
  if (ttlMs <= 0) return {};
  const answers = new LRUCache<string, FormattedExecutionResult>({ max: MAX_ANSWERS, ttl: ttlMs });
  return {
    async requestDidStart() {
      let key: string | undefined;
      return {
        async responseForOperation(ctx) {
          key = keyOf(ctx);
          const cached = key === undefined ? undefined : answers.get(key);
          if (!cached) return null;
          key = undefined; // answered from the cache: nothing to store
          return { http: ctx.response.http, body: { kind: 'single', singleResult: cached } };
        },
        async willSendResponse({ response }) {
          if (key === undefined || response.body.kind !== 'single') return;
          const result = response.body.singleResult;
          if (!result.errors && result.data) answers.set(key, result);
        },
      };
    },
  };
}
