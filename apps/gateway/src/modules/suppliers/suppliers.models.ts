// What the supplier resolvers receive: the REST contract's rows.
import type { SupplierListItem, SupplierProduct, SupplierRecord } from '@shop/contract';

export type SupplierSummaryModel = SupplierListItem;
export type SupplierRecordModel = SupplierRecord;
export type SupplierProductModel = SupplierProduct;
