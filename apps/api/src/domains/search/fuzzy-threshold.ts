// Typo-tolerant queries run with a lower word-similarity threshold than pg_trgm's 0.6, which misses
// one-letter slips in a short word ("spagetti" → "Spaghetti" scores 0.58). SET LOCAL keeps the setting
// to one transaction, so pooled connections are not left changed.
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';

export const FUZZY_WORD_SIMILARITY = 0.45;

export async function withFuzzyThreshold<T>(db: Database, run: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.word_similarity_threshold', ${String(FUZZY_WORD_SIMILARITY)}, true)`,
    );
    return run(tx);
  });
}
