// Quotes (preventivi): one record covers the customer's request and the staff's answer. A customer asks
// (richiesta) with lines and wanted quantities; staff or the client's agent draft a revision (bozza) with
// per-line prices or discounts, a validity day and notes, and send it (inviata, or in_approvazione when
// an agent's discount passes his ceiling); a change after sending makes a new revision. The customer
// accepts (→ an order at the quoted prices, channel 'quote'), declines with a reason, or asks for
// changes. "scaduta" (expired) is never stored: a sent quote whose valid_until day (Europe/Rome) is
// over reads as scaduta. Every call names its permission; a quote of a client out of the user's scope is
// 404, as one that does not exist. Paths: REST_PATHS.quotes*.
import { z } from 'zod';
import { catalogueCodeSchema } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';
import { agentCodeSchema } from '../kernel/fields';
import {
  blankToUndefined,
  clientFilterSchema,
  decimalSchema,
  isoDaySchema,
  jsonArrayField,
  optionalFilter,
  wholeNumberSchema,
} from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { multiLineText } from '../kernel/text';

/** The stored statuses (Italian codes at the REST boundary). */
export const QUOTE_STATUSES = [
  'richiesta',
  'bozza',
  'in_approvazione',
  'inviata',
  'modifiche_richieste',
  'accettata',
  'rifiutata',
  'annullata',
] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];
/** What a reader sees: a stored status, or scaduta (sent, validity day over). */
export const QUOTE_VIEW_STATUSES = [...QUOTE_STATUSES, 'scaduta'] as const;
export type QuoteViewStatus = (typeof QUOTE_VIEW_STATUSES)[number];

/** Who started it: the customer's request, or staff on their own. */
export const QUOTE_ORIGINS = ['request', 'staff'] as const;
export const QUOTE_SIDES = ['cliente', 'staff'] as const;

export const QUOTE_TEXT_MAX = 2000;
export const QUOTE_MAX_LINES = 200;
const text = (min: number) =>
  multiLineText({ min, max: QUOTE_TEXT_MAX }).transform((value) => value.replace(/\r\n?/g, '\n'));
const optionalText = z.preprocess(blankToUndefined, text(1).optional());

/** "P2026/000001": P, the year, a gap-free sequence of that year. */
export const quoteNumberSchema = z
  .string()
  .trim()
  .regex(/^P\d{4}\/\d{6}$/);

const quantitySchema = wholeNumberSchema(1, 1_000_000);

/** A line the customer asks a price for. */
export const quoteRequestLineSchema = z.object({ codArt: catalogueCodeSchema, quantita: quantitySchema });

/**
 * A line of a revision: the quantity and how it is priced. It starts from the client's own net price
 * (`prezzoCliente`: what his cart charges, i.e. list price, discount chain and the promotions in
 * force): `scontoExtra` is the agent's extra discount on top of it (percent); `prezzo` a net unit price
 * (its extra discount is derived); `sconto` (kept for integrators written before `scontoExtra`) a
 * percent off the list price, turned into a net price. A net price wins, then `scontoExtra`, then
 * `sconto`; none: the client price. A net price above the client price is refused at its field. The API
 * computes net price and totals.
 */
export const quoteEditLineSchema = z.object({
  codArt: catalogueCodeSchema,
  quantita: quantitySchema,
  scontoExtra: z.preprocess(blankToUndefined, decimalSchema(100, 2).optional()),
  sconto: z.preprocess(blankToUndefined, decimalSchema(100, 2).optional()),
  prezzo: z.preprocess(blankToUndefined, decimalSchema(10_000_000, 4).optional()),
});
export type QuoteEditLine = z.output<typeof quoteEditLineSchema>;

export const QUOTES_SORT_FIELDS = ['aggiornato', 'creato', 'numero', 'cliente', 'stato'] as const;

/**
 * POST /api/quotes/list (quotes.read): quotes and requests in the user's scope (a customer: his own),
 * last updated first. Filters: stato (scaduta included), cliente, agente, dataDa/dataA (created, shop
 * calendar); search: every word in the number, the client's code or name.
 */
