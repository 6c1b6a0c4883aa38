// Delivery notes (DDT, documento di trasporto) and invoices (fatture), issue 15: the data of each
// document as issued, everything its PDF shows (the PDF is made from this data, never stored). Staff
// read them with POST /api/documents/list and /detail (documents.read, in their client scope); a
// customer reads his own client's with POST /api/order/documents and /api/order/document. Numbers are
// per year and kind, without gaps: "2026/000012".
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { agentCodeSchema, yesNoFieldSchema } from '../kernel/fields';
import { clientFilterSchema, isoDaySchema, optionalFilter, yearNumberSchema } from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { formIntSchema, listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { orderNumberSchema } from './storefront';

export const DOCUMENT_TYPES = ['ddt', 'fattura'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * What the documents lists show: delivery notes, invoices and credit notes (`nc`, made by an approved
 * return, contract returns/returns.ts). A credit note's PDF is POST /api/returns/pdf with its return's id (`reso`).
 */
export const DOCUMENT_LIST_TYPES = [...DOCUMENT_TYPES, 'nc'] as const;
export type DocumentListType = (typeof DOCUMENT_LIST_TYPES)[number];

const optionalLanguage = languageSchema.optional().default('it');

/** The list's columns, each sortable ("-" in front for descending). */
export const DOCUMENTS_SORT_FIELDS = ['data', 'numero', 'cliente', 'totale'] as const;
export type DocumentsSortField = (typeof DOCUMENTS_SORT_FIELDS)[number];

const documentFilters = {
  tipo: optionalFilter(z.enum(DOCUMENT_LIST_TYPES)),
  /** The documents of this order. */
  ordine: optionalFilter(orderNumberSchema),
  /** Issued on or after / on or before these days. */
  dataDa: optionalFilter(isoDaySchema),
  dataA: optionalFilter(isoDaySchema),
  /** S: only the delivery notes not invoiced yet (what /api/orders/invoice takes). */
  daFatturare: optionalFilter(yesNoFieldSchema),
};

/**
 * POST /api/documents/list (documents.read): newest first unless `sort` says otherwise; `search`:
 * every word in the number, the client's code or name.
 */
export const documentsListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(DOCUMENTS_SORT_FIELDS, { field: 'data', direction: 'desc' }),
  ...documentFilters,
  cliente: optionalFilter(clientFilterSchema),
  /** The agent following the client (code). */
  agente: optionalFilter(agentCodeSchema),
});
export type DocumentsListPayload = z.input<typeof documentsListPayloadSchema>;
export type DocumentsListQuery = z.output<typeof documentsListPayloadSchema>;

/** POST /api/order/documents: the caller's client's documents (a customer, or staff ordering for one). */
export const orderDocumentsPayloadSchema = z.object({
  page: formIntSchema(1, 1_000_000, 1),
  pageSize: formIntSchema(1, 100, 20),
  sort: sortSchema(DOCUMENTS_SORT_FIELDS, { field: 'data', direction: 'desc' }),
  ...documentFilters,
  Lingua: optionalLanguage,
});
export type OrderDocumentsPayload = z.input<typeof orderDocumentsPayloadSchema>;

export const documentListItemSchema = z.object({
  tipo: z.enum(DOCUMENT_LIST_TYPES),
  numero: z.string(),
  /** The document's day (YYYY-MM-DD). */
  data: z.string(),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  /** The orders it concerns. */
  ordini: z.array(z.string()),
  righe: z.number().int(),
  pezzi: z.number().int(),
  /** A delivery note: the goods' value net of VAT; an invoice: the total due, VAT included. */
  totale: z.number(),
  /** A delivery note's invoice number; null while not invoiced (and for an invoice). */
  fattura: z.string().nullable(),
  /** A credit note's return (its id, for /api/returns/detail and /pdf); null for the other kinds. */
  reso: z.number().int().nullable(),
});
export type DocumentListItem = z.infer<typeof documentListItemSchema>;
export const documentsListDataSchema = listDataSchema(documentListItemSchema);
export type DocumentsListData = z.infer<typeof documentsListDataSchema>;
export const documentsListResponseSchema = envelopeSchema(documentsListDataSchema);
export const orderDocumentsResponseSchema = documentsListResponseSchema;

/** POST /api/documents/detail and /api/order/document: one document, by kind and number (a credit note too). */
export const documentsDetailPayloadSchema = z.object({
  tipo: z.enum(DOCUMENT_LIST_TYPES),
  numero: yearNumberSchema,
  Lingua: optionalLanguage,
});
export type DocumentsDetailPayload = z.input<typeof documentsDetailPayloadSchema>;
export const orderDocumentPayloadSchema = documentsDetailPayloadSchema;

/**
 * POST /api/documents/pdf and /api/order/document/pdf: the same document as a PDF (application/pdf,
 * an attachment). Without Lingua the labels follow Accept-Language (else Italian).
 */
export const documentsPdfPayloadSchema = z.object({
  tipo: z.enum(DOCUMENT_TYPES),
  numero: yearNumberSchema,
  Lingua: languageSchema.optional(),
});
export type DocumentsPdfPayload = z.input<typeof documentsPdfPayloadSchema>;
export const orderDocumentPdfPayloadSchema = documentsPdfPayloadSchema;

const addressFields = {
  indirizzo: z.string(),
  cap: z.string(),
  citta: z.string(),
  /** Two letters; "" abroad. */
  provincia: z.string(),
  /** ISO 3166 alpha-2. */
  nazione: z.string(),
};

/** The seller as printed on the document (the shop's company, as it was on the day of issue). */
export const documentIssuerSchema = z.object({
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  codiceFiscale: z.string(),
  ...addressFields,
  telefono: z.string(),
  email: z.string(),
  pec: z.string(),
  /** REA registration and share capital, as the company prints them. */
  rea: z.string(),
  capitaleSociale: z.string(),
});
export type DocumentIssuer = z.infer<typeof documentIssuerSchema>;

