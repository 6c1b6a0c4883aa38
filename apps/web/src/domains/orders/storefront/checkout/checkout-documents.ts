// The checkout's GraphQL documents: the cart as priced now and the default order type in one
// request (the company's addresses come from useCompany), placing the order, the sale conditions.
// The cart is the cart feature's CartContent_cart, so the one Cart:current entry stays whole for the
// header and the dropdown; readCheckoutCart unmasks it with the generated documents (the cart
// domain is built on this one, so nothing of it is imported here).
import { getFragmentData, graphql } from '../../../../gql';
import {
  CartContent_CartFragmentDoc,
  LinePrice_FieldsFragmentDoc,
  type CheckoutQuery as CheckoutResult,
} from '../../../../gql/graphql';

export const CheckoutQuery = graphql(`
  query Checkout($language: Language!) {
    cart(language: $language) {
      ...CartContent_cart
    }
    config(language: $language) {
      settings {
        defaultOrderType
      }
    }
  }
`);

// The typed sibling of placeOrder: a changed price, an order still being placed and a shortage of
// stock come back as results (PriceChanged, OrderInProgress, OutOfStock), not as error codes.
/** The checkout's cart with its lines' net prices: what the summary shows and the order compares. */
export function readCheckoutCart(ref: CheckoutResult['cart']) {
  const cart = getFragmentData(CartContent_CartFragmentDoc, ref);
  return {
    ...cart,
    lines: cart.lines.map((line) => ({
      ...line,
      netPrice: getFragmentData(LinePrice_FieldsFragmentDoc, line.price).netPrice,
    })),
  };
}

export type CheckoutCart = ReturnType<typeof readCheckoutCart>;

export const PlaceOrderMutation = graphql(`
  mutation PlaceOrder($input: PlaceOrderInput!, $idempotencyKey: String!, $language: Language) {
    placeOrderResult(input: $input, idempotencyKey: $idempotencyKey, language: $language) {
      __typename
      ... on Order {
        number
        total
        status
      }
      ... on PriceChanged {
        message
        expectedTotal
        currentTotal
      }
      ... on OrderInProgress {
        message
      }
      ... on OutOfStock {
        message
        shortages {
          productCode
          requested
          available
        }
      }
    }
  }
`);

export const SaleConditionsQuery = graphql(`
  query CheckoutSaleConditions($language: Language!) {
    policy(kind: SALE_CONDITIONS, language: $language) {
      items {
        ...PolicyItems_item
      }
    }
  }
`);
