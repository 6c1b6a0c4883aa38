// What the order-management resolvers receive: the REST contract's rows.
import type {
  BackorderLine,
  DocumentDetail,
  DocumentListItem,
  OrderGridItem,
  OrderRecord,
} from '@shop/contract';

export type ManagedOrderSummaryModel = OrderGridItem;
export type ManagedOrderModel = OrderRecord;
export type BackorderModel = BackorderLine;
export type OrderDocumentSummaryModel = DocumentListItem;
export type OrderDocumentModel = DocumentDetail;
