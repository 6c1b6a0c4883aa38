// The catalogue module: products, categories, brands, search and suggestions, product types, sitemap.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontCategoriesRoutes from './storefront.categories.routes';
import storefrontSuggestRoutes from './storefront.suggest.routes';
import storefrontBrandsRoutes from './storefront.brands.routes';
import storefrontDataTableRoutes from './storefront.data-table.routes';
import storefrontProductsRoutes from './storefront.products.routes';
import storefrontSitemapRoutes from './storefront.sitemap.routes';

export { stockState } from './product.presenter';

export const catalogueModule: ShopModule = {
  name: 'catalogue',
  storefront: () => [
    storefrontCategoriesRoutes,
    storefrontSuggestRoutes,
    storefrontBrandsRoutes,
    storefrontDataTableRoutes,
    storefrontProductsRoutes,
    storefrontSitemapRoutes,
  ],
};
