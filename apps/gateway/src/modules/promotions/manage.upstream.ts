// Promotion management: POST /api/promotions/list, /detail, /create, /update, /activate, /deactivate
// and the picture upload /image, bound to the caller. A call without a language argument in GraphQL
// (the changes) gets the caller's own as `Lingua`: the names it answers and its messages are in it.
import {
  REST_PATHS,
  promotionRecordDataSchema,
  promotionsListDataSchema,
  uploadedImageDataSchema,
  type PromotionRecord,
  type PromotionsListData,
  type UploadedImageData,
} from '@shop/contract';
import type { FormData } from 'undici';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';
import { languageOfHeader } from '../../kernel/upstream/request-language';

/** The promotion changes (their REST paths); each answers the promotion as it is afterwards. */
export type PromotionEditPath =
  | typeof REST_PATHS.promotionsCreate
  | typeof REST_PATHS.promotionsUpdate
  | typeof REST_PATHS.promotionsActivate
  | typeof REST_PATHS.promotionsDeactivate;

export function promotionsUpstream(client: RestClient, who: CallIdentity) {
  const inLanguage = (fields: FormFields): FormFields => ({
    Lingua: languageOfHeader(who.language),
    ...fields,
  });
  return {
    list: (fields: FormFields): Promise<PromotionsListData> =>
      client.post(REST_PATHS.promotionsList, inLanguage(fields), promotionsListDataSchema, who),
    /** A 404 for an unknown promotion. */
    detail: async (fields: FormFields): Promise<PromotionRecord> =>
      (await client.post(REST_PATHS.promotionsDetail, inLanguage(fields), promotionRecordDataSchema, who))
        .promozione,
    edit: async (path: PromotionEditPath, fields: FormFields): Promise<PromotionRecord> =>
      (await client.post(path, inLanguage(fields), promotionRecordDataSchema, who)).promozione,
    /** The multipart upload (`immagine`): the picture's URLs. */
    image: (form: FormData): Promise<UploadedImageData> =>
      client.postMultipart(REST_PATHS.promotionsImage, form, uploadedImageDataSchema, who),
  };
}
