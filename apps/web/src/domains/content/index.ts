export { ConfigLink } from './storefront/ConfigLink';
export { TopBanners, TopBannersQuery } from './storefront/TopBanners';
export { TopNotice } from './storefront/TopNotice';
