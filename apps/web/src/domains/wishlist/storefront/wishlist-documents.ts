// The wishlist's GraphQL documents: every query and mutation selects WishlistContent_wishlist, so
// the one Wishlist:current entry holds what the buttons and the page read.
import { graphql, makeFragmentData } from '../../../gql';
import type { WishlistData } from './wishlist-optimistic';

export const WishlistContent_wishlist = graphql(`
  fragment WishlistContent_wishlist on Wishlist {
    id
    items {
      code
      description
      unit
      image {
        ...LineImage_image
      }
      stock
      addedAt
      price {
        ...LinePrice_fields
      }
      product(language: $language) {
        code
        ...AddToCart_product
      }
    }
  }
`);

export const WishlistQuery = graphql(`
  query Wishlist($language: Language) {
    wishlist(language: $language) {
      ...WishlistContent_wishlist
    }
  }
`);

export const AddToWishlistMutation = graphql(`
  mutation AddToWishlist($code: String!, $language: Language) {
    addToWishlist(code: $code, language: $language) {
      ...WishlistContent_wishlist
    }
  }
`);

export const RemoveFromWishlistMutation = graphql(`
  mutation RemoveFromWishlist($code: String!, $language: Language) {
    removeFromWishlist(code: $code, language: $language) {
      ...WishlistContent_wishlist
    }
  }
`);

/** A wishlist built on the client, in the shape a mutation answers (for optimistic responses). */
export function asWishlistResult(wishlist: WishlistData) {
  return { ...makeFragmentData(wishlist, WishlistContent_wishlist), __typename: 'Wishlist' as const };
}
