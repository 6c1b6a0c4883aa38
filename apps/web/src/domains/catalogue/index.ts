export { CategoryTree, type CategoryTree_categories } from './storefront/CategoryTree';
export { requestedCode } from './storefront/product/requested-code';
export { ProductCard } from './storefront/ProductCard';
export { GRID_COLUMNS } from './storefront/ProductGrid';
export { HeaderSearch } from './storefront/search/HeaderSearch';
