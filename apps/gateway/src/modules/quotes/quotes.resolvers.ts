// Quotes: thin resolvers over the REST calls. Customers and staff use the same calls (the API keeps each
// to his client scope and permission); a quote out of reach is NOT_FOUND (null for `quote`), a refused
// value BAD_USER_INPUT on the GraphQL argument (mapping: quoteField), a stale revision or a quote in
// the wrong status CONFLICT.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields, UpstreamError } from '../../kernel/upstream/upstream-error';
import {
  acceptQuoteFailure,
  quoteField,
  quoteListField,
  quotePdfUrl,
  toAcceptFields,
  toCreateFields,
  toExtendFields,
  toHistoryStatus,
  toLinePricesFields,
  toQuoteAcceptResult,
  toQuoteApprovalsFields,
  toQuoteLinePrice,
  toQuoteListFields,
  toQuoteNumberFields,
  toQuoteOrigin,
  toQuoteSide,
  toQuoteStatus,
  toReasonFields,
  toRequestFields,
  toSaveFields,
  toTextFields,
  withLanguage,
} from './quotes.mapping';

const renamed = (error: unknown) => renameFields(error, quoteField);
const nullWhenNotFound = (error: unknown) => {
  if (error instanceof UpstreamError && error.status === 404) return null;
  throw error;
};

export const quotesResolvers: Resolvers = {
  Query: {
    quotes: (_root, args, { upstream }) =>
      upstream.quotes
        .list(toQuoteListFields(args))
        .catch((error: unknown) => renameFields(error, quoteListField)),
    quote: async (_root, args, { upstream }) => {
      const quote = await upstream.quotes
        .detail(toQuoteNumberFields(args))
        .catch(nullWhenNotFound)
        .catch(renamed);
      return quote ? withLanguage(quote, args.language) : null;
    },
    quoteApprovals: (_root, args, { upstream }) =>
      upstream.quotes.approvals(toQuoteApprovalsFields(args)).catch(renamed),
    quoteLinePrices: async (_root, args, { upstream }) =>
      (await upstream.quotes.prices(toLinePricesFields(args)).catch(renamed)).map(toQuoteLinePrice),
  },
  Mutation: {
    requestQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.request(toRequestFields(args)).catch(renamed), args.language),
    acceptQuote: async (_root, args, { upstream }) =>
      toQuoteAcceptResult(await upstream.quotes.accept(toAcceptFields(args)).catch(renamed), args.language),
    acceptQuoteResult: (_root, args, { upstream }) =>
      upstream.quotes.accept(toAcceptFields(args)).then(
        (answer) => ({
          __typename: 'QuoteAcceptResult' as const,
          ...toQuoteAcceptResult(answer, args.language),
        }),
        (error: unknown) => acceptQuoteFailure(error, args),
      ),
    declineQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.decline(toReasonFields(args)).catch(renamed), args.language),
    askQuoteChanges: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.changes(toTextFields(args)).catch(renamed), args.language),
    writeQuoteMessage: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.message(toTextFields(args)).catch(renamed), args.language),
    createQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.create(toCreateFields(args)).catch(renamed), args.language),
    saveQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.save(toSaveFields(args)).catch(renamed), args.language),
    sendQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.send(toQuoteNumberFields(args)).catch(renamed), args.language),
    extendQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.extend(toExtendFields(args)).catch(renamed), args.language),
    withdrawQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.withdraw(toReasonFields(args)).catch(renamed), args.language),
    approveQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.approve(toQuoteNumberFields(args)).catch(renamed), args.language),
    rejectQuote: async (_root, args, { upstream }) =>
      withLanguage(await upstream.quotes.reject(toReasonFields(args)).catch(renamed), args.language),
  },
  QuoteSummary: {
    number: (q) => q.numero,
    client: (q) => ({ code: q.cliente.codice, name: q.cliente.ragioneSociale }),
    origin: (q) => toQuoteOrigin(q.origine),
    status: (q) => toQuoteStatus(q.stato),
    revision: (q) => q.revisione,
    validUntil: (q) => q.validoFino,
    total: (q) => q.totale,
    createdAt: (q) => q.creato,
    updatedAt: (q) => q.aggiornato,
    orderNumber: (q) => q.ordine,
  },
  Quote: {
    number: (q) => q.numero,
    client: (q) => ({ code: q.cliente.codice, name: q.cliente.ragioneSociale }),
    origin: (q) => toQuoteOrigin(q.origine),
    status: (q) => toQuoteStatus(q.stato),
    revision: (q) => q.revisione,
    validUntil: (q) => q.validoFino,
    total: (q) => q.totale,
    createdAt: (q) => q.creato,
    updatedAt: (q) => q.aggiornato,
    orderNumber: (q) => q.ordine,
    requestedLines: (q) => q.richiesta,
    revisions: (q) => q.revisioni,
    messages: (q) => q.thread,
    history: (q) => q.storia,
    declineReason: (q) => q.motivoRifiuto,
    pdfUrl: (q) => quotePdfUrl(q),
  },
  QuoteRequestedLine: {
    productCode: (l) => l.codArt,
    description: (l) => l.descrizione,
    quantity: (l) => l.quantita,
  },
  QuoteRevision: {
    revision: (r) => r.revisione,
    validUntil: (r) => r.validoFino,
    customerNotes: (r) => r.noteCliente,
    internalNotes: (r) => r.noteInterne,
    createdBy: (r) => r.creataDa,
    createdAt: (r) => r.creata,
    sentAt: (r) => r.inviata,
    lines: (r) => r.righe,
    total: (r) => r.totale,
  },
  QuoteLine: {
    line: (l) => l.riga,
    productCode: (l) => l.codArt,
    description: (l) => l.descrizione,
    unit: (l) => l.um,
    quantity: (l) => l.quantita,
    listPrice: (l) => l.prezzoListino,
    clientPrice: (l) => l.prezzoCliente,
    extraDiscount: (l) => l.scontoExtra,
    discount: (l) => l.sconto,
    netPrice: (l) => l.prezzoNetto,
    total: (l) => l.totale,
  },
  QuoteMessage: {
    id: (m) => String(m.id),
    text: (m) => m.testo,
    author: (m) => m.autore,
    side: (m) => toQuoteSide(m.lato),
    date: (m) => m.data,
  },
  QuoteHistoryEntry: {
    from: (h) => (h.da ? toHistoryStatus(h.da) : null),
    to: (h) => toHistoryStatus(h.a),
    by: (h) => h.chi,
    date: (h) => h.data,
    reason: (h) => h.motivo,
  },
};
