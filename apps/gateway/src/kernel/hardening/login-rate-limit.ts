// Login attempts per client IP, counted per login field (so aliases in one operation, e.g.
// `a: login(...) b: login(...)`, count one each) in a fixed window. An operation that would go over
// the limit is refused whole before any upstream call, with RATE_LIMITED (HTTP 429) and
// extensions.retryAfterSeconds. Counters live in this process (per replica; Redis later).
// Failures per account are the API's to count (in its database, so every replica of either tier
// shares them, and only failures since the account's last success count): this plugin does not
// duplicate that rule, it only gives the API's refusal the same HTTP 429 and Retry-After.
import { HeaderMap, type ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, Kind, type FragmentDefinitionNode, type SelectionSetNode } from 'graphql';
import { LRUCache } from 'lru-cache';
import type { GatewayContext } from '../context/context';

export const LOGIN_WINDOW_MS = 5 * 60_000;
const LOGIN_FIELDS = new Set(['login']);
const MAX_TRACKED_IPS = 50_000;

/** Login fields selected on the root of a mutation, following fragments (each counted where spread). */
export function countLoginFields(
  selectionSet: SelectionSetNode,
  fragments: Record<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (LOGIN_FIELDS.has(selection.name.value)) count += 1;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += countLoginFields(selection.selectionSet, fragments, seen);
    } else {
      const fragment = fragments[selection.name.value];
      if (fragment && !seen.has(fragment.name.value)) {
        count += countLoginFields(fragment.selectionSet, fragments, new Set([...seen, fragment.name.value]));
      }
    }
  }
  return count;
}

interface Window {
  used: number;
  resetAt: number;
}

export function loginRateLimitPlugin(
  limit: number,
  windowMs = LOGIN_WINDOW_MS,
): ApolloServerPlugin<GatewayContext> {
  const windows = new LRUCache<string, Window>({ max: MAX_TRACKED_IPS, ttl: windowMs });
  return {
    async requestDidStart() {
      let logsIn = false;
      return {
        async didResolveOperation({ operation, document, contextValue }) {
          if (operation?.operation !== 'mutation') return;
          const fragments: Record<string, FragmentDefinitionNode> = {};
          for (const d of document.definitions)
            if (d.kind === Kind.FRAGMENT_DEFINITION) fragments[d.name.value] = d;
          const attempts = countLoginFields(operation.selectionSet, fragments);
          if (attempts === 0) return;
          logsIn = true;
          const now = Date.now();
          const current = windows.get(contextValue.ip);
          const window = current && current.resetAt > now ? current : { used: 0, resetAt: now + windowMs };
          if (window.used + attempts > limit) {
            const retryAfterSeconds = Math.ceil((window.resetAt - now) / 1000);
            throw new GraphQLError('Too many login attempts. Please wait a few minutes and try again.', {
              extensions: {
                code: 'RATE_LIMITED',
                retryAfterSeconds,
                http: { status: 429, headers: new HeaderMap([['retry-after', String(retryAfterSeconds)]]) },
              },
            });
          }
          window.used += attempts;
          windows.set(contextValue.ip, window, { ttl: window.resetAt - now });
        },
        // The API's own lock (per account, in its database) refuses a login like this limit does:
        // HTTP 429 and Retry-After, so a client handles every login refusal the same way.
        async willSendResponse({ response }) {
          if (!logsIn || response.body.kind !== 'single') return;
          const waits = (response.body.singleResult.errors ?? [])
            .filter((e) => e.extensions?.code === 'RATE_LIMITED')
            .map((e) => Number(e.extensions?.retryAfterSeconds ?? 0));
          if (waits.length === 0) return;
          response.http.status = 429;
          const wait = Math.max(...waits);
          if (wait > 0) response.http.headers.set('retry-after', String(wait));
        },
      };
    },
  };
}