export const quotesListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(QUOTES_SORT_FIELDS, { field: 'aggiornato', direction: 'desc' }),
  stato: optionalFilter(z.enum(QUOTE_VIEW_STATUSES)),
  cliente: optionalFilter(clientFilterSchema),
  agente: optionalFilter(agentCodeSchema),
  dataDa: optionalFilter(isoDaySchema),
  dataA: optionalFilter(isoDaySchema),
});
export type QuotesListQuery = z.output<typeof quotesListPayloadSchema>;

/** POST /api/quotes/approvals (quotes.approve): the quotes waiting for approval in scope. */
export const quotesApprovalsPayloadSchema = z.object({ ...listPayloadBase });

const byNumber = { numero: quoteNumberSchema, Lingua: languageSchema.optional().default('it') };

/** detail, pdf, send, approve (quotes.read / edit / approve): one quote by number. */
export const quoteNumberPayloadSchema = z.object(byNumber);
export const quotesDetailPayloadSchema = quoteNumberPayloadSchema;
export const quotesPdfPayloadSchema = quoteNumberPayloadSchema;
/**
 * POST /api/quotes/accept (quotes.respond): `revisione` is the revision the customer saw; when it is
 * not the current sent revision (another was sent since) the answer is 409 and nothing is ordered.
 */
export const quotesAcceptPayloadSchema = z.object({
  ...byNumber,
  revisione: wholeNumberSchema(1, 1_000_000),
});
export type QuotesAcceptPayload = z.output<typeof quotesAcceptPayloadSchema>;
export const quotesSendPayloadSchema = quoteNumberPayloadSchema;
export const quotesApprovePayloadSchema = quoteNumberPayloadSchema;

/** POST /api/quotes/request (quotes.request): the customer asks; `note` opens the thread. */
export const quotesRequestPayloadSchema = z.object({
  righe: jsonArrayField(quoteRequestLineSchema, 1, QUOTE_MAX_LINES),
  note: optionalText,
  Lingua: languageSchema.optional().default('it'),
});
export type QuotesRequestPayload = z.output<typeof quotesRequestPayloadSchema>;

/** POST /api/quotes/create (quotes.edit): a draft for a client in scope (revision 1, bozza). */
export const quotesCreatePayloadSchema = z.object({
  cliente: clientFilterSchema,
  Lingua: languageSchema.optional().default('it'),
});

/**
 * POST /api/quotes/save (quotes.edit): the lines, validity day and notes of the current revision.
 * On a sent (or changes-asked) quote it makes a new revision (bozza); a request becomes revision 1.
 */
export const quotesSavePayloadSchema = z.object({
  ...byNumber,
  righe: jsonArrayField(quoteEditLineSchema, 1, QUOTE_MAX_LINES),
  validoFino: isoDaySchema,
  noteCliente: z.preprocess(blankToUndefined, text(0).optional()),
  noteInterne: z.preprocess(blankToUndefined, text(0).optional()),
});
export type QuotesSavePayload = z.output<typeof quotesSavePayloadSchema>;

/**
 * POST /api/quotes/prices (quotes.edit, the quote in the user's scope as for save): what the editor
 * shows for product codes typed into the quote's lines before they are saved. For each active product
 * among `codici` its description (in `Lingua`), unit, the client's list price and his own net price
 * (`prezzoCliente`), the very figures save would store today; unknown or inactive codes are left out.
 */
export const quotesPricesPayloadSchema = z.object({
  ...byNumber,
  codici: jsonArrayField(catalogueCodeSchema, 1, QUOTE_MAX_LINES),
});
export type QuotesPricesPayload = z.output<typeof quotesPricesPayloadSchema>;

/** POST /api/quotes/extend (quotes.edit): a sent quote (expired or not) is valid to a new day. */
export const quotesExtendPayloadSchema = z.object({ ...byNumber, validoFino: isoDaySchema });

/** decline (quotes.respond), reject (quotes.approve), withdraw (quotes.edit, optional): a reason. */
export const quotesReasonPayloadSchema = z.object({ ...byNumber, motivo: text(1) });
export const quotesDeclinePayloadSchema = quotesReasonPayloadSchema;
export const quotesRejectPayloadSchema = quotesReasonPayloadSchema;
export const quotesWithdrawPayloadSchema = z.object({ ...byNumber, motivo: optionalText });

/** changes (quotes.respond) and message (quotes.read): a message in the thread. */
export const quotesMessagePayloadSchema = z.object({ ...byNumber, testo: text(1) });
export const quotesChangesPayloadSchema = quotesMessagePayloadSchema;

