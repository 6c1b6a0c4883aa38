// Quotes: GraphQL arguments <-> the REST contract's fields (and the API's field names in its errors
// back to the GraphQL arguments), in one place.
import {
  quotePdfPath,
  type Language,
  type Quote,
  type QuoteProductPrice,
  type QuoteViewStatus,
  type QUOTES_SORT_FIELDS,
} from '@shop/contract';
import { refusalOf, renameFields } from '../../kernel/upstream/upstream-error';
import type { QuoteAcceptResultModel, QuoteRevisionSupersededModel } from './quotes.models';
import type {
  MutationAcceptQuoteArgs,
  MutationAskQuoteChangesArgs,
  MutationCreateQuoteArgs,
  MutationDeclineQuoteArgs,
  MutationExtendQuoteArgs,
  MutationRejectQuoteArgs,
  MutationRequestQuoteArgs,
  MutationSaveQuoteArgs,
  MutationWithdrawQuoteArgs,
  MutationWriteQuoteMessageArgs,
  QueryQuoteApprovalsArgs,
  QueryQuoteLinePricesArgs,
  QuoteLinePrice,
  QueryQuotesArgs,
  QuoteOrigin,
  QuoteSide,
  QuoteSortField,
  QuoteStatus,
} from '../../generated/resolvers-types';
import type { FormFields } from '../../kernel/upstream/rest-client';
import type { QuoteModel } from './quotes.models';

const STATUSES: Record<QuoteStatus, QuoteViewStatus> = {
  REQUESTED: 'richiesta',
  DRAFT: 'bozza',
  PENDING_APPROVAL: 'in_approvazione',
  SENT: 'inviata',
  CHANGES_REQUESTED: 'modifiche_richieste',
  ACCEPTED: 'accettata',
  DECLINED: 'rifiutata',
  WITHDRAWN: 'annullata',
  EXPIRED: 'scaduta',
};
const STATUS_OF = Object.fromEntries(Object.entries(STATUSES).map(([k, v]) => [v, k])) as Record<
  QuoteViewStatus,
  QuoteStatus
>;
const SORT: Record<QuoteSortField, (typeof QUOTES_SORT_FIELDS)[number]> = {
  UPDATED: 'aggiornato',
  CREATED: 'creato',
  NUMBER: 'numero',
  CLIENT: 'cliente',
  STATUS: 'stato',
};

export const toQuoteStatus = (status: QuoteViewStatus): QuoteStatus => STATUS_OF[status];
/** A stored status of the history (never scaduta: expiry is read, not recorded). */
export const toHistoryStatus = (status: string): QuoteStatus => STATUS_OF[status as QuoteViewStatus];
export const toQuoteOrigin = (origin: Quote['origine']): QuoteOrigin =>
  origin === 'staff' ? 'STAFF' : 'REQUEST';
export const toQuoteSide = (side: Quote['thread'][number]['lato']): QuoteSide =>
  side === 'cliente' ? 'CUSTOMER' : 'STAFF';

const orUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
export const restLanguage = (language: string | null | undefined): Language =>
  (language ?? 'IT').toLowerCase() === 'en' ? 'en' : 'it';

/** A quote as the API answered it, with the language it was read in (for `pdfUrl`). */
export const withLanguage = (quote: Quote, language: string | null | undefined): QuoteModel => ({
  ...quote,
  language: restLanguage(language),
});

/** The API's acceptance (the quote and the order it made) as acceptQuote's QuoteAcceptResult. */
export const toQuoteAcceptResult = (
  answer: { preventivo: Quote; ordine: string },
  language: string | null | undefined,
): QuoteAcceptResultModel => ({
  quote: withLanguage(answer.preventivo, language),
  orderNumber: answer.ordine,
});

/** The gateway's address of the quote's PDF. */
export const quotePdfUrl = (quote: QuoteModel) => quotePdfPath(quote.numero, quote.language);

export function toQuoteListFields(args: QueryQuotesArgs): FormFields {
  const filter = args.filter ?? {};
  return {
    page: args.page ?? 1,
    pageSize: args.pageSize ?? 50,
    search: orUndefined(args.search),
    sort: args.sort ? `${args.sort.direction === 'DESC' ? '-' : ''}${SORT[args.sort.field]}` : undefined,
    stato: filter.status ? STATUSES[filter.status] : undefined,
    cliente: orUndefined(filter.clientCode),
    agente: orUndefined(filter.agentCode),
    dataDa: orUndefined(filter.from),
    dataA: orUndefined(filter.to),
  };
}

export const toQuoteApprovalsFields = (args: QueryQuoteApprovalsArgs): FormFields => ({
  page: args.page ?? 1,
  pageSize: args.pageSize ?? 50,
  search: orUndefined(args.search),
});

export const toQuoteNumberFields = (args: { number: string; language?: string | null }): FormFields => ({
  numero: args.number.trim(),
  Lingua: restLanguage(args.language),
});

