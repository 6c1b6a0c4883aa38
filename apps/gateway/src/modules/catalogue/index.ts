// The catalogue: categories, brands, products, search and suggestions, and the sitemap and robots.txt.
import { defineModule } from '../../kernel/module';
import { catalogueResolvers } from './catalogue.resolvers';
import { categoryResolvers } from './category.resolvers';
import { catalogueLoaders } from './loaders';
import { registerSeoFiles } from './seo-files.routes';
import { catalogueUpstream } from './upstream';

export { discountSteps, toStockState } from './catalogue.mapping';

export const catalogueModule = defineModule({
  name: 'catalogue',
  resolvers: [categoryResolvers, catalogueResolvers],
  upstream: catalogueUpstream,
  loaders: catalogueLoaders,
  routes: (app, { rest, publicCacheTtlMs }) => registerSeoFiles(app, rest, publicCacheTtlMs),
  publicQueryFields: ['categories', 'brands', 'productTypes'],
});
