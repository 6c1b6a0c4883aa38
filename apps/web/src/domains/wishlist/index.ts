export { WishlistButton } from './storefront/WishlistButton';
export { WishlistHeaderLink } from './storefront/WishlistHeaderLink';
