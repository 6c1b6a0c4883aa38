// The cart's GraphQL documents. Every query and mutation selects the same CartContent_cart, so the
// one normalized Cart:current entry always holds everything the header button, the dropdown and the
// page read, and an optimistic answer can be built in that same shape. Adding and setting a quantity
// answer a quantity above the stock as a typed result (OutOfStock), not as an error.
import { graphql, makeFragmentData } from '../../../gql';
import type { CartContent_CartFragment } from '../../../gql/graphql';

/** A cart as the cart fragment reads it (unmasked). */
export type CartData = Omit<CartContent_CartFragment, ' $fragmentName'>;

export const CartContent_cart = graphql(`
  fragment CartContent_cart on Cart {
    id
    notice
    lines {
      code
      description
      quantity
      freeQuantity
      unit
      image {
        url
        srcSet
        width
        height
      }
      total
      packSize
      minQuantity
      quantityStep
      stock
      available
      extraDiscount
      price {
        listPrice
        netPrice
        discounts
        discountSteps
        promotionCode
        freeQuantity {
          every
          free
        }
      }
    }
    summary {
      total
      units
      lineCount
      subtotal
      headerPromotionCode
      headerDiscount
      decimals
    }
  }
`);

export const CartQuery = graphql(`
  query Cart($language: Language) {
    cart(language: $language) {
      ...CartContent_cart
    }
  }
`);

export const AddToCartMutation = graphql(`
  mutation AddToCart($code: String!, $quantity: Int, $language: Language) {
    addToCartResult(code: $code, quantity: $quantity, language: $language) {
      __typename
      ... on Cart {
        ...CartContent_cart
      }
      ... on OutOfStock {
        code
      }
    }
  }
`);

export const SetCartQuantityMutation = graphql(`
  mutation SetCartQuantity($code: String!, $quantity: Int!, $language: Language) {
    setCartQuantityResult(code: $code, quantity: $quantity, language: $language) {
      __typename
      ... on Cart {
        ...CartContent_cart
      }
      ... on OutOfStock {
        code
      }
    }
  }
`);

export const RemoveFromCartMutation = graphql(`
  mutation RemoveFromCart($code: String!, $language: Language) {
    removeFromCart(code: $code, language: $language) {
      ...CartContent_cart
    }
  }
`);

export const CartSettingsQuery = graphql(`
  query CartSettings($language: Language!) {
    config(language: $language) {
      settings {
        businessQuantityMode
        quantityMode
        priceDecimals
        visitorCart
      }
    }
  }
`);

/** A cart built on the client, in the shape a mutation answers (for optimistic responses). */
export function asCartResult(cart: CartData) {
  return { ...makeFragmentData(cart, CartContent_cart), __typename: 'Cart' as const };
}
