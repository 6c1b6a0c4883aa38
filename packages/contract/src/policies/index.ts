// Policies: privacy policy and sale conditions as the storefront reads them (storefront.ts) and their
// management (manage.ts).
export * from './storefront';
export * from './manage';
