// The checkout's GraphQL documents: the cart as priced now and the default order type in one
// request (the company's addresses come from useCompany), placing the order, the sale conditions.
import { graphql } from '../../../../gql';

export const CheckoutQuery = graphql(`
  query Checkout($language: Language!) {
    cart(language: $language) {
      id
      lines {
        code
        description
        quantity
        freeQuantity
        unit
        total
        available
        price {
          netPrice
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
    config(language: $language) {
      settings {
        defaultOrderType
      }
    }
  }
`);

// The typed sibling of placeOrder: a changed price, an order still being placed and a shortage of
// stock come back as results (PriceChanged, OrderInProgress, OutOfStock), not as error codes.
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
