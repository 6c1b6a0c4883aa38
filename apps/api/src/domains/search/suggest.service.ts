// Search-box suggestions (spec §2): up to 8 products, 5 categories and 5 suppliers. Products match as
// the product list's search does; when nothing matches as typed, a typo-tolerant search runs instead.
import type { Language, SuggestData, Suggestion } from '@shop/contract';
import type { Database } from '../../db/database';
import { withFuzzyThreshold } from './fuzzy-threshold';
import {
  suggestCategories,
  suggestProducts,
  suggestSuppliers,
  type SuggestionRow,
} from './suggest.repository';

const LIMITS = { items: 8, categories: 5, suppliers: 5 } as const;

const suggestion = ({ code, description, image }: SuggestionRow): Suggestion => ({
  id: code,
  codice: code,
  descrizione: description,
  ...(image === undefined ? {} : { url: image }),
});

export async function suggest(db: Database, term: string, language: Language): Promise<SuggestData> {
  let items = await suggestProducts(db, term, language, 'exact', LIMITS.items);
  if (items.length === 0) {
    items = await withFuzzyThreshold(db, (tx) => suggestProducts(tx, term, language, 'fuzzy', LIMITS.items));
  }
  const categories = await suggestCategories(db, term, language, LIMITS.categories);
  const suppliers = await suggestSuppliers(db, term, LIMITS.suppliers);
  return {
    items: items.map(suggestion),
    categories: categories.map(suggestion),
    suppliers: suppliers.map(suggestion),
  };
}
