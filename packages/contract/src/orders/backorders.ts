// Open order lines and backorders (rimanenze), issue 15: what was ordered and not yet shipped, line by
// line, of the open orders (OPEN_ORDER_STATUSES), with the day it is expected. A partial shipment
// leaves the rest here. Staff: POST /api/orders/backorders (orders.read, in their client scope);
// a customer: POST /api/order/backorders (his own client's).
import { z } from 'zod';
import { catalogueCodeSchema } from '../catalogue';
import { envelopeSchema } from '../kernel/envelope';
import { agentCodeSchema } from '../kernel/fields';
import { clientFilterSchema, isoDaySchema, optionalFilter } from '../kernel/form-fields';
import { languageSchema } from '../kernel/language';
import { formIntSchema, listDataSchema, listPayloadBase, sortSchema } from '../kernel/list';
import { ORDER_STATUSES, orderNumberSchema } from './storefront';

/** The grid's columns, each sortable ("-" in front for descending). */
export const BACKORDERS_SORT_FIELDS = [
  'data',
  'ordine',
  'cliente',
  'agente',
  'codice',
  'residua',
  'dataPrevista',
] as const;
export type BackordersSortField = (typeof BACKORDERS_SORT_FIELDS)[number];

const backorderFilters = {
  /** The lines of this product (code, any case). */
  codice: optionalFilter(catalogueCodeSchema.transform((code) => code.toUpperCase())),
  ordine: optionalFilter(orderNumberSchema),
  /** Only lines expected on or before this day (those without a day are left out). */
  previstaEntro: optionalFilter(isoDaySchema),
};

/**
 * POST /api/orders/backorders (orders.read): oldest orders first unless `sort` says otherwise;
 * `search`: every word in the product's code or description, the order number, the client's code or
 * name.
 */
export const ordersBackordersPayloadSchema = z.object({
  ...listPayloadBase,
  sort: sortSchema(BACKORDERS_SORT_FIELDS, { field: 'data', direction: 'asc' }),
  ...backorderFilters,
  cliente: optionalFilter(clientFilterSchema),
  /** The agent following the client (code). */
  agente: optionalFilter(agentCodeSchema),
});
export type OrdersBackordersPayload = z.input<typeof ordersBackordersPayloadSchema>;
export type OrdersBackordersQuery = z.output<typeof ordersBackordersPayloadSchema>;

/** POST /api/order/backorders: the caller's client's open lines (a customer, or staff ordering for one). */
export const orderBackordersPayloadSchema = z.object({
  page: formIntSchema(1, 1_000_000, 1),
  pageSize: formIntSchema(1, 100, 20),
  sort: sortSchema(BACKORDERS_SORT_FIELDS, { field: 'data', direction: 'asc' }),
  ...backorderFilters,
  Lingua: languageSchema.optional().default('it'),
});
export type OrderBackordersPayload = z.input<typeof orderBackordersPayloadSchema>;

export const backorderLineSchema = z.object({
  ordine: z.string(),
  /** When the order was placed (ISO 8601) and where it is now. */
  data: z.iso.datetime({ offset: true }),
  stato: z.enum(ORDER_STATUSES),
  cliente: z.object({ codice: z.string(), ragioneSociale: z.string() }),
  /** The agent following the client today; null for none. */
  agente: z.object({ codice: z.string(), nome: z.string() }).nullable(),
  riga: z.number().int(),
  codice: z.string(),
  descrizione: z.string(),
  um: z.string(),
  /** Units ordered, shipped so far, still to ship. */
  ordinata: z.number().int(),
  spedita: z.number().int(),
  residua: z.number().int(),
  /** The value of what is still to ship (net price × residua). */
  valoreResiduo: z.number(),
  /** The day it is expected to ship (set by staff, else the delivery day the client asked for), or null. */
  dataPrevista: z.string().nullable(),
});
export type BackorderLine = z.infer<typeof backorderLineSchema>;
export const ordersBackordersDataSchema = listDataSchema(backorderLineSchema);
export type OrdersBackordersData = z.infer<typeof ordersBackordersDataSchema>;
export const ordersBackordersResponseSchema = envelopeSchema(ordersBackordersDataSchema);
export const orderBackordersResponseSchema = ordersBackordersResponseSchema;
