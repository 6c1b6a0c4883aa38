// The three suggestion groups: products (by code and words, typo-tolerant fallback), categories and
// suppliers (by name, anywhere in it).
import type { Language } from '@shop/contract';
import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { categories, products, suppliers } from '../../db/schema';
import { languageColumns, searchCondition, type SearchMode } from '../product/product-filter';

export interface SuggestionRow {
  code: string;
  description: string;
  image?: string;
}

export async function suggestProducts(
  db: Database,
  term: string,
  language: Language,
  mode: SearchMode,
  limit: number,
): Promise<SuggestionRow[]> {
  const { description } = languageColumns(language);
  const search = searchCondition(term, language, mode);
  const rows = await db
    .select({ code: products.code, description, images: products.images })
    .from(products)
    .where(and(eq(products.active, true), search.where))
    .orderBy(asc(search.rank), asc(description), asc(products.code))
    .limit(limit);
  return rows.map((row) => ({ code: row.code, description: row.description, image: row.images[0] ?? '' }));
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
