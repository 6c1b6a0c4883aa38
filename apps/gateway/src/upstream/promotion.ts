// Banners (public) and promotions (per user) of the REST API.
import {
  bannerListDataSchema,
  homeBannerListDataSchema,
  promotionListDataSchema,
  REST_PATHS,
  type Banner,
  type HomeBanner,
  type Language,
  type Promotion,
  type UserTipo,
} from '@shop/contract';
import type { CallIdentity, RestClient } from './rest-client';

/** POST /api/banner: the active top banners of one language. */
export async function fetchBanners(
  client: RestClient,
  who: CallIdentity,
  language: Language,
): Promise<Banner[]> {
  const data = await client.post(REST_PATHS.banner, { Lingua: language }, bannerListDataSchema, who);
  return data.immagini;
}

/** POST /api/banner/home: the active home page banners of one language. */
export async function fetchHomeBanners(
  client: RestClient,
  who: CallIdentity,
  language: Language,
): Promise<HomeBanner[]> {
  const data = await client.post(REST_PATHS.homeBanner, { Lingua: language }, homeBannerListDataSchema, who);
  return data.banner;
}

/** POST /api/promotion: the promotions of one user (the caller: TipoUtente and CodUtente are theirs). */
export async function fetchPromotions(
  client: RestClient,
  who: CallIdentity,
  query: { tipo: UserTipo; userCode: string; excludeHeader: boolean; language: Language },
): Promise<Promotion[]> {
  const fields = {
    TipoUtente: query.tipo,
    CodUtente: query.userCode,
    EscludiPromozioniDiTestata: query.excludeHeader ? 'S' : 'N',
    Lingua: query.language,
  };
  const data = await client.post(REST_PATHS.promotion, fields, promotionListDataSchema, who);
  return data.promozioni;
}
