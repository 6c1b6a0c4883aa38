// The agent's extra discount on a cart line (ordering for a client): the cart again, or the refusal.
import { graphql } from '../../../gql';

export const SetCartLineDiscountMutation = graphql(`
  mutation SetCartLineDiscount($code: String!, $discount: Float!, $language: Language) {
    setCartLineDiscount(code: $code, discount: $discount, language: $language) {
      __typename
      ... on Cart {
        id
        ...CartContent_cart
      }
      ... on DiscountRefused {
        ceiling
        requested
        message
      }
    }
  }
`);
