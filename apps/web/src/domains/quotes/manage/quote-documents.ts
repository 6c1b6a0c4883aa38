// The quotes' GraphQL documents: the grid, the approvals' list, a quote's record (one fragment the
// page shows, answered by every change and written back over the record's query) and its changes.
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ManagedQuoteRecord_AllFragment, QuoteRecord_SharedFragment } from '../../../gql/graphql';

/** A page of quotes as the quotes' grids list them (all quotes, those waiting for approval). */
export const QuotesGrid_page = graphql(`
  fragment QuotesGrid_page on QuotePage {
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
`);

export const ManagedQuotesGridQueryDocument = graphql(`
  query ManagedQuotesGrid(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: QuoteSort
    $filter: QuoteFilter
  ) {
    quotes(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
      ...QuotesGrid_page
    }
  }
`);

export const ManagedQuoteApprovalsQueryDocument = graphql(`
  query ManagedQuoteApprovals($page: Int, $pageSize: Int, $search: String) {
    quoteApprovals(page: $page, pageSize: $pageSize, search: $search) {
      ...QuotesGrid_page
    }
  }
`);

export const QuoteRecord_all = graphql(`
  fragment ManagedQuoteRecord_all on Quote {
    ...QuoteRecord_shared
    client {
      code
      name
    }
    revisions {
      revision
      internalNotes
    }
  }
`);

type SharedQuote = Omit<QuoteRecord_SharedFragment, ' $fragmentName'>;
type StaffQuote = Omit<ManagedQuoteRecord_AllFragment, ' $fragmentName' | ' $fragmentRefs'>;

/** A quote's record as the staff pages read it: the shared fields, the client, the internal notes. */
export type ManagedQuote = Omit<SharedQuote, 'revisions'> &
  Omit<StaffQuote, 'revisions'> & {
    revisions: Array<SharedQuote['revisions'][number] & StaffQuote['revisions'][number]>;
  };

/**
 * Reads a record reference with QuoteRecord_shared in place. The masking is only in the types
 * (Apollo hands over every field the query asked, on the same object), so this is the object itself.
 */
export function readManagedQuote(ref: FragmentType<typeof QuoteRecord_all>): ManagedQuote {
  return getFragmentData(QuoteRecord_all, ref) as unknown as ManagedQuote;
}

export const ManagedQuoteRecordQuery = graphql(`
  query ManagedQuoteRecord($number: String!, $language: Language) {
    quote(number: $number, language: $language) {
      ...ManagedQuoteRecord_all
    }
  }
`);

/** The shop's price decimals (Set_Round): the editor rounds the prices it shows while typing with them. */
export const QuoteEditorSettingsQuery = graphql(`
  query QuoteEditorSettings($language: Language!) {
    config(language: $language) {
      settings {
        priceDecimals
      }
    }
  }
`);

/** The client prices of product codes typed into the editor's lines and not saved yet. */
export const QuoteLinePricesQuery = graphql(`
  query QuoteLinePrices($number: String!, $codes: [String!]!, $language: Language!) {
    quoteLinePrices(number: $number, codes: $codes, language: $language) {
      productCode
      description
      unit
      listPrice
      clientPrice
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