export const toRequestFields = (args: MutationRequestQuoteArgs): FormFields => ({
  righe: JSON.stringify(args.lines.map((l) => ({ codArt: l.productCode, quantita: l.quantity }))),
  note: orUndefined(args.note),
  Lingua: restLanguage(args.language),
});

export const toAcceptFields = (args: MutationAcceptQuoteArgs): FormFields => ({
  ...toQuoteNumberFields(args),
  revisione: args.revision,
});

export const toReasonFields = (
  args: MutationDeclineQuoteArgs | MutationRejectQuoteArgs | MutationWithdrawQuoteArgs,
): FormFields => ({ ...toQuoteNumberFields(args), motivo: orUndefined(args.reason) });

export const toTextFields = (
  args: MutationAskQuoteChangesArgs | MutationWriteQuoteMessageArgs,
): FormFields => ({
  ...toQuoteNumberFields(args),
  testo: args.text,
});

export const toCreateFields = (args: MutationCreateQuoteArgs): FormFields => ({
  cliente: args.clientCode.trim(),
  Lingua: restLanguage(args.language),
});

export const toLinePricesFields = (args: QueryQuoteLinePricesArgs): FormFields => ({
  ...toQuoteNumberFields(args),
  codici: JSON.stringify(args.codes.map((code) => code.trim())),
});

/** One product's prices for the quote's client, in the schema's English names. */
export const toQuoteLinePrice = (price: QuoteProductPrice): QuoteLinePrice => ({
  productCode: price.codArt,
  description: price.descrizione,
  unit: price.um,
  listPrice: price.prezzoListino,
  clientPrice: price.prezzoCliente,
});

export const toSaveFields = (args: MutationSaveQuoteArgs): FormFields => ({
  ...toQuoteNumberFields(args),
  righe: JSON.stringify(
    args.lines.map((l) => ({
      codArt: l.productCode,
      quantita: l.quantity,
      scontoExtra: orUndefined(l.extraDiscount),
      sconto: orUndefined(l.discount),
      prezzo: orUndefined(l.netPrice),
    })),
  ),
  validoFino: args.validUntil,
  noteCliente: orUndefined(args.customerNotes),
  noteInterne: orUndefined(args.internalNotes),
});

export const toExtendFields = (args: MutationExtendQuoteArgs): FormFields => ({
  ...toQuoteNumberFields(args),
  validoFino: args.validUntil,
});

/** The API's field names → the GraphQL arguments of the quote mutations. */
const FIELDS: Record<string, string> = {
  numero: 'number',
  revisione: 'revision',
  motivo: 'reason',
  testo: 'text',
  note: 'note',
  cliente: 'clientCode',
  validoFino: 'validUntil',
  noteCliente: 'customerNotes',
  noteInterne: 'internalNotes',
  Lingua: 'language',
};
const LINE_FIELDS: Record<string, string> = {
  codArt: 'productCode',
  quantita: 'quantity',
  scontoExtra: 'extraDiscount',
  sconto: 'discount',
  prezzo: 'netPrice',
};

/** "righe.2.sconto" → "lines.2.discount"; "validoFino" → "validUntil". */
export function quoteField(field: string): string | undefined {
  const [head, index, sub] = field.split('.');
  if (head === 'codici') return index === undefined ? 'codes' : `codes.${index}`;
  if (head === 'righe') {
    if (index === undefined) return 'lines';
    return sub === undefined ? `lines.${index}` : `lines.${index}.${LINE_FIELDS[sub] ?? sub}`;
  }
  return FIELDS[field];
}

/** The API's list fields → the `quotes` arguments. */
const LIST_FIELDS: Record<string, string> = {
  page: 'page',
  pageSize: 'pageSize',
  search: 'search',
  sort: 'sort',
  stato: 'filter.status',
  cliente: 'filter.clientCode',
  agente: 'filter.agentCode',
  dataDa: 'filter.from',
  dataA: 'filter.to',
};
export const quoteListField = (field: string) => LIST_FIELDS[field];

/**
 * A refused acceptance as acceptQuoteResult's QuoteRevisionSuperseded when another revision was sent
 * since (the API's 409 on `revisione`, its current revision in `dettagli.revisione`); any other
 * refusal rethrown as acceptQuote's error (fields renamed).
 */
export function acceptQuoteFailure(
  error: unknown,
  args: { number: string; revision: number },
): QuoteRevisionSupersededModel {
  const stale = refusalOf(error, 409, 'revisione');
  const current = Number(stale?.dettagli?.revisione);
  if (stale && Number.isInteger(current)) {
    return {
      __typename: 'QuoteRevisionSuperseded',
      code: 'QUOTE_REVISION_SUPERSEDED',
      message: stale.title,
      number: args.number.trim(),
      acceptedRevision: args.revision,
      currentRevision: current,
    };
  }
  return renameFields(error, quoteField);
}
