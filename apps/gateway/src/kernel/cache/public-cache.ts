// A shared, short-lived cache for public data that depends only on the language (config, categories;
// later brands, banners, policy texts). lru-cache's fetch() de-duplicates loads in flight, so any
// number of concurrent requests within the TTL cost one upstream call per key. Failures are not
// cached. The cache lives in this process: with several gateway replicas each keeps its own copy
// (at most one call per key per replica and TTL). Keys carry the content version (content-version.ts):
// a change anywhere is dropped by every replica at once rather than waited out.
import { LRUCache } from 'lru-cache';

const MAX_ENTRIES = 1_000;

type Loader = () => Promise<unknown>;

export class PublicCache {
  private readonly lru: LRUCache<string, object, Loader> | null;

  /**
   * `ttlMs` 0 turns the shared cache off (each request still de-duplicates its own calls). `epoch`
   * names the content version entries belong to; undefined: share nothing now.
   */
  constructor(
    ttlMs: number,
    private readonly epoch: () => string | undefined = () => 'ttl',
  ) {
    this.lru =
      ttlMs > 0
        ? new LRUCache<string, object, Loader>({
            max: MAX_ENTRIES,
            ttl: ttlMs,
            // Values are wrapped so that any value (even a falsy one) can be cached.
            fetchMethod: async (_key, _stale, { context }) => ({ value: await context() }),
          })
        : null;
  }

  /** The value under `key`, loaded by `load` when absent or expired. */
  async get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const epoch = this.epoch();
    if (!this.lru || epoch === undefined) return load();
    const entry = (await this.lru.fetch(`${epoch}|${key}`, { context: load })) as { value: T } | undefined;
    // fetch() only resolves undefined when the load was aborted (eviction during load): load directly.
    return entry ? entry.value : load();
  }

  clear(): void {
    this.lru?.clear();
  }
}
