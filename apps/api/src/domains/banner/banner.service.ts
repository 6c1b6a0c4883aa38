// The header's top banners in one language, left, centre, right.
import { BANNER_TIPI, type BannerListData, type Language } from '@shop/contract';
import type { Database } from '../../db/database';
import { findActiveBanners } from './banner.repository';

type BannerTipo = (typeof BANNER_TIPI)[number];

export async function listBanners(db: Database, language: Language): Promise<BannerListData> {
  const rows = await findActiveBanners(db);
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
