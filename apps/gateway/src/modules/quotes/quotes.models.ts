// What the quote resolvers receive: the REST contract's shapes; a whole quote also carries the language
// it was read in, for its PDF address.
import type { Language, Quote, QuotesListData, QuoteSummary } from '@shop/contract';
import type { ExpectedFailureModel } from '../../kernel/errors/expected-failure';

export type QuoteModel = Quote & { language: Language };
export type QuoteSummaryModel = QuoteSummary;
export type QuotePageModel = QuotesListData;
export type QuoteRevisionModel = Quote['revisioni'][number];
export type QuoteLineModel = QuoteRevisionModel['righe'][number];
export type QuoteRequestedLineModel = Quote['richiesta'][number];
export type QuoteMessageModel = Quote['thread'][number];
export type QuoteHistoryEntryModel = Quote['storia'][number];
export interface QuoteAcceptResultModel {
  quote: QuoteModel;
  orderNumber: string;
}

/** acceptQuoteResult's failure: the revision accepted is no longer the current one. */
export type QuoteRevisionSupersededModel = ExpectedFailureModel<
  'QuoteRevisionSuperseded',
  'QUOTE_REVISION_SUPERSEDED',
  { number: string; acceptedRevision: number; currentRevision: number }
>;