/** The client as it was on the day of issue (a later change of its record changes no document). */
export const documentClientSchema = z.object({
  codice: z.string(),
  ragioneSociale: z.string(),
  partitaIva: z.string(),
  codiceFiscale: z.string(),
  ...addressFields,
});
export type DocumentClient = z.infer<typeof documentClientSchema>;

/** Where the goods go (the order's delivery address). */
export const documentDestinationSchema = z.object({
  codice: z.string(),
  descrizione: z.string(),
  ...addressFields,
});

const documentBase = {
  numero: z.string(),
  anno: z.number().int(),
  progressivo: z.number().int(),
  /** The document's day (YYYY-MM-DD, the shop's calendar) and the moment it was issued (ISO 8601). */
  data: z.string(),
  emessoIl: z.iso.datetime({ offset: true }),
  emittente: documentIssuerSchema,
  cliente: documentClientSchema,
  note: z.string(),
  /** Decimals of unit prices (the orders' Set_Round); amounts are in euro cents. */
  decimali: z.number().int(),
  /** The language the descriptions are in. */
  lingua: z.enum(['it', 'en']),
};

export const ddtLineSchema = z.object({
  riga: z.number().int(),
  /** The order the line comes from. */
  ordine: z.string(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  qta: z.number().int(),
  /** Free units shipped with it (a promotion's gift). */
  omaggio: z.number().int(),
});

/** The transport data a DDT carries (DPR 472/1996). */
export const ddtTransportSchema = z.object({
  /** Causale del trasporto: "Vendita". */
  causale: z.string(),
  /** franco (the seller pays the carriage) or assegnato (the buyer does). */
  porto: z.enum(['franco', 'assegnato']),
  /** Who carries the goods. */
  aCura: z.enum(['mittente', 'destinatario', 'vettore']),
  /** The carrier, when `aCura` is vettore; "" otherwise. */
  vettore: z.string(),
  /** Aspetto esteriore dei beni (e.g. Scatole, Cartoni, Bancale). */
  aspetto: z.string(),
  colli: z.number().int().nullable(),
  /** Gross weight in kg, when known. */
  peso: z.number().nullable(),
  /** When the transport began (inizio trasporto, ISO 8601). */
  inizio: z.iso.datetime({ offset: true }),
});

export const ddtDetailSchema = z.object({
  tipo: z.literal('ddt'),
  ...documentBase,
  destinazione: documentDestinationSchema,
  trasporto: ddtTransportSchema,
  ordini: z.array(z.object({ numero: z.string(), data: z.string() })),
  righe: z.array(ddtLineSchema),
  /** Units shipped (free units included). */
  pezzi: z.number().int(),
  /** Its invoice, once invoiced. */
  fattura: z.object({ numero: z.string(), data: z.string() }).nullable(),
});
export type DdtDetail = z.infer<typeof ddtDetailSchema>;

export const invoiceLineSchema = z.object({
  riga: z.number().int(),
  /** The delivery note and order it comes from. */
  ddt: z.string(),
  ordine: z.string(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  qta: z.number().int(),
  /** Free units (at no charge: not in `importo`). */
  omaggio: z.number().int(),
  /** The list price, the discounts applied and the net unit price. */
  prezzoListino: z.number(),
  sconti: z.string(),
  prezzo: z.number(),
  /** prezzo × qta, in euro cents. */
  importo: z.number(),
  /** VAT rate in percent (22, 10, 4). */
  aliquotaIva: z.number(),
});

export const vatSummaryLineSchema = z.object({
  aliquota: z.number(),
  imponibile: z.number(),
  imposta: z.number(),
});

export const invoiceDetailSchema = z.object({
  tipo: z.literal('fattura'),
  ...documentBase,
  /** The delivery notes invoiced, with the address each went to. */
  ddt: z.array(
    z.object({
      numero: z.string(),
      data: z.string(),
      ordine: z.string(),
      destinazione: documentDestinationSchema,
    }),
  ),
  righe: z.array(invoiceLineSchema),
  totali: z.object({
    /** The lines' amounts. */
    merce: z.number(),
    /** The orders' header promotion, for the part invoiced. */
    scontoTestata: z.number(),
    imponibile: z.number(),
    iva: z.number(),
    totale: z.number(),
  }),
  /** One row per VAT rate. */
  riepilogoIva: z.array(vatSummaryLineSchema),
  /** The client's payment terms. */
  pagamento: z.string(),
  valuta: z.literal('EUR'),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

/**
 * A credit note (nota di credito) made by an approved return: an invoice's shape — the delivery notes
 * it credits, its lines (no free units), VAT summary and totals (`merce` = `imponibile`, no header
 * discount; `pagamento` empty) — with the return it comes from.
 */
export const creditNoteDetailSchema = invoiceDetailSchema.extend({
  tipo: z.literal('nc'),
  /** The return (reso) that made it: its number and day. */
  reso: z.object({ numero: z.string(), data: z.string() }),
});
export type CreditNoteDetail = z.infer<typeof creditNoteDetailSchema>;

export const documentDetailSchema = z.discriminatedUnion('tipo', [
  ddtDetailSchema,
  invoiceDetailSchema,
  creditNoteDetailSchema,
]);
export type DocumentDetail = z.infer<typeof documentDetailSchema>;
export const documentDataSchema = z.object({ documento: documentDetailSchema });
export type DocumentData = z.infer<typeof documentDataSchema>;
export const documentsDetailResponseSchema = envelopeSchema(documentDataSchema);
export const orderDocumentResponseSchema = documentsDetailResponseSchema;
