// Supplier management: POST /api/suppliers/list, /detail, /products and the changes, bound to the caller.
import {
  REST_PATHS,
  supplierListDataSchema,
  supplierProductListDataSchema,
  supplierRecordDataSchema,
  type SupplierListData,
  type SupplierProductListData,
  type SupplierRecord,
} from '@shop/contract';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

/** The supplier changes (their REST paths); each answers the supplier as it is afterwards. */
export type SupplierEditPath =
  | typeof REST_PATHS.suppliersCreate
  | typeof REST_PATHS.suppliersUpdate
  | typeof REST_PATHS.suppliersDeactivate
  | typeof REST_PATHS.suppliersReactivate
  | typeof REST_PATHS.suppliersContactAdd
  | typeof REST_PATHS.suppliersContactUpdate
  | typeof REST_PATHS.suppliersContactRemove;

export function suppliersUpstream(client: RestClient, who: CallIdentity) {
  return {
    list: (fields: FormFields): Promise<SupplierListData> =>
      client.post(REST_PATHS.suppliersList, fields, supplierListDataSchema, who),
    /** A 404 for an unknown supplier. */
    detail: async (code: string): Promise<SupplierRecord> =>
      (await client.post(REST_PATHS.suppliersDetail, { codice: code }, supplierRecordDataSchema, who))
        .fornitore,
    products: (fields: FormFields): Promise<SupplierProductListData> =>
      client.post(REST_PATHS.suppliersProducts, fields, supplierProductListDataSchema, who),
    edit: async (path: SupplierEditPath, fields: FormFields): Promise<SupplierRecord> =>
      (await client.post(path, fields, supplierRecordDataSchema, who)).fornitore,
  };
}
