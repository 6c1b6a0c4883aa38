// REST banners (header and home page) and promotions → GraphQL.
import type {
  Banner as RestBanner,
  HomeBanner as RestHomeBanner,
  Promotion as RestPromotion,
} from '@shop/contract';
import type { Banner, BannerPosition, HomeBanner, Promotion } from '../../generated/resolvers-types';

const POSITION: Record<RestBanner['tipo'], BannerPosition> = {
  topleft: 'TOP_LEFT',
  topcenter: 'TOP_CENTER',
  topright: 'TOP_RIGHT',
};

export function toBanner(banner: RestBanner): Banner {
  return {
    position: POSITION[banner.tipo],
    text: banner.descrizione,
    link: banner.link || null,
    imageUrl: banner.url || null,
  };
}

export function toHomeBanner(banner: RestHomeBanner): HomeBanner {
  return {
    title: banner.titolo,
    text: banner.descrizione,
    link: banner.link || null,
    imageUrl: banner.url || null,
  };
}

export function toPromotion(promotion: RestPromotion): Promotion {
  return {
    code: promotion.codice,
    title: promotion.titolo,
    description: promotion.descrizione,
    imageUrl: promotion.url,
    applied: promotion.applicata === 'S',
    kind: promotion.tipo === 'testata' ? 'ORDER' : 'PRODUCTS',
    validFrom: promotion.dal,
    validTo: promotion.al,
  };
}
