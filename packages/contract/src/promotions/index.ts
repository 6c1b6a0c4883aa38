// Promotions: what the storefront shows (storefront.ts, the spec's calls) and their management (manage.ts).
export * from './storefront';
export * from './manage';