const lineRequestedSchema = z.object({
  codArt: z.string(),
  descrizione: z.string(),
  quantita: z.number().int(),
});

export const quoteLineSchema = z.object({
  riga: z.number().int(),
  codArt: z.string(),
  /** The description in the asked language as it was when the revision was saved. */
  descrizione: z.string(),
  um: z.string(),
  quantita: z.number().int(),
  prezzoListino: z.number(),
  /**
   * The client's own net price when the revision was saved (what his cart charged: list, discount chain,
   * promotions in force); the list price on lines saved before it was kept.
   */
  prezzoCliente: z.number(),
  /** The agent's extra discount, percent off `prezzoCliente` (up to 4 decimals when derived). */
  scontoExtra: z.number(),
  /** Percent off the list price, all discounts together (up to 4 decimals). */
  sconto: z.number(),
  prezzoNetto: z.number(),
  totale: z.number(),
});

/** One product's prices for the quote's client (quotes/prices). */
export const quoteProductPriceSchema = z.object({
  codArt: z.string(),
  descrizione: z.string(),
  um: z.string(),
  prezzoListino: z.number(),
  /** What the client's cart charges for one unit today: the price a line without extra discount gets. */
  prezzoCliente: z.number(),
});
export type QuoteProductPrice = z.infer<typeof quoteProductPriceSchema>;

export const quoteRevisionSchema = z.object({
  revisione: z.number().int(),
  validoFino: z.string(),
  noteCliente: z.string(),
  /** Staff only: null for customers. */
  noteInterne: z.string().nullable(),
  creataDa: z.string(),
  creata: z.iso.datetime({ offset: true }),
  inviata: z.iso.datetime({ offset: true }).nullable(),
  righe: z.array(quoteLineSchema),
  totale: z.number(),
});

export const quoteMessageSchema = z.object({
  id: z.number().int(),
  testo: z.string(),
  autore: z.string(),
  lato: z.enum(QUOTE_SIDES),
  data: z.iso.datetime({ offset: true }),
});

export const quoteHistorySchema = z.object({
  da: z.string().nullable(),
  a: z.string(),
  chi: z.string(),
  data: z.iso.datetime({ offset: true }),
  motivo: z.string().nullable(),
});

export const quoteSummarySchema = z.object({
  numero: z.string(),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  origine: z.enum(QUOTE_ORIGINS),
  stato: z.enum(QUOTE_VIEW_STATUSES),
  revisione: z.number().int(),
  /** The current revision's validity day (null: a request not answered yet). */
  validoFino: z.string().nullable(),
  totale: z.number().nullable(),
  creato: z.iso.datetime({ offset: true }),
  aggiornato: z.iso.datetime({ offset: true }),
  /** The order made when accepted. */
  ordine: z.string().nullable(),
});
export type QuoteSummary = z.infer<typeof quoteSummarySchema>;

/**
 * A quote as its reader may see it: customers get the sent revisions only (never internal notes nor a
 * draft); staff every revision, the current one last.
 */
export const quoteSchema = quoteSummarySchema.extend({
  richiesta: z.array(lineRequestedSchema),
  revisioni: z.array(quoteRevisionSchema),
  thread: z.array(quoteMessageSchema),
  storia: z.array(quoteHistorySchema),
  motivoRifiuto: z.string().nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quotesListDataSchema = listDataSchema(quoteSummarySchema);
export type QuotesListData = z.infer<typeof quotesListDataSchema>;
export const quotesListResponseSchema = envelopeSchema(quotesListDataSchema);

export const quoteDataSchema = z.object({ preventivo: quoteSchema });
export type QuoteData = z.infer<typeof quoteDataSchema>;
export const quoteResponseSchema = envelopeSchema(quoteDataSchema);

/** The answer of accept: the quote and the order number it made. */
export const quoteAcceptDataSchema = quoteDataSchema.extend({ ordine: z.string() });
export const quoteAcceptResponseSchema = envelopeSchema(quoteAcceptDataSchema);

/** The answer of quotes/prices: the known products, in the order asked. */
export const quotePricesDataSchema = z.object({ prezzi: z.array(quoteProductPriceSchema) });
export type QuotePricesData = z.infer<typeof quotePricesDataSchema>;
export const quotePricesResponseSchema = envelopeSchema(quotePricesDataSchema);
