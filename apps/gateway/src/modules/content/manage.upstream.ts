// Banner management: POST /api/banners/list, /detail, /create, /update, /delete and the picture upload
// /image, bound to the caller. `Lingua` (the language of the API's messages) is the caller's own.
import {
  REST_PATHS,
  bannerDeletedDataSchema,
  bannerRecordDataSchema,
  bannersListDataSchema,
  uploadedImageDataSchema,
  type BannerRecord,
  type BannersListData,
  type UploadedImageData,
} from '@shop/contract';
import type { FormData } from 'undici';
import type { CallIdentity, FormFields, RestClient } from '../../kernel/upstream/rest-client';
import { languageOfHeader } from '../../kernel/upstream/request-language';

/** The banner changes that answer the banner as it is afterwards. */
export type BannerEditPath = typeof REST_PATHS.bannersCreate | typeof REST_PATHS.bannersUpdate;

export function bannersUpstream(client: RestClient, who: CallIdentity) {
  const inLanguage = (fields: FormFields): FormFields => ({
    Lingua: languageOfHeader(who.language),
    ...fields,
  });
  return {
    list: (fields: FormFields): Promise<BannersListData> =>
      client.post(REST_PATHS.bannersList, inLanguage(fields), bannersListDataSchema, who),
    /** A 404 for an unknown banner. */
    detail: async (id: string): Promise<BannerRecord> =>
      (await client.post(REST_PATHS.bannersDetail, inLanguage({ id }), bannerRecordDataSchema, who)).banner,
    edit: async (path: BannerEditPath, fields: FormFields): Promise<BannerRecord> =>
      (await client.post(path, inLanguage(fields), bannerRecordDataSchema, who)).banner,
    /** Answers the id removed; a 404 for an unknown banner. */
    remove: async (id: string): Promise<number> =>
      (await client.post(REST_PATHS.bannersDelete, inLanguage({ id }), bannerDeletedDataSchema, who)).id,
    /** The multipart upload (`tipo`, `immagine`): the picture's URLs. */
    image: (form: FormData): Promise<UploadedImageData> =>
      client.postMultipart(REST_PATHS.bannersImage, form, uploadedImageDataSchema, who),
  };
}
