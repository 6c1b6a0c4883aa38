// Staff order management (issue 15): POST /api/orders/list, /detail, /backorders, /setstatus,
// /editlines, /ship, /invoice and /api/documents/list, /detail, bound to the caller (the API keeps
// each user to his client scope and checks each change against the order's life).
import {
  REST_PATHS,
  documentDataSchema,
  documentsListDataSchema,
  orderRecordDataSchema,
  ordersBackordersDataSchema,
  ordersInvoiceDataSchema,
  ordersListDataSchema,
  ordersShipDataSchema,
  type DocumentDetail,
  type DocumentsListData,
  type OrderRecord,
  type OrdersBackordersData,
  type OrdersInvoiceData,
  type OrdersListData,
  type OrdersShipData,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function ordersManagementUpstream(client: RestClient, who: CallIdentity) {
  return {
    list: (fields: FormFields): Promise<OrdersListData> =>
      client.post(REST_PATHS.ordersList, fields, ordersListDataSchema, who),
    /** A 404 for an unknown order or one of a client out of the caller's scope. */
    detail: async (fields: FormFields): Promise<OrderRecord> =>
      (await client.post(REST_PATHS.ordersDetail, fields, orderRecordDataSchema, who)).ordine,
    /** The order after the change: 409 for a stale version or a step its life does not allow. */
    setStatus: async (fields: FormFields): Promise<OrderRecord> =>
      (await client.post(REST_PATHS.ordersSetstatus, fields, orderRecordDataSchema, who)).ordine,
    editLines: async (fields: FormFields): Promise<OrderRecord> =>
      (await client.post(REST_PATHS.ordersEditlines, fields, orderRecordDataSchema, who)).ordine,
    ship: (fields: FormFields): Promise<OrdersShipData> =>
      client.post(REST_PATHS.ordersShip, fields, ordersShipDataSchema, who),
    invoice: (fields: FormFields): Promise<OrdersInvoiceData> =>
      client.post(REST_PATHS.ordersInvoice, fields, ordersInvoiceDataSchema, who),
    backorders: (fields: FormFields): Promise<OrdersBackordersData> =>
      client.post(REST_PATHS.ordersBackorders, fields, ordersBackordersDataSchema, who),
    documents: (fields: FormFields): Promise<DocumentsListData> =>
      client.post(REST_PATHS.documentsList, fields, documentsListDataSchema, who),
    /** A 404 for an unknown document or one of a client out of the caller's scope. */
    document: async (fields: FormFields): Promise<DocumentDetail> =>
      (await client.post(REST_PATHS.documentsDetail, fields, documentDataSchema, who)).documento,
  };
}
