// A quote's record as both audiences read it: the customer's page (QuoteDetail_quote) and the staff
// record (ManagedQuoteRecord_all, which adds the client and the revisions' internal notes).
import { graphql } from '../../../gql';

export const QuoteRecord_shared = graphql(`
  fragment QuoteRecord_shared on Quote {
    number
    origin
    status
    revision
    validUntil
    total
    createdAt
    updatedAt
    orderNumber
    declineReason
    pdfUrl
    requestedLines {
      productCode
      description
      quantity
    }
    revisions {
      revision
      validUntil
      customerNotes
      createdBy
      createdAt
      sentAt
      total
      lines {
        line
        productCode
        description
        unit
        quantity
        listPrice
        clientPrice
        extraDiscount
        discount
        netPrice
        total
      }
    }
    messages {
      id
      text
      author
      side
      date
    }
    history {
      from
      to
      by
      date
      reason
    }
  }
`);
