// The customer's quotes: the list of /account/quotes, one quote with everything its page shows (one
// fragment), the request, and the answers. Each answer returns the quote as it is now, which is
// written over the page's query (a Quote has no id for the cache to merge it by itself).
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { QuoteRecord_SharedFragment } from '../../../gql/graphql';
import { QuoteRecord_shared } from '../common/quote-fragments';

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
    ...QuoteRecord_shared
  }
`);

/** A quote's page data from its reference (the shared record fields; masking is only in the types). */
export function readQuoteDetail(ref: FragmentType<typeof QuoteDetail_quote>): QuoteRecord_SharedFragment {
  return getFragmentData(QuoteRecord_shared, getFragmentData(QuoteDetail_quote, ref));
}

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
