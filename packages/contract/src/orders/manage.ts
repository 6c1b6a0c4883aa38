// The orders of the reserved area (issue 15): the grid of every order in the user's client scope
// (POST /api/orders/list), an order's record (/detail) and the calls that move it along its life
// (/setstatus, /editlines, /ship, /invoice: order-actions.ts). An order of a client out of the user's
// reach is 404, as one that does not exist.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';
import { agentCodeSchema, yesNoFieldSchema } from '../kernel/fields';
import { clientFilterSchema, isoDaySchema, optionalFilter } from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { USER_TIPI } from '../kernel/user-types';
import { orderApprovalSchema } from './approval-reasons';
import { ORDER_CHANNELS, ORDER_STATUSES, orderNumberSchema } from './storefront';

/** One status or several ("ricevuto,confermato", or a JSON array). */
const orderStatusesFilterSchema = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
      : value,
  z.array(z.enum(ORDER_STATUSES)).min(1).max(ORDER_STATUSES.length),
);

/** The grid's columns, each sortable ("-" in front for descending). */
export const ORDERS_SORT_FIELDS = [
  'numero',
  'data',
  'cliente',
  'agente',
  'canale',
  'stato',
  'totale',
] as const;
export type OrdersSortField = (typeof ORDERS_SORT_FIELDS)[number];

/**
 * POST /api/orders/list (orders.read): newest first unless `sort` says otherwise. `search`: every word
 * in the order number, the client's code or the client's name.
 */
export const ordersListPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(ORDERS_SORT_FIELDS, { field: 'data', direction: 'desc' }),
  /** One status or a comma list of them. */
  stato: optionalFilter(orderStatusesFilterSchema),
  /** S: only the open orders (OPEN_ORDER_STATUSES). */
  aperti: optionalFilter(yesNoFieldSchema),
  cliente: optionalFilter(clientFilterSchema),
  /** The agent following the order's client (code). */
  agente: optionalFilter(agentCodeSchema),
  canale: optionalFilter(z.enum(ORDER_CHANNELS)),
  /** Placed on or after / on or before these days (the shop's calendar). */
  dataDa: optionalFilter(isoDaySchema),
  dataA: optionalFilter(isoDaySchema),
});
export type OrdersListPayload = z.input<typeof ordersListPayloadSchema>;
export type OrdersListQuery = z.output<typeof ordersListPayloadSchema>;

const partyRefSchema = z.object({ codice: z.string(), nome: z.string() });

export const orderGridItemSchema = z.object({
  numero: z.string(),
  /** When it was placed (ISO 8601). */
  data: z.iso.datetime({ offset: true }),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  /** The agent following the client today; null for none. */
  agente: partyRefSchema.nullable(),
  canale: z.enum(ORDER_CHANNELS),
  stato: z.enum(ORDER_STATUSES),
  totale: z.number(),
  righe: z.number().int(),
  pezzi: z.number().int(),
  /** Who placed it (full name, or the user code). */
  inseritoDa: z.string(),
  /** The delivery day the client asked for (YYYY-MM-DD), or null. */
  dataConsegna: z.string().nullable(),
  /** The day staff expect to ship what is still open (YYYY-MM-DD), or null. */
  dataPrevista: z.string().nullable(),
  /** The order's version: send it back with a change (a stale one is refused with 409). */
  versione: z.number().int(),
});
export type OrderGridItem = z.infer<typeof orderGridItemSchema>;
export const ordersListDataSchema = listDataSchema(orderGridItemSchema);
export type OrdersListData = z.infer<typeof ordersListDataSchema>;
export const ordersListResponseSchema = envelopeSchema(ordersListDataSchema);

/** POST /api/orders/detail. */
export const ordersDetailPayloadSchema = z.object({
  numero: orderNumberSchema,
  Lingua: languageSchema.optional().default('it'),
});
export type OrdersDetailPayload = z.input<typeof ordersDetailPayloadSchema>;

