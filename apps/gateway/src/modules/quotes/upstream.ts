// Quotes and quote requests (issue 16): POST /api/quotes/list, /detail, /approvals, /request, /accept,
// /decline, /changes, /message, /create, /save, /prices, /send, /extend, /withdraw, /approve, /reject,
// bound to the caller (the API keeps each user to his client scope: a customer his own client's quotes; a quote
// out of reach is 404, as one that does not exist). The PDF goes through modules/orders/document-pdfs.routes.ts.
import {
  REST_PATHS,
  quoteAcceptDataSchema,
  quoteDataSchema,
  quotePricesDataSchema,
  quotesListDataSchema,
  type Quote,
  type QuotePricesData,
  type QuotesListData,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

type QuoteCall =
  | 'quotesDetail'
  | 'quotesRequest'
  | 'quotesDecline'
  | 'quotesChanges'
  | 'quotesMessage'
  | 'quotesCreate'
  | 'quotesSave'
  | 'quotesSend'
  | 'quotesExtend'
  | 'quotesWithdraw'
  | 'quotesApprove'
  | 'quotesReject';

export function quotesUpstream(client: RestClient, who: CallIdentity) {
  const one =
    (call: QuoteCall) =>
    async (fields: FormFields): Promise<Quote> =>
      (await client.post(REST_PATHS[call], fields, quoteDataSchema, who)).preventivo;
  return {
    list: (fields: FormFields): Promise<QuotesListData> =>
      client.post(REST_PATHS.quotesList, fields, quotesListDataSchema, who),
    approvals: (fields: FormFields): Promise<QuotesListData> =>
      client.post(REST_PATHS.quotesApprovals, fields, quotesListDataSchema, who),
    /** A 404 for an unknown quote or one out of the caller's scope. */
    detail: one('quotesDetail'),
    request: one('quotesRequest'),
    /** The quote and the order it made: 409 for a stale revision, an expired or accepted quote. */
    accept: async (fields: FormFields): Promise<{ preventivo: Quote; ordine: string }> =>
      client.post(REST_PATHS.quotesAccept, fields, quoteAcceptDataSchema, who),
    decline: one('quotesDecline'),
    changes: one('quotesChanges'),
    message: one('quotesMessage'),
    create: one('quotesCreate'),
    save: one('quotesSave'),
    /** The client prices of typed codes (unknown ones left out); 404 for a quote out of scope. */
    prices: async (fields: FormFields): Promise<QuotePricesData['prezzi']> =>
      (await client.post(REST_PATHS.quotesPrices, fields, quotePricesDataSchema, who)).prezzi,
    send: one('quotesSend'),
    extend: one('quotesExtend'),
    withdraw: one('quotesWithdraw'),
    approve: one('quotesApprove'),
    reject: one('quotesReject'),
  };
}
