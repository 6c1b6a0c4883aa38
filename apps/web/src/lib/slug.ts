// The slug of a label in shop URLs (spec §2): shared with the gateway's sitemaps.
export { slugify } from '@shop/contract/storefront-paths';
