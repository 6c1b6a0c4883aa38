// The one Apollo Client of the storefront: GraphQL over HTTP to the gateway on the same origin,
// every request with the session header (spec §7) and the page's language.
import {
  ApolloClient,
  ApolloLink,
  HttpLink,
  InMemoryCache,
  type FieldMergeFunction,
  type NormalizedCacheObject,
  type StoreValue,
  isReference,
} from '@apollo/client';
import schemaTypes from '../gql/possible-types';
import { localeFromPath } from '../i18n/locale';
import { getSessionId, SESSION_ID_KEY } from './session-id';

/**
 * Adds `x-sessionid` and `accept-language` (the language of the page on show, from its URL) to every
 * operation's HTTP headers: the API answers a refusal of a call without a language argument (the
 * reserved area's changes) in the page's language rather than the browser's.
 */
export const sessionLink = new ApolloLink((operation, forward) => {
  const language = typeof window === 'undefined' ? undefined : localeFromPath(window.location.pathname);
  operation.setContext(({ headers = {} }: { headers?: Record<string, string> }) => ({
    headers: {
      ...headers,
      [SESSION_ID_KEY]: getSessionId(),
      ...(language ? { 'accept-language': language } : {}),
    },
  }));
  return forward(operation);
});

type Stored = StoreValue | Record<string, unknown>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !isReference(value);
}

/** Two answers' trees of the same categories, merged: an item keeps the fields only the other asked for. */
function mergeTree(existing: Stored | undefined, incoming: Stored): Stored {
  if (Array.isArray(incoming)) {
    const before = Array.isArray(existing) ? (existing as Stored[]) : [];
    return incoming.map((item: Stored, index) => {
      const previous = before[index];
      // Only the same category (same code) merges: a tree that changed in between is taken as it is.
      const same = isPlainObject(previous) && isPlainObject(item) && previous.code === item.code;
      return same ? mergeTree(previous, item) : item;
    });
  }
  if (isPlainObject(incoming) && isPlainObject(existing)) {
    const merged: Record<string, unknown> = { ...existing };
    for (const [key, value] of Object.entries(incoming))
      merged[key] = mergeTree(existing[key] as Stored, value as Stored);
    return merged;
  }
  return incoming;
}

/**
 * Categories have no id: the shell's tree and the home page's departments ask for different fields
 * of the same tree, which would otherwise replace each other (and each query would then ask again).
 * Same arguments, same order: the trees merge item by item, at every depth.
 */
const mergeCategories: FieldMergeFunction<Stored, Stored> = (existing, incoming) =>
  mergeTree(existing, incoming);

/** The cache's rules, the same in the browser and in the server render (whose answers the browser restores). */
export function createShopCache(): InMemoryCache {
  // Config, menus and categories have no id: they stay embedded under their root field and
  // language argument, so Italian and English never overwrite each other. Several queries read
  // parts of one language's Config (the shell, the cookie dialog): merge them, never replace.
  return new InMemoryCache({
    possibleTypes: schemaTypes.possibleTypes,
    typePolicies: {
      Query: { fields: { categories: { merge: mergeCategories } } },
      Config: { merge: true },
      ShopSettings: { merge: true },
      // The one cart and the one wishlist (id "Cart:current", "Wishlist:current"): each answer
      // holds all their lines, which replace the cached ones (lines have no id of their own).
      Cart: { fields: { lines: { merge: false }, summary: { merge: false } } },
      Wishlist: { fields: { items: { merge: false } } },
      // Reserved-area records are keyed by their code: an edit's answer replaces the record on screen.
      ClientRecord: { keyFields: ['code'] },
      ClientSummary: { keyFields: ['code'] },
      Agent: { keyFields: ['code'] },
      SupplierRecord: { keyFields: ['code'] },
      SupplierSummary: { keyFields: ['code'] },
      ManagedUser: { keyFields: ['code'] },
      ManagedPromotion: { keyFields: ['code'] },
    },
  });
}

export function createApolloClient(
  options: { uri?: string; fetch?: typeof fetch; restore?: NormalizedCacheObject } = {},
): ApolloClient {
  const http = new HttpLink({
    uri: options.uri ?? '/graphql',
    credentials: 'same-origin',
    fetch: options.fetch,
  });
  const cache = createShopCache();
  // The server render's answers: the first render reads them instead of asking again.
  if (options.restore) cache.restore(options.restore);
  return new ApolloClient({
    // Apollo Server's CSRF prevention accepts these POSTs: their content-type is application/json.
    link: ApolloLink.from([sessionLink, http]),
    cache,
  });
}
