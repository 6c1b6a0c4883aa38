export { AddToCart, AddToCart_product } from './storefront/AddToCart';
export { CartQuery, CartSettingsQuery, LinePrice_fields } from './common/cart-documents';
export type { ProductForLine } from './storefront/cart-optimistic';
export { CartDropdown } from './storefront/CartDropdown';
export { LineImage } from './storefront/LineImage';
export { useCartSettings } from './storefront/useCart';
