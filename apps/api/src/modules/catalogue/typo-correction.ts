// The typo-tolerant fallback: each word the user typed is matched against the vocabulary of the
// descriptions (`search_words`, a few thousand words with a trigram index) and replaced by its closest
// words, which then go through the ordinary full-text search ("spagetti" → spaghetti → "Spaghetti 500 g").
// Correcting words against a small vocabulary costs a fraction of a millisecond; a trigram search over
// every description cost 10–20 ms at 100,000 products.
import type { Language } from '@shop/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { searchTerms } from './search-terms';

/** A correction must share at least this much with the typed word (pg_trgm word similarity). */
export const FUZZY_WORD_SIMILARITY = 0.45;
/** Closest words kept per typed word: "pene" may mean penne or pepe. */
const CORRECTIONS_PER_WORD = 3;

const PLAIN_WORD = /^[\p{L}\p{N}]+$/u;

/**
 * A to_tsquery text in which every typed word may also be one of its closest known words
 * (`(spagetti:* | spaghetti) & (pene:* | penne)`), or undefined when no word has a correction.
 */
export async function correctedQuery(
  db: Database,
  term: string,
  language: Language,
): Promise<string | undefined> {
  const { words } = searchTerms(term);
  if (words.length === 0) return undefined;
  const result = await db.execute(sql`
    select typed.input, close.word
    from (values ${sql.join(
      words.map((word) => sql`(${word}::text)`),
      sql`, `,
    )}) as typed(input)
    cross join lateral (
      select word from search_words
      where language = ${language} and word % typed.input
        and word_similarity(typed.input, word) >= ${FUZZY_WORD_SIMILARITY}
      order by word_similarity(typed.input, word) desc, word
      limit ${CORRECTIONS_PER_WORD}
    ) as close`);
  // Both drivers answer `{ rows }` (node-postgres' QueryResult, PGlite's Results).
  const { rows } = result as unknown as { rows: { input: string; word: string }[] };
  if (rows.length === 0) return undefined;
  return words
    .map((input) => {
      const corrections = rows
        .filter((row) => row.input === input && row.word !== input && PLAIN_WORD.test(row.word))
        .map((row) => row.word);
      return corrections.length === 0 ? `${input}:*` : `(${[`${input}:*`, ...corrections].join(' | ')})`;
    })
    .join(' & ');
}
