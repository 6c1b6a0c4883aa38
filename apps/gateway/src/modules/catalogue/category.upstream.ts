import { categoryListDataSchema, REST_PATHS, type CategoryNode, type Language } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** POST /api/category/categorylist: the b2b category tree of one language. */
export async function fetchCategoryTree(
  client: RestClient,
  who: CallIdentity,
  language: Language,
): Promise<CategoryNode[]> {
  const data = await client.post(
    REST_PATHS.categoryList,
    { tipo: 'b2b', lingua: language },
    categoryListDataSchema,
    who,
  );
  return data.categorie;
}
