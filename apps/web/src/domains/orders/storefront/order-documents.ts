// The order history's and order detail's GraphQL documents, and reorder (whose cart carries the
// cart feature's CartContent_cart, so the one Cart:current entry gets everything its readers show).
import { graphql } from '../../../gql';

export const OrderHistoryQuery = graphql(`
  query OrderHistory($filter: OrderFilter, $page: Int, $pageSize: Int, $language: Language!) {
    config(language: $language) {
      settings {
        priceDecimals
      }
    }
    orders(filter: $filter, page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      pageCount
      items {
        number
        placedAt
        status
        deliveryDate
        total
        lineCount
        units
        channel
        placedBy {
          name
        }
      }
    }
  }
`);

export const OrderDetailQuery = graphql(`
  query OrderDetail($number: String!, $language: Language) {
    order(number: $number, language: $language) {
      number
      placedAt
      status
      rejectionReason
      deliveryDate
      total
      lineCount
      units
      channel
      placedBy {
        name
      }
      notes
      subtotal
      headerPromotionCode
      headerDiscount
      decimals
      lines {
        code
        description
        quantity
        freeQuantity
        unit
        listPrice
        netPrice
        discounts
        promotionCode
        total
      }
      deliveryAddress {
        ...OrderAddress_fields
      }
      history {
        status
        at
      }
      ...OrderDocumentsCard_order
    }
  }
`);

export const ReorderMutation = graphql(`
  mutation Reorder($number: String!, $language: Language) {
    reorder(number: $number, language: $language) {
      addedLineCount
      skipped {
        code
        description
        quantity
        reason
        available
      }
      cart {
        id
        notice
        ...CartContent_cart
      }
    }
  }
`);
