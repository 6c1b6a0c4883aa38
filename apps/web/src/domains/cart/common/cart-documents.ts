// The cart's GraphQL documents. Every query and mutation selects the same CartContent_cart, so the
// one normalized Cart:current entry always holds everything the header button, the dropdown and the
// page read, and an optimistic answer can be built in that same shape. Adding and setting a quantity
// answer a quantity above the stock as a typed result (OutOfStock), not as an error.
import { getFragmentData, graphql, makeFragmentData, type FragmentType } from '../../../gql';
import type { CartContent_CartFragment, LinePrice_FieldsFragment } from '../../../gql/graphql';

/** The price of a line (cart, wishlist): the same fields wherever a line is priced. */
export const LinePrice_fields = graphql(`
  fragment LinePrice_fields on LinePrice {
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
`);

type MaskedCart = Omit<CartContent_CartFragment, ' $fragmentName'>;
type MaskedCartLine = MaskedCart['lines'][number];

/** A cart as the cart fragment reads it, its lines' prices unmasked too. */
export type CartData = Omit<MaskedCart, 'lines'> & {
  lines: Array<Omit<MaskedCartLine, 'price'> & { price: LinePrice_FieldsFragment }>;
};

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
        ...LineImage_image
      }
      total
      packSize
      minQuantity
      quantityStep
      stock
      available
      extraDiscount
      price {
        ...LinePrice_fields
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
        message
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
        message
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

/**
 * Reads a cart reference with its lines' LinePrice_fields in place. The masking is only in the
 * types (Apollo hands over every field the query asked), so this unmasks the prices at no cost.
 */
export function readCart(ref: FragmentType<typeof CartContent_cart>): CartData {
  const cart = getFragmentData(CartContent_cart, ref);
  return {
    ...cart,
    lines: cart.lines.map((line) => ({ ...line, price: getFragmentData(LinePrice_fields, line.price) })),
  };
}

/** A cart built on the client, in the shape a mutation answers (for optimistic responses). */
export function asCartResult(cart: CartData) {
  return { ...makeFragmentData(cart, CartContent_cart), __typename: 'Cart' as const };
}
