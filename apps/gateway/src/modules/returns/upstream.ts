// Returns (resi, issue 16): POST /api/returns/returnable, /request (multipart), /list, /detail,
// /message, /approve, /reject, /photo, /pdf, bound to the caller (the API keeps each user to his
// client scope: a customer his own client's returns).
import {
  REST_PATHS,
  returnDataSchema,
  returnsListDataSchema,
  returnsReturnableDataSchema,
  type ReturnDetail,
  type ReturnsListData,
  type ReturnsReturnableData,
} from '@shop/contract';
import type { FormData } from 'undici';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';

export function returnsUpstream(client: RestClient, who: CallIdentity) {
  return {
    returnable: (fields: FormFields): Promise<ReturnsReturnableData> =>
      client.post(REST_PATHS.returnsReturnable, fields, returnsReturnableDataSchema, who),
    list: (fields: FormFields): Promise<ReturnsListData> =>
      client.post(REST_PATHS.returnsList, fields, returnsListDataSchema, who),
    /** A 404 for an unknown return or one out of the caller's scope. */
    detail: async (fields: FormFields): Promise<ReturnDetail> =>
      (await client.post(REST_PATHS.returnsDetail, fields, returnDataSchema, who)).reso,
    request: async (form: FormData): Promise<ReturnDetail> =>
      (await client.postMultipart(REST_PATHS.returnsRequest, form, returnDataSchema, who)).reso,
    message: async (fields: FormFields): Promise<ReturnDetail> =>
      (await client.post(REST_PATHS.returnsMessage, fields, returnDataSchema, who)).reso,
    approve: async (fields: FormFields): Promise<ReturnDetail> =>
      (await client.post(REST_PATHS.returnsApprove, fields, returnDataSchema, who)).reso,
    reject: async (fields: FormFields): Promise<ReturnDetail> =>
      (await client.post(REST_PATHS.returnsReject, fields, returnDataSchema, who)).reso,
    /** The photo's bytes with the API's headers. */
    photo: (id: string) => client.postForFile(REST_PATHS.returnsPhoto, { id }, who),
    /** The credit note's PDF with the API's headers; none yet: 404. */
    pdf: (id: string, language: 'it' | 'en') =>
      client.postForFile(REST_PATHS.returnsPdf, { id, Lingua: language }, who),
  };
}
