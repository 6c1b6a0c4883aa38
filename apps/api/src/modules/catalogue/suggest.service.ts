// Search-box suggestions (spec §2): up to 8 products, 5 categories and 5 suppliers. Products match as
// the product list's search does; when nothing matches as typed, the words with their typos corrected.
import type { Language, SuggestData, Suggestion } from '@shop/contract';
import type { Database } from '../../db/database';
import {
  suggestCategories,
  suggestProducts,
  suggestSuppliers,
  type SuggestionRow,
} from './suggest.repository';
import { correctedQuery } from './typo-correction';

const LIMITS = { items: 8, categories: 5, suppliers: 5 } as const;

const suggestion = ({ code, description, image }: SuggestionRow): Suggestion => ({
  id: code,
  codice: code,
  descrizione: description,
  ...(image === undefined ? {} : { url: image }),
});

export async function suggest(db: Database, term: string, language: Language): Promise<SuggestData> {
  // The three groups at once: on a pool they run on three connections.
  const [items, categories, suppliers] = await Promise.all([
    suggestItems(db, term, language),
    suggestCategories(db, term, language, LIMITS.categories),
    suggestSuppliers(db, term, LIMITS.suppliers),
  ]);
  return {
    items: items.map(suggestion),
    categories: categories.map(suggestion),
    suppliers: suppliers.map(suggestion),
  };
}

async function suggestItems(db: Database, term: string, language: Language): Promise<SuggestionRow[]> {
  const items = await suggestProducts(db, term, language, 'exact', LIMITS.items);
  if (items.length > 0) return items;
  // Nothing as typed: the words with their typos corrected ("spagetti" finds "Spaghetti").
  const corrected = await correctedQuery(db, term, language);
  return corrected ? suggestProducts(db, term, language, 'fuzzy', LIMITS.items, corrected) : [];
}
