// Internal documents (intdocument): POST /api/intdocuments/list, /upload (multipart), /download,
// /delete, bound to the caller (the API keeps each user to his client scope).
import {
  REST_PATHS,
  intdocumentDataSchema,
  intdocumentsListDataSchema,
  type InternalDocument,
} from '@shop/contract';
import type { FormData } from 'undici';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function internalDocumentsUpstream(client: RestClient, who: CallIdentity) {
  return {
    /** A client's (`cliente`) or an order's (`numero`) documents; 404 for one out of scope. */
    list: async (fields: FormFields): Promise<InternalDocument[]> =>
      (await client.post(REST_PATHS.intdocumentsList, fields, intdocumentsListDataSchema, who)).documenti,
    upload: async (form: FormData): Promise<InternalDocument> =>
      (await client.postMultipart(REST_PATHS.intdocumentsUpload, form, intdocumentDataSchema, who)).documento,
    /** The bytes with the API's headers (attachment, type, nosniff). */
    download: (id: string) => client.postForFile(REST_PATHS.intdocumentsDownload, { id }, who),
    remove: async (id: string): Promise<InternalDocument> =>
      (await client.post(REST_PATHS.intdocumentsDelete, { id }, intdocumentDataSchema, who)).documento,
  };
}
