// The products of the listing in the URL. The page size is the shop's setting (Set_NumRes_B2B),
// applied by the gateway when none is sent. The cache answers a page seen before at once, which is
// what lets "back" restore the scroll position of a listing.
import { useDeferredValue } from 'react';
import { useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphql } from '../../../gql';
import type { Language } from '../../../gql/graphql';
import type { ListingState } from './listing-params';

export const ListingQuery = graphql(`
  query CatalogueListing(
    $filter: ProductFilter
    $page: Int
    $sort: ProductSort
    $direction: SortDirection
    $language: Language!
  ) {
    products(filter: $filter, page: $page, sort: $sort, direction: $direction, language: $language) {
      total
      page
      pageSize
      pageCount
      items {
        code
        supplier {
          code
          name
        }
        ...ProductCard_product
        ...ProductRow_product
      }
    }
  }
`);

/** The error code of a failed listing (NOT_FOUND for an unknown category, brand or promotion). */
function errorCode(error: unknown): string | undefined {
  if (!CombinedGraphQLErrors.is(error)) return undefined;
  return error.errors[0]?.extensions?.code as string | undefined;
}

/** The listing's variables, the same for the page's query and the first screen's prefetch. */
export function listingVariables(state: ListingState, language: Language) {
  return { filter: state.filter, page: state.page, sort: state.sort, direction: state.direction, language };
}

export function useListing(state: ListingState, language: Language, skip = false) {
  const result = useQuery(ListingQuery, {
    variables: listingVariables(state, language),
    skip,
  });
  const code = errorCode(result.error);
  // A page of cards is the heaviest render of the shop: rendered as a deferred value, React does it
  // in slices between which the browser stays responsive (the skeleton, or the page before, shows
  // meanwhile). A page already in the cache renders at once on mount (back restores the scroll).
  // Until the deferred render has caught up the skeleton stays (never the cards of another page).
  const deferred = useDeferredValue(result.data);
  const data = deferred === result.data ? deferred : undefined;
  return {
    data: data?.products,
    loading: (result.loading || deferred !== result.data) && !data,
    notFound: code === 'NOT_FOUND',
    unauthenticated: code === 'UNAUTHENTICATED',
    failed: Boolean(result.error) && code !== 'NOT_FOUND' && code !== 'UNAUTHENTICATED',
    refetch: result.refetch,
  };
}
