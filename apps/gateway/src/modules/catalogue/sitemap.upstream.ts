import { REST_PATHS, sitemapProductsDataSchema, type SitemapProductsData } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** GET /api/sitemap/products: one page of the active products (code, both descriptions) and the total. */
export function fetchSitemapProducts(
  client: RestClient,
  who: CallIdentity,
  page: number,
  size: number,
): Promise<SitemapProductsData> {
  const query = new URLSearchParams({ page: String(page), size: String(size) });
  return client.get(`${REST_PATHS.sitemapProducts}?${query.toString()}`, sitemapProductsDataSchema, who);
}
