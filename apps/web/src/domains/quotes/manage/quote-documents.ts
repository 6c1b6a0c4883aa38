// The quotes' GraphQL documents: the grid, the approvals' list, a quote's record (one fragment the
// page shows, answered by every change and written back over the record's query) and its changes.
import { graphql } from '../../../gql';

export const ManagedQuotesGridQueryDocument = graphql(`
  query ManagedQuotesGrid(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: QuoteSort
    $filter: QuoteFilter
  ) {
    quotes(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      items {
        number
        client {
          code
          name
        }
        origin
        status
        revision
        validUntil
        total
        createdAt
        updatedAt
        orderNumber
      }
      total
      page
      pageSize
    }
  }
`);

export const ManagedQuoteApprovalsQueryDocument = graphql(`
  query ManagedQuoteApprovals($page: Int, $pageSize: Int, $search: String) {
    quoteApprovals(page: $page, pageSize: $pageSize, search: $search) {
      items {
        number
        client {
          code
          name
        }
        origin
        status
        revision
        validUntil
        total
        createdAt
        updatedAt
        orderNumber
      }
      total
      page
      pageSize
    }
  }
`);

export const QuoteRecord_all = graphql(`
  fragment ManagedQuoteRecord_all on Quote {
    number
    client {
      code
      name
    }
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
      internalNotes
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

export const ManagedQuoteRecordQuery = graphql(`
  query ManagedQuoteRecord($number: String!, $language: Language) {
    quote(number: $number, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const CreateQuoteMutation = graphql(`
  mutation CreateManagedQuote($clientCode: String!, $language: Language) {
    createQuote(clientCode: $clientCode, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const SaveQuoteMutation = graphql(`
  mutation SaveManagedQuote(
    $number: String!
    $lines: [QuoteLineInput!]!
    $validUntil: String!
    $customerNotes: String
    $internalNotes: String
    $language: Language
  ) {
    saveQuote(
      number: $number
      lines: $lines
      validUntil: $validUntil
      customerNotes: $customerNotes
      internalNotes: $internalNotes
      language: $language
    ) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const SendQuoteMutation = graphql(`
  mutation SendManagedQuote($number: String!, $language: Language) {
    sendQuote(number: $number, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const ExtendQuoteMutation = graphql(`
  mutation ExtendManagedQuote($number: String!, $validUntil: String!, $language: Language) {
    extendQuote(number: $number, validUntil: $validUntil, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const WithdrawQuoteMutation = graphql(`
  mutation WithdrawManagedQuote($number: String!, $reason: String, $language: Language) {
    withdrawQuote(number: $number, reason: $reason, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const ApproveQuoteMutation = graphql(`
  mutation ApproveManagedQuote($number: String!, $language: Language) {
    approveQuote(number: $number, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const RejectQuoteMutation = graphql(`
  mutation RejectManagedQuote($number: String!, $reason: String!, $language: Language) {
    rejectQuote(number: $number, reason: $reason, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

export const WriteQuoteMessageMutation = graphql(`
  mutation WriteStaffQuoteMessage($number: String!, $text: String!, $language: Language) {
    writeQuoteMessage(number: $number, text: $text, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);
