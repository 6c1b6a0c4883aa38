// The header's top banners in one language, left, centre, right; the home page's banners in order;
// only those shown today (active, today within their days: Europe/Rome).
import {
  BANNER_TIPI,
  HOME_BANNER_TIPO,
  type BannerListData,
  type HomeBannerListData,
  type Language,
} from '@shop/contract';
import type { Database } from '../../db/database';
import { shopDay } from '../../kernel/shop-calendar';
import { findActiveBanners } from './banners.repository';

type BannerTipo = (typeof BANNER_TIPI)[number];

/** The header's top banners (left, centre, right) shown today, in `language`. */
export async function listTopBanners(
  db: Database,
  language: Language,
  today = shopDay(),
): Promise<BannerListData> {
  const rows = await findActiveBanners(db, BANNER_TIPI, today);
  const order = (tipo: string) => BANNER_TIPI.indexOf(tipo as BannerTipo);
  return {
    immagini: rows
      .sort((a, b) => order(a.tipo) - order(b.tipo) || a.position - b.position)
      .map((row) => ({
        tipo: row.tipo as BannerTipo, // kept to BANNER_TIPI by the column's check constraint
        descrizione: language === 'en' ? row.textEn : row.textIt,
        link: row.link,
        url: row.image,
      })),
  };
}

/** The home page's banners shown today, in order, in `language`. */
export async function listHomeBanners(
  db: Database,
  language: Language,
  today = shopDay(),
): Promise<HomeBannerListData> {
  const rows = await findActiveBanners(db, [HOME_BANNER_TIPO], today);
  return {
    banner: rows.map((row) => ({
      titolo: language === 'en' ? row.titleEn : row.titleIt,
      descrizione: language === 'en' ? row.textEn : row.textIt,
      link: row.link,
      url: row.image,
    })),
  };
}
