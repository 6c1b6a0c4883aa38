// Catalogue: products, categories, brands, search and suggestions, the data tables, the sitemap's products.
export * from './product';
export * from './category';
export * from './brand';
export * from './suggest';
export * from './sitemap';
export * from './data-table';