/** A line with its price breakdown and how much of it is shipped. */
export const orderRecordLineSchema = z.object({
  riga: z.number().int(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  qta: z.number().int(),
  /** Free units (a promotion's gift), shipped with the line's last units. */
  omaggio: z.number().int(),
  /** Units shipped so far (delivery notes) and still open. */
  spedita: z.number().int(),
  residua: z.number().int(),
  /** The list price of the client's price list. */
  prezzo: z.number(),
  /** The discounts applied (chain, promotion, extra), e.g. "20+10+5"; "" for none or a net price. */
  sconti: z.string(),
  /** The extra discount given by staff (percent; 0 for none), included in `sconti`. */
  scontoExtra: z.number(),
  promozione: z.string().nullable(),
  /** What one unit costs the client, and the line's amount (prezzofinale × qta). */
  prezzofinale: z.number(),
  totale: z.number(),
});
export type OrderRecordLine = z.infer<typeof orderRecordLineSchema>;

const userRefSchema = z.object({ codice: z.string(), nome: z.string(), tipo: z.enum(USER_TIPI) });

export const orderHistoryEntrySchema = z.object({
  stato: z.enum(ORDER_STATUSES),
  data: z.iso.datetime({ offset: true }),
  /** Who moved it there; null when not known (the order's history before issue 15, imports). */
  utente: userRefSchema.nullable(),
  /** A reason or remark given with the change (a cancellation's reason, a delivery note's number). */
  nota: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderDocumentRefSchema = z.object({
  tipo: z.enum(['ddt', 'fattura']),
  numero: z.string(),
  /** The document's day (YYYY-MM-DD). */
  data: z.string(),
  /** A delivery note's invoice number, null while not invoiced (always null for an invoice). */
  fattura: z.string().nullable(),
});

export const orderRecordSchema = orderGridItemSchema.extend({
  tipoOrdine: z.string(),
  cliente: z.object({
    codice: z.string(),
    ragioneSociale: z.string(),
    partitaIva: z.string(),
    codiceFiscale: z.string(),
    email: z.string(),
    telefono: z.string(),
    indirizzo: z.string(),
    cap: z.string(),
    citta: z.string(),
    provincia: z.string(),
    nazione: z.string(),
  }),
  /** Who placed it. */
  utente: userRefSchema,
  righeOrdine: z.array(orderRecordLineSchema),
  /** The delivery address as it was when ordered. */
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
  /** The client's discount chain the order was priced with. */
  sconti: z.string(),
  imponibile: z.number(),
  promozioneTestata: z.string().nullable(),
  scontoTestata: z.number(),
  decimali: z.number().int(),
  /** Every status it went through, oldest first, with who and when. */
  storico: z.array(orderHistoryEntrySchema),
  /** Its delivery notes and invoices, oldest first. */
  documenti: z.array(orderDocumentRefSchema),
  /** Why it waited (or waits) for approval and the decision; null for an order no rule matched. */
  approvazione: orderApprovalSchema.nullable(),
  /** What the viewer may do with it now (the transition table and his permissions). */
  azioni: z.object({
    /** The statuses POST /api/orders/setstatus may move it to. */
    stati: z.array(z.enum(ORDER_STATUSES)),
    /** POST /api/orders/editlines is open (received, not yet confirmed). */
    modificaRighe: z.boolean(),
    /** POST /api/orders/ship is open (something is still to ship). */
    spedizione: z.boolean(),
    /**
     * POST /api/approvals/approve and /reject are open: the order waits for approval, the viewer holds
     * orders.approve and did not place it.
     */
    approvazione: z.boolean(),
  }),
});
export type OrderRecord = z.infer<typeof orderRecordSchema>;
export const orderRecordDataSchema = z.object({ ordine: orderRecordSchema });
export type OrderRecordData = z.infer<typeof orderRecordDataSchema>;
export const orderRecordResponseSchema = envelopeSchema(orderRecordDataSchema);
