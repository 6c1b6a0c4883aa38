// The order calls of the REST API: create (with the Idempotency-Key header), list, detail, reorder,
// and the company's own delivery notes, invoices and backorders.
import {
  documentsListDataSchema,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyKeySchema,
  orderDataSchema,
  orderListDataSchema,
  ordersBackordersDataSchema,
  reorderDataSchema,
  REST_PATHS,
  type DocumentsListData,
  type Language,
  type OrderDetail,
  type OrderListData,
  type OrdersBackordersData,
  type OrderStatus,
  type ReorderData,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export interface PlaceOrder {
  deliveryAddressCode?: string | undefined;
  deliveryDate?: string | undefined;
  orderType?: string | undefined;
  notes?: string | undefined;
  expectedTotal?: number | undefined;
  acceptSaleConditions: boolean;
}

/** POST /api/order/create: the cart becomes an order (once per idempotency key). */
export async function createOrder(
  client: RestClient,
  who: CallIdentity,
  order: PlaceOrder,
  idempotencyKey: string,
  language: Language | undefined,
): Promise<OrderDetail> {
  const fields = {
    AccettaCondizioni: order.acceptSaleConditions ? 'S' : 'N',
    CodDestinazione: order.deliveryAddressCode,
    DataConsegna: order.deliveryDate,
    TipoOrdine: order.orderType,
    Note: order.notes,
    TotaleAtteso: order.expectedTotal,
    Lingua: language,
  };
  // A key that is not one (a line break, a '€' cannot even travel in a header) is left out: the API
  // then refuses the call on Idempotency-Key, in the caller's language, as for a missing key.
  const headers: Record<string, string> = idempotencyKeySchema.safeParse(idempotencyKey).success
    ? { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey }
    : {};
  return (await client.post(REST_PATHS.orderCreate, fields, orderDataSchema, who, headers)).ordine;
}

/** POST /api/order/list. */
export function listOrders(
  client: RestClient,
  who: CallIdentity,
  query: { from?: string; to?: string; status?: OrderStatus; page: number; pageSize: number },
): Promise<OrderListData> {
  const fields = {
    DataDa: query.from,
    DataA: query.to,
    Stato: query.status,
    page: query.page,
    pagesize: query.pageSize,
  };
  return client.post(REST_PATHS.orderList, fields, orderListDataSchema, who);
}

/** POST /api/order/detail. */
export async function orderDetail(
  client: RestClient,
  who: CallIdentity,
  number: string,
  language: Language | undefined,
): Promise<OrderDetail> {
  const fields = { NumeroOrdine: number, Lingua: language };
  return (await client.post(REST_PATHS.orderDetail, fields, orderDataSchema, who)).ordine;
}

/** POST /api/order/reorder: a past order's lines back into the cart. */
export function reorder(
  client: RestClient,
  who: CallIdentity,
  number: string,
  language: Language | undefined,
): Promise<ReorderData> {
  return client.post(
    REST_PATHS.orderReorder,
    { NumeroOrdine: number, Lingua: language },
    reorderDataSchema,
    who,
  );
}

/** POST /api/order/documents: the company's own delivery notes and invoices (of one order with `ordine`). */
export function listOwnDocuments(
  client: RestClient,
  who: CallIdentity,
  fields: FormFields,
): Promise<DocumentsListData> {
  return client.post(REST_PATHS.orderDocuments, fields, documentsListDataSchema, who);
}

/** POST /api/order/backorders: the company's own order lines not yet shipped in full. */
export function listOwnBackorders(
  client: RestClient,
  who: CallIdentity,
  fields: FormFields,
): Promise<OrdersBackordersData> {
  return client.post(REST_PATHS.orderBackorders, fields, ordersBackordersDataSchema, who);
}
