// The returns' GraphQL documents: the customer's list, the returnable lines, one return (with its
// lines, photos, thread, statuses and credit note) for both sides, and the thread and decision
// mutations. The request itself goes through the gateway's multipart route (request-return.ts).
import { graphql } from '../../../gql';

export const ReturnDetail_return = graphql(`
  fragment ReturnDetail_return on Return {
    id
    number
    client {
      code
      name
    }
    status
    requestedBy
    requestedAt
    updatedAt
    lineCount
    pieces
    creditNoteNumber
    rejectionReason
    lines {
      line
      deliveryNote
      deliveryNoteLine
      productCode
      description
      requestedQuantity
      approvedQuantity
      reason
      note
    }
    photos {
      id
      line
      fileName
      contentType
      size
      url
    }
    messages {
      id
      text
      author
      side
      date
    }
    statusHistory {
      status
      author
      note
      date
    }
    creditNote {
      number
      date
      taxable
      vat
      total
      pdfUrl
    }
  }
`);

export const ReturnQuery = graphql(`
  query Return($id: ID!, $language: Language) {
    return(id: $id, language: $language) {
      ...ReturnDetail_return
    }
  }
`);

export const MyReturnsQuery = graphql(`
  query MyReturns($page: Int, $pageSize: Int) {
    returns(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        id
        number
        status
        requestedAt
        updatedAt
        lineCount
        pieces
        creditNoteNumber
      }
    }
  }
`);

export const ReturnableLinesQuery = graphql(`
  query ReturnableLines($page: Int, $pageSize: Int, $search: String) {
    returnableLines(page: $page, pageSize: $pageSize, search: $search) {
      total
      items {
        deliveryNote
        date
        orderNumber
        line
        productCode
        description
        unit
        delivered
        returned
        left
      }
    }
  }
`);

export const WriteReturnMessageMutation = graphql(`
  mutation WriteReturnMessage($id: ID!, $text: String!, $language: Language) {
    writeReturnMessage(id: $id, text: $text, language: $language) {
      ...ReturnDetail_return
    }
  }
`);

export const ApproveReturnMutation = graphql(`
  mutation ApproveReturn($id: ID!, $lines: [ReturnApprovedLineInput!], $note: String, $language: Language) {
    approveReturn(id: $id, lines: $lines, note: $note, language: $language) {
      ...ReturnDetail_return
    }
  }
`);

export const RejectReturnMutation = graphql(`
  mutation RejectReturn($id: ID!, $reason: String!, $language: Language) {
    rejectReturn(id: $id, reason: $reason, language: $language) {
      ...ReturnDetail_return
    }
  }
`);
