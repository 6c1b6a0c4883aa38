// The customer's quotes: the list of /account/quotes, one quote with everything its page shows (one
// fragment), the request, and the answers. Each answer returns the quote as it is now, which is
// written over the page's query (a Quote has no id for the cache to merge it by itself).
import { graphql } from '../../../gql';

export const MyQuotesQuery = graphql(`
  query MyQuotes($page: Int, $pageSize: Int, $language: Language!) {
    config(language: $language) {
      settings {
        priceDecimals
      }
    }
    quotes(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        number
        origin
        status
        revision
        validUntil
        total
        createdAt
        updatedAt
        orderNumber
      }
    }
  }
`);

export const QuoteDetail_quote = graphql(`
  fragment QuoteDetail_quote on Quote {
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

export const MyQuoteQuery = graphql(`
  query MyQuote($number: String!, $language: Language!) {
    config(language: $language) {
      settings {
        priceDecimals
      }
    }
    quote(number: $number, language: $language) {
      number
      ...QuoteDetail_quote
    }
  }
`);

export const RequestQuoteMutation = graphql(`
  mutation RequestQuote($lines: [QuoteRequestLineInput!]!, $note: String, $language: Language) {
    requestQuote(lines: $lines, note: $note, language: $language) {
      number
      status
    }
  }
`);

// The typed sibling of acceptQuote: a revision sent since comes back as QuoteRevisionSuperseded.
export const AcceptQuoteMutation = graphql(`
  mutation AcceptQuote($number: String!, $revision: Int!, $language: Language) {
    acceptQuoteResult(number: $number, revision: $revision, language: $language) {
      __typename
      ... on QuoteAcceptResult {
        orderNumber
        quote {
          number
          ...QuoteDetail_quote
        }
      }
      ... on QuoteRevisionSuperseded {
        message
        currentRevision
      }
    }
  }
`);

export const DeclineQuoteMutation = graphql(`
  mutation DeclineQuote($number: String!, $reason: String!, $language: Language) {
    declineQuote(number: $number, reason: $reason, language: $language) {
      number
      ...QuoteDetail_quote
    }
  }
`);

export const AskQuoteChangesMutation = graphql(`
  mutation AskQuoteChanges($number: String!, $text: String!, $language: Language) {
    askQuoteChanges(number: $number, text: $text, language: $language) {
      number
      ...QuoteDetail_quote
    }
  }
`);

export const WriteQuoteMessageMutation = graphql(`
  mutation WriteQuoteMessage($number: String!, $text: String!, $language: Language) {
    writeQuoteMessage(number: $number, text: $text, language: $language) {
      number
      ...QuoteDetail_quote
    }
  }
`);
