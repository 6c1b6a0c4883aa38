// Totals of the product list, kept per filter combination for a short time. Counting every match is
// the most expensive part of a broad page (the whole catalogue: a scan of 100,000 rows, 40–100 ms);
// shoppers page and re-sort within the same filters, so the count is mostly asked again unchanged.
// A total is therefore exact as of at most COUNT_TTL_MS ago. Kept per database handle (per API
// process); concurrent requests for the same count share one query.
import type { Database } from '../db/database';

export const COUNT_TTL_MS = 30_000;
const MAX_ENTRIES = 1_000;

interface Entry {
  at: number;
  total: Promise<number>;
}

const caches = new WeakMap<Database, Map<string, Entry>>();

/** The count under `key` if counted less than COUNT_TTL_MS ago, else `count()` (and remembered). */
export function cachedCount(
  db: Database,
  key: string,
  count: () => Promise<number>,
  now = Date.now(),
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
  const hit = cache.get(key);
  if (hit && now - hit.at < COUNT_TTL_MS) return hit.total;
  if (cache.size >= MAX_ENTRIES) {
    for (const [old, entry] of cache) if (now - entry.at >= COUNT_TTL_MS) cache.delete(old);
    // Still full of fresh entries: drop the oldest (Map keeps insertion order).
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  }
  const total = count();
  cache.set(key, { at: now, total });
  // A failed count is not remembered.
  total.catch(() => cache.delete(key));
  return total;
}

/** Forgets every remembered total of this database (after products were added, removed or changed). */
export function forgetCounts(db: Database): void {
  caches.delete(db);
}
