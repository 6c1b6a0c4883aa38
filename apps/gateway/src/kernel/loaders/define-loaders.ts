// Per-request DataLoaders, declared once per module and created lazily for each request (never at
// module level, so nothing cached for one caller is seen by another). A domain declares either a
// batch loader (`batchLoader`: many keys, one upstream call, e.g. products by code) or a public
// loader (`publicLoader`: one call per key, shared across requests through the PublicCache). A
// module's loaders are typed by the module's own upstream calls (`U`); they get the whole upstream.
import DataLoader from 'dataloader';
import type { PublicCache } from '../cache/public-cache';

export interface LoaderDeps<U> {
  /** The upstream as the caller (their session id and token). */
  upstream: U;
  /** The upstream without the caller's token: public data must never depend on who asked first. */
  publicUpstream: U;
  publicCache: PublicCache;
}

export interface LoaderDefinition<K, V, U = never> {
  create(deps: LoaderDeps<U>): DataLoader<K, V, string>;
}

/**
 * A loader whose batch function gets every key asked for in one tick and answers them in order
 * (a value or an Error per key), e.g. products by code in one `codici` call.
 */
export function batchLoader<K, V, U>(
  batch: (keys: readonly K[], deps: LoaderDeps<U>) => Promise<ReadonlyArray<V | Error>>,
  options: { cacheKey?: (key: K) => string; maxBatchSize?: number } = {},
): LoaderDefinition<K, V, U> {
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
export function publicLoader<V, U>(
  name: string,
  fetch: (upstream: U, key: string) => Promise<V>,
): LoaderDefinition<string, V, U> {
  return batchLoader<string, V, U>((keys, { publicUpstream, publicCache }) =>
    Promise.all(
      keys.map((key) =>
        publicCache.get(`${name}:${key}`, () => fetch(publicUpstream, key)).catch((error: Error) => error),
      ),
    ),
  );
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any key, value and upstream per loader
export type LoaderDefinitions = Record<string, LoaderDefinition<any, any, any>>;

export type LoadersOf<D extends LoaderDefinitions> = {
  readonly [N in keyof D]: D[N] extends LoaderDefinition<infer K, infer V, infer _U>
    ? DataLoader<K, V, string>
    : never;
};

/** The loaders of one request; each is created the first time a resolver uses it. */
export function createLoaders<D extends LoaderDefinitions, U>(
  definitions: D,
  deps: LoaderDeps<U>,
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
