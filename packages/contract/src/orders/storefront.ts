// Orders: POST /api/order/create (Idempotency-Key header), /api/order/list, /api/order/detail.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { languageSchema } from '../kernel/language';
import { formIntSchema } from '../kernel/list';
import { multiLineText, singleLineText } from '../kernel/text';
import { USER_TIPI } from '../kernel/user-types';

export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
/** A client-made unique key per order attempt (a UUID fits): 8 to 128 of [A-Za-z0-9_-]. */
export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/);

/**
 * Where an order is in its life (issue 15): received → confirmed → in preparation → partly shipped →
 * shipped → invoiced, or cancelled. An order an approval rule matched is placed waiting for approval
 * (in_approvazione, approvals/) and becomes received when approved, or rejected (rifiutato, final). Which status may follow which, and who may move it, is the
 * transition table of order-lifecycle.ts. ('consegnato', delivered, is gone: migration 0020 made the
 * delivered orders of older databases invoiced.)
 */
export const ORDER_STATUSES = [
  'in_approvazione',
  'ricevuto',
  'confermato',
  'in_preparazione',
  'spedito_parziale',
  'spedito',
  'fatturato',
  'annullato',
  'rifiutato',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * The open orders: not yet wholly shipped (nor cancelled). Their lines not yet shipped are the
 * backorders; the clients' exposure and the dashboards count them. An order waiting for approval is
 * not open: nobody may act on it until it is approved, so its lines are no backorders yet (the credit
 * limit rule adds the waiting orders to the exposure itself: approvals/).
 */
export const OPEN_ORDER_STATUSES = [
  'ricevuto',
  'confermato',
  'in_preparazione',
  'spedito_parziale',
] as const satisfies readonly OrderStatus[];

const blankToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);
const isoDay = z.iso.date();
const optionalLanguage = languageSchema.optional().default('it');

export const orderCreatePayloadSchema = z.object({
  /** Code of one of the client's delivery addresses; empty for the default one. */
  CodDestinazione: z.preprocess(blankToUndefined, singleLineText({ max: 16 }).optional()),
  /** Requested delivery day (YYYY-MM-DD), not before tomorrow; empty for "as soon as possible". */
  DataConsegna: z.preprocess(blankToUndefined, isoDay.optional()),
  /** Order type code; empty for the shop's Default_TipoOrdine. */
  TipoOrdine: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,8}$/)
      .optional(),
  ),
  /** Free text over several lines (line breaks and tabs allowed), trimmed. */
  Note: z.preprocess(blankToUndefined, multiLineText({ max: 1000 }).optional()),
  /** The sale conditions must be accepted for each order: 'S'. */
  AccettaCondizioni: z.literal('S'),
  /** The cart total the user was shown; when the re-priced total differs the order is refused (409). */
  TotaleAtteso: z.preprocess(blankToUndefined, z.coerce.number().min(0).max(1e10).optional()),
  Lingua: optionalLanguage,
});
export type OrderCreatePayload = z.input<typeof orderCreatePayloadSchema>;

export const orderListPayloadSchema = z.object({
  /** Orders placed on or after / on or before these days (YYYY-MM-DD). */
  DataDa: z.preprocess(blankToUndefined, isoDay.optional()),
  DataA: z.preprocess(blankToUndefined, isoDay.optional()),
  Stato: z.preprocess(blankToUndefined, z.enum(ORDER_STATUSES).optional()),
  page: formIntSchema(1, 10_000, 1),
  pagesize: formIntSchema(1, 100, 20),
  Lingua: optionalLanguage,
});
export type OrderListPayload = z.input<typeof orderListPayloadSchema>;

/** Order numbers: year / six-digit sequence, e.g. "2026/000123". */
export const orderNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{4}\/\d{6,}$/);
export const orderDetailPayloadSchema = z.object({
  NumeroOrdine: orderNumberSchema,
  Lingua: optionalLanguage,
});
export type OrderDetailPayload = z.input<typeof orderDetailPayloadSchema>;

/**
 * How an order came in: web (one of the client's own users), agent (an agent for his client), office
 * (the sales office or management for a client), fair, import, quote (a customer accepting a quote).
 */
export const ORDER_CHANNELS = ['web', 'agent', 'office', 'fair', 'import', 'quote'] as const;
export type OrderChannel = (typeof ORDER_CHANNELS)[number];

/** Who placed an order for the client (staff), as the client sees it. */
export const orderPlacerSchema = z.object({
  /** First and last name (the user code when the user has none). */
  nome: z.string(),
  tipo: z.enum(USER_TIPI),
});

export const orderSummarySchema = z.object({
  numero: z.string(),
  /** When it was placed (ISO 8601). */
  data: z.iso.datetime(),
  stato: z.enum(ORDER_STATUSES),
  tipoOrdine: z.string(),
  dataConsegna: z.string().nullable(),
  totale: z.number(),
  righe: z.number().int(),
  pezzi: z.number().int(),
  canale: z.enum(ORDER_CHANNELS),
  /** The staff user who placed it for the client; null when one of the client's own users did. */
  inseritoDa: orderPlacerSchema.nullable(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** A line as it was priced when the order was placed (prices frozen). */
export const orderLineSchema = z.object({
  codice: z.string(),
  descrizione: z.string(),
  qta: z.number().int(),
  omaggio: z.number().int(),
  um: z.string(),
  prezzo: z.number(),
  prezzofinale: z.number(),
  sconti: z.string(),
  promozione: z.string().nullable(),
  totale: z.number(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderDetailSchema = orderSummarySchema.extend({
  righeOrdine: z.array(orderLineSchema),
  destinazione: z.object({
    codice: z.string(),
    descrizione: z.string(),
    indirizzo: z.string(),
    cap: z.string(),
    citta: z.string(),
    provincia: z.string(),
    nazione: z.string(),
  }),
  note: z.string(),
  listino: z.string(),
  imponibile: z.number(),
  promozioneTestata: z.string().nullable(),
  scontoTestata: z.number(),
  decimali: z.number().int(),
  /** Every status the order went through, oldest first. */
  storico: z.array(z.object({ stato: z.enum(ORDER_STATUSES), data: z.iso.datetime() })),
  /** Why the order was rejected (status rifiutato), as the approver wrote it; null otherwise. */
  motivoRifiuto: z.string().nullable(),
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const orderDataSchema = z.object({ ordine: orderDetailSchema });
export type OrderData = z.infer<typeof orderDataSchema>;
export const orderResponseSchema = envelopeSchema(orderDataSchema);

export const orderListDataSchema = z.object({
  items: z.array(orderSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pagesize: z.number().int(),
  pages: z.number().int(),
});
export type OrderListData = z.infer<typeof orderListDataSchema>;
export const orderListResponseSchema = envelopeSchema(orderListDataSchema);
