// The order record's data: one fragment for everything the page shows, read by the page's query and
// answered by every change of the order (status, lines, shipment), which writes it back in the cache
// (ManagedOrder has no id of its own: see useOrderMutations.ts).
import { graphql } from '../../../gql';

export const OrderRecord_all = graphql(`
  fragment OrderRecord_all on ManagedOrder {
    number
    date
    client {
      code
      name
      vatNumber
      city
      province
    }
    agent {
      code
      name
    }
    channel
    status
    orderType
    placedBy {
      code
      name
      type
    }
    deliveryDate
    expectedDate
    version
    lines {
      line
      code
      description
      unit
      quantity
      freeQuantity
      shippedQuantity
      openQuantity
      listPrice
      discounts
      extraDiscount
      promotionCode
      netPrice
      total
    }
    deliveryAddress {
      ...OrderAddress_fields
    }
    notes
    priceList
    discounts
    subtotal
    headerPromotionCode
    headerDiscount
    total
    decimals
    history {
      status
      at
      by {
        code
        name
        type
      }
      note
    }
    documents {
      kind
      number
      date
      invoiceNumber
    }
    nextSteps
    ...OrderApprovalSection_order
  }
`);

export const OrderRecordQuery = graphql(`
  query OrderRecord($number: String!, $language: Language) {
    managedOrder(number: $number, language: $language) {
      ...OrderRecord_all
    }
  }
`);
