// Per-request DataLoaders, declared once per domain and created lazily for each request (never at
// module level, so nothing cached for one caller is seen by another). A domain declares either a
// batch loader (`batchLoader`: many keys, one upstream call, e.g. products by code) or a public
// loader (`publicLoader`: one call per key, shared across requests through the PublicCache).
import DataLoader from 'dataloader';
import type { PublicCache } from '../cache/public-cache';
import type { Upstream } from '../upstream';

export interface LoaderDeps {
  /** The upstream as the caller (their session id and token). */
  upstream: Upstream;
  /** The upstream without the caller's token: public data must never depend on who asked first. */
  publicUpstream: Upstream;
  publicCache: PublicCache;
}

export interface LoaderDefinition<K, V> {
  create(deps: LoaderDeps): DataLoader<K, V, string>;
}

/**
 * A loader whose batch function gets every key asked for in one tick and answers them in order
 * (a value or an Error per key), e.g. products by code in one `codici` call.
 */
export function batchLoader<K, V>(
  batch: (keys: readonly K[], deps: LoaderDeps) => Promise<ReadonlyArray<V | Error>>,
  options: { cacheKey?: (key: K) => string; maxBatchSize?: number } = {},
): LoaderDefinition<K, V> {
  return {
    create: (deps) =>
      new DataLoader<K, V, string>((keys) => batch(keys, deps), {
        cacheKeyFn: options.cacheKey ?? ((key) => JSON.stringify(key)),
        ...(options.maxBatchSize ? { maxBatchSize: options.maxBatchSize } : {}),
      }),
  };
}

/**
 * A loader of public data keyed by a string (usually the language): each key is fetched once per
 * request and at most once per TTL across requests. `name` keeps keys of different loaders apart.
 */
export function publicLoader<V>(
  name: string,
  fetch: (upstream: Upstream, key: string) => Promise<V>,
): LoaderDefinition<string, V> {
  return batchLoader<string, V>((keys, { publicUpstream, publicCache }) =>
    Promise.all(
      keys.map((key) =>
        publicCache.get(`${name}:${key}`, () => fetch(publicUpstream, key)).catch((error: Error) => error),
      ),
    ),
  );
}

export type LoadersOf<D extends Record<string, LoaderDefinition<never, unknown>>> = {
  readonly [N in keyof D]: D[N] extends LoaderDefinition<infer K, infer V> ? DataLoader<K, V, string> : never;
};

/** The loaders of one request; each is created the first time a resolver uses it. */
export function createLoaders<D extends Record<string, LoaderDefinition<never, unknown>>>(
  definitions: D,
  deps: LoaderDeps,
): LoadersOf<D> {
  const created = new Map<string, unknown>();
  const loaders = {} as Record<string, unknown>;
  for (const [name, definition] of Object.entries(definitions)) {
    Object.defineProperty(loaders, name, {
      enumerable: true,
      get: () => {
        if (!created.has(name)) created.set(name, definition.create(deps));
        return created.get(name);
      },
    });
  }
  return loaders as LoadersOf<D>;
}
