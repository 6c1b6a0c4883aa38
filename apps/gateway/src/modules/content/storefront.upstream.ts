// The storefront's banners (public) of the REST API.
import {
  bannerListDataSchema,
  homeBannerListDataSchema,
  REST_PATHS,
  type Banner,
  type HomeBanner,
  type Language,
} from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

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
