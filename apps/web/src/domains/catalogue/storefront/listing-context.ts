// What a listing's heading needs besides its products: the category path and sub-categories from
// the category tree (the shell's query, so it comes from the cache), the brand's name, the
// promotion's title and image (only for signed-in users: spec §6).
import { useQuery } from '@apollo/client/react';
import { getFragmentData, graphql } from '../../../gql';
import { PromotionDetails_PromotionFragmentDoc, type Language } from '../../../gql/graphql';
import { useViewer } from '../../../lib/viewer/useViewer';
import { CategoryTree_categories } from './CategoryTree';

export const ListingCategoriesQuery = graphql(`
  query ListingCategories($language: Language!) {
    categories(language: $language) {
      ...CategoryTree_categories
    }
  }
`);

export const ListingBrandsQuery = graphql(`
  query ListingBrands {
    brands {
      code
      name
    }
  }
`);

// excludeHeader: a product listing never shows order (header) promotions; the argument also keeps
// this list apart in the cache from the menu's, which asks for fewer fields.
export const ListingPromotionsQuery = graphql(`
  query ListingPromotions($language: Language!) {
    promotions(language: $language, excludeHeader: true) {
      ...PromotionDetails_promotion
    }
  }
`);

export interface CategoryNode {
  code: string;
  label: string;
  children?: readonly CategoryNode[];
}

/** The nodes from a root down to the category with this code ([] when it is not in the tree). */
export function categoryTrail(
  nodes: readonly CategoryNode[],
  code: string | undefined | null,
): CategoryNode[] {
  if (!code) return [];
  for (const node of nodes) {
    if (node.code === code) return [node];
    const below = categoryTrail(node.children ?? [], code);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

export function useCategoryTree(language: Language, skip = false): readonly CategoryNode[] | undefined {
  const { data } = useQuery(ListingCategoriesQuery, { variables: { language }, skip });
  return data ? getFragmentData(CategoryTree_categories, data.categories) : undefined;
}

export function useBrands(skip = false) {
  const { data } = useQuery(ListingBrandsQuery, { skip });
  return data?.brands;
}

export function usePromotionDetails(language: Language, skip = false) {
  const { viewer, status } = useViewer();
  const { data, loading } = useQuery(ListingPromotionsQuery, {
    variables: { language },
    skip: skip || !viewer,
  });
  return {
    promotions: viewer ? data && getFragmentData(PromotionDetails_PromotionFragmentDoc, data.promotions) : [],
    // Until we know who browses, we do not know whether their promotions will come.
    loading: (status === 'loading' && !skip) || (loading && !data),
  };
}
