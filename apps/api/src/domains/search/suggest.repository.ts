// The three suggestion groups: products (by code and words, typo-tolerant fallback), categories and
// suppliers (by name, anywhere in it).
import type { Language } from '@shop/contract';
import { and, asc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products, suppliers } from '../../db/schema';
import { languageColumns, searchCondition, type SearchMode } from '../product/product-filter';
import { likePrefix, searchTerms } from './search-terms';

export interface SuggestionRow {
  code: string;
  description: string;
  image?: string;
}

/** Full-text matches are sorted among at most this many, so that a broad word stays cheap. */
const WORD_CANDIDATES = 200;

/**
 * Exact mode: code matches (exact, then prefix) by the code index, then description matches taken
 * from the first candidates the full-text index gives. Fuzzy mode: trigram matches, closest first.
 */
export async function suggestProducts(
  db: Database,
  term: string,
  language: Language,
  mode: SearchMode,
  limit: number,
): Promise<SuggestionRow[]> {
  const { description, vector, config } = languageColumns(language);
  const columns = { code: products.code, description, images: products.images };
  const toRow = (row: { code: string; description: string; images: string[] }) => ({
    code: row.code,
    description: row.description,
    image: row.images[0] ?? '',
  });
  if (mode === 'fuzzy') {
    const search = searchCondition(term, language, 'fuzzy');
    const rows = await db
      .select(columns)
      .from(products)
      .where(and(eq(products.active, true), search.where))
      .orderBy(asc(search.rank ?? products.code), asc(products.code))
      .limit(limit);
    return rows.map(toRow);
  }
  const { code, tsQuery } = searchTerms(term);
  const byCode = code
    ? await db
        .select(columns)
        .from(products)
        .where(and(eq(products.active, true), like(products.code, likePrefix(code))))
        .orderBy(asc(products.code))
        .limit(limit)
    : [];
  if (byCode.length >= limit || !tsQuery) return byCode.map(toRow);
  const candidates = db
    .select(columns)
    .from(products)
    .where(and(eq(products.active, true), sql`${vector} @@ to_tsquery(${config}::regconfig, ${tsQuery})`))
    .limit(WORD_CANDIDATES)
    .as('candidates');
  const byWords = await db
    .select()
    .from(candidates)
    .orderBy(asc(sql`lower(${candidates.description}) collate "C"`), asc(candidates.code))
    .limit(limit);
  const seen = new Set(byCode.map((row) => row.code));
  return [...byCode, ...byWords.filter((row) => !seen.has(row.code))].slice(0, limit).map(toRow);
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
  return db
    .select({ code: suppliers.code, description: suppliers.name })
    .from(suppliers)
    .where(or(ilike(suppliers.name, contains(term)), eq(suppliers.code, term.toUpperCase())))
    .orderBy(asc(suppliers.name))
    .limit(limit);
}
