// Content: the storefront's configuration and banners (storefront.ts: top and home banners; manage.ts:
// their management, /bannermanagement), the configuration entries (config.ts), the content version.
export * from './storefront';
export * from './manage';
export * from './config';
export * from './version';
