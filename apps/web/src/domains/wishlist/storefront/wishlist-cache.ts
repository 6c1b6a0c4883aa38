// What a wishlist change writes to the cache besides Wishlist:current: the wishlist query of the
// language, and no stale favourites listing (/preferiti?type=F reads products(filter: FAVOURITES),
// which is dropped so it loads again with the change).
import type { ApolloCache } from '@apollo/client';
import type { FragmentType } from '../../../gql';
import type { Language } from '../../../gql/graphql';
import { WishlistQuery, type WishlistContent_wishlist } from './wishlist-documents';

export function writeWishlist(
  cache: ApolloCache,
  language: Language,
  wishlist: FragmentType<typeof WishlistContent_wishlist> & { __typename: 'Wishlist' },
) {
  cache.writeQuery({
    query: WishlistQuery,
    variables: { language },
    data: { __typename: 'Query', wishlist },
  });
  cache.modify({
    id: 'ROOT_QUERY',
    fields: {
      products: (value, { storeFieldName, DELETE }) =>
        storeFieldName.includes('FAVOURITES') ? DELETE : value,
    },
  });
}
