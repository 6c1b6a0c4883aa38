// Suppliers: the storefront's supplier list (storefront.ts) and the suppliers' management (manage.ts).
export * from './storefront';
export * from './manage';
