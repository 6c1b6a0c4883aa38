// The calls that move an order along its life (issue 15), each checked against the transition table
// (order-lifecycle.ts) and the permission it names: POST /api/orders/setstatus (orders.manage),
// /editlines (orders.manage), /ship (orders.ship), /invoice (invoices.create). Each answers the order
// (and the document it made) as it is after the change.
import { z } from 'zod';
import { catalogueCodeSchema } from '../catalogue';
import { MAX_LINE_DISCOUNT } from '../currentorder';
import { envelopeSchema } from '../kernel/envelope';
import {
  blankToUndefined,
  decimalSchema,
  isoDaySchema,
  jsonArrayField,
  optionalFilter,
  wholeNumberSchema,
  yearNumberSchema,
} from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { multiLineText, singleLineText } from '../kernel/text';
import { MAX_LINE_QUANTITY } from '../pricing';
import { ddtDetailSchema, invoiceDetailSchema } from './documents';
import { orderRecordSchema } from './manage';
import { ORDER_STATUSES, orderNumberSchema } from './storefront';

const optionalLanguage = languageSchema.optional().default('it');

/** The most lines an order may be edited to, and a delivery note may carry. */
export const MAX_ORDER_LINES = 500;
/** The most delivery notes one invoice takes. */
export const MAX_INVOICE_DDTS = 50;

/** The order's version as the caller read it (orders/list, orders/detail: `versione`). */
const versionSchema = wholeNumberSchema(1, 2_147_483_647);

/**
 * POST /api/orders/setstatus: move the order to `stato` (confirm, prepare, cancel, or close the rest of
 * a partly shipped order: `spedito`). `versione` must be the order's current version, else 409.
 */
export const ordersSetstatusPayloadSchema = z.object({
  numero: orderNumberSchema,
  stato: z.enum(ORDER_STATUSES),
  versione: versionSchema,
  /** Why (a cancellation's reason) or a remark; kept in the history. */
  nota: optionalFilter(multiLineText({ max: 500 })),
  /** The day the goods are expected to ship (YYYY-MM-DD), shown with the open lines. */
  dataPrevista: optionalFilter(isoDaySchema),
  Lingua: optionalLanguage,
});
export type OrdersSetstatusPayload = z.input<typeof ordersSetstatusPayloadSchema>;

/** A line of the order as it should be after the edit. */
export const editedLineSchema = z.object({
  codice: catalogueCodeSchema,
  qta: wholeNumberSchema(1, MAX_LINE_QUANTITY),
  /** The extra discount (percent, 0–99.99); left out: the line's own (0 for a new line). */
  sconto: z.preprocess(blankToUndefined, decimalSchema(MAX_LINE_DISCOUNT, 2).optional()),
});

/**
 * POST /api/orders/editlines (received orders only): every line the order should have, each product
 * once; lines left out are removed. The order is priced again (the client's list, chain and the
 * promotions in force today), its stock taken or given back, and the change audited.
 */
export const ordersEditlinesPayloadSchema = z.object({
  numero: orderNumberSchema,
  versione: versionSchema,
  righe: jsonArrayField(editedLineSchema, 1, MAX_ORDER_LINES),
  Lingua: optionalLanguage,
});
export type OrdersEditlinesPayload = z.input<typeof ordersEditlinesPayloadSchema>;

/** A line to ship: the product and how many of its open units. */
export const shippedLineSchema = z.object({
  codice: catalogueCodeSchema,
  qta: wholeNumberSchema(1, MAX_LINE_QUANTITY),
});

export const PORTO = ['franco', 'assegnato'] as const;
/** Who carries the goods ("trasporto a cura del"). */
export const TRANSPORT_BY = ['mittente', 'destinatario', 'vettore'] as const;

/**
 * POST /api/orders/ship: a delivery note (DDT) with these units (left out: everything still open),
 * numbered per year without gaps. What stays open is the order's backorder; a partial shipment leaves
 * the order `spedito_parziale`, the last one `spedito`.
 */
export const ordersShipPayloadSchema = z
  .object({
    numero: orderNumberSchema,
    /** When sent, must be the order's current version (else 409). */
    versione: optionalFilter(versionSchema),
    righe: optionalFilter(jsonArrayField(shippedLineSchema, 1, MAX_ORDER_LINES)),
    /** Packages (colli) and gross weight in kg, when known. */
    colli: optionalFilter(wholeNumberSchema(1, 9_999)),
    peso: optionalFilter(decimalSchema(999_999, 3)),
    /** The goods' outward appearance (aspetto dei beni), default "Scatole". */
    aspetto: optionalFilter(singleLineText({ min: 1, max: 60 })),
    porto: optionalFilter(z.enum(PORTO)),
    trasporto: optionalFilter(z.enum(TRANSPORT_BY)),
    /** The carrier's name (and address), when a carrier takes the goods. */
    vettore: optionalFilter(singleLineText({ min: 1, max: 200 })),
    note: optionalFilter(multiLineText({ max: 500 })),
    /** The day the rest is expected to ship (a partial shipment). */
    dataPrevistaResto: optionalFilter(isoDaySchema),
    Lingua: optionalLanguage,
  })
  .refine((value) => value.trasporto !== 'vettore' || value.vettore !== undefined, {
    message: 'the carrier is required when a carrier takes the goods',
    path: ['vettore'],
  });
export type OrdersShipPayload = z.input<typeof ordersShipPayloadSchema>;

export const ordersShipDataSchema = z.object({
  ordine: orderRecordSchema,
  documento: ddtDetailSchema,
});
export type OrdersShipData = z.infer<typeof ordersShipDataSchema>;
export const ordersShipResponseSchema = envelopeSchema(ordersShipDataSchema);

/** Delivery note numbers as a comma list ("2026/000001,2026/000002") or a JSON array. */
const ddtNumbersSchema = z.preprocess((value) => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return value;
    }
  }
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}, z.array(yearNumberSchema).min(1).max(MAX_INVOICE_DDTS));

/**
 * POST /api/orders/invoice: one invoice of these delivery notes (shipped, not invoiced yet, all of one
 * client), dated today and numbered per year without gaps. An order whose every delivery note is then
 * invoiced, and that is wholly shipped, becomes `fatturato`.
 */
export const ordersInvoicePayloadSchema = z.object({
  ddt: ddtNumbersSchema,
  note: optionalFilter(multiLineText({ max: 500 })),
  Lingua: optionalLanguage,
});
export type OrdersInvoicePayload = z.input<typeof ordersInvoicePayloadSchema>;

export const ordersInvoiceDataSchema = z.object({
  documento: invoiceDetailSchema,
  /** The orders of the invoiced delivery notes, with their status now. */
  ordini: z.array(z.object({ numero: z.string(), stato: z.enum(ORDER_STATUSES) })),
});
export type OrdersInvoiceData = z.infer<typeof ordersInvoiceDataSchema>;
export const ordersInvoiceResponseSchema = envelopeSchema(ordersInvoiceDataSchema);
