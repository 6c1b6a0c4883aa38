// The three suggestion groups: products (by code and words, typo-corrected fallback), categories and
// suppliers (by name, anywhere in it).
import type { Language } from '@shop/contract';
import { and, asc, eq, ilike, like, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products, suppliers } from '../../db/schema';
import { languageColumns, type SearchMode } from './product-filter';
import { likePrefix, searchTerms } from './search-terms';
import { mainImageUrl } from '../media';

export interface SuggestionRow {
  code: string;
  description: string;
  image?: string;
}

/** Full-text matches are sorted among at most this many, so that a broad word stays cheap. */
const WORD_CANDIDATES = 200;

/**
 * Exact mode: code matches (exact, then prefix) by the code index, then description matches taken
 * from the first candidates the full-text index gives, A–Z; one statement. Fuzzy mode: the words with
 * their typos corrected (`corrected`, from typo-correction.ts) in the descriptions, A–Z.
 */
export async function suggestProducts(
  db: Database,
  term: string,
  language: Language,
  mode: SearchMode,
  limit: number,
  corrected?: string,
): Promise<SuggestionRow[]> {
  const { description, vector, config } = languageColumns(language);
  const { code, tsQuery } = searchTerms(term);
  const words = mode === 'fuzzy' ? corrected : tsQuery;
  // Named columns: the union is read as raw rows.
  const columns = {
    code: products.code,
    description: sql<string>`${description}`.as('description'),
    images: products.images,
  };
  const groups: SQL[] = [];
  if (code && mode === 'exact') {
    const byCode = db
      .select({ ...columns, rank: sql<number>`0`.as('rank') })
      .from(products)
      .where(and(eq(products.active, true), like(products.code, likePrefix(code))))
      .orderBy(asc(products.code))
      .limit(limit);
    groups.push(sql`(${byCode})`);
  }
  if (words) {
    const candidates = db
      .select(columns)
      .from(products)
      .where(and(eq(products.active, true), sql`${vector} @@ to_tsquery(${config}::regconfig, ${words})`))
      .limit(WORD_CANDIDATES)
      .as('candidates');
    const byWords = db
      .select({ ...candidates._.selectedFields, rank: sql<number>`1`.as('rank') })
      .from(candidates)
      .orderBy(asc(sql`lower(${candidates.description}) collate "C"`), asc(candidates.code))
      .limit(limit);
    groups.push(sql`(${byWords})`);
  }
  if (groups.length === 0) return [];
  // One round trip: code matches first, then word matches; a product found both ways shows once.
  const result = await db.execute(sql`${sql.join(groups, sql` union all `)}`);
  const { rows } = result as unknown as { rows: { code: string; description: string; images: string[] }[] };
  const seen = new Set<string>();
  return rows
    .filter((row) => !seen.has(row.code) && Boolean(seen.add(row.code)))
    .slice(0, limit)
    .map((row) => ({ code: row.code, description: row.description, image: mainImageUrl(row.images) }));
}

/** `%term%` for ILIKE, its wildcards escaped. */
const contains = (term: string) => `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

export async function suggestCategories(db: Database, term: string, language: Language, limit: number) {
  const label = language === 'en' ? categories.labelEn : categories.labelIt;
  return db
    .select({ code: categories.code, description: label })
    .from(categories)
    .where(ilike(label, contains(term)))
    .orderBy(asc(sql`position(lower(${term}) in lower(${label}))`), asc(categories.level), asc(label))
    .limit(limit);
}

export async function suggestSuppliers(db: Database, term: string, limit: number) {
  // A deactivated supplier is no longer offered (its products still are).
  return db
    .select({ code: suppliers.code, description: suppliers.name })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.active, true),
        or(ilike(suppliers.name, contains(term)), eq(suppliers.code, term.toUpperCase())),
      ),
    )
    .orderBy(asc(suppliers.name))
    .limit(limit);
}
