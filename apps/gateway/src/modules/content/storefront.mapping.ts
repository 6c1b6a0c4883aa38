// REST banners (header and home page) → GraphQL.
import type { Banner as RestBanner, HomeBanner as RestHomeBanner } from '@shop/contract';
import type { Banner, BannerPosition, HomeBanner } from '../../generated/resolvers-types';

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
