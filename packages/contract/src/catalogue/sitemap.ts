// GET /api/sitemap/products?page=N&size=M — the active products as search engines may list them: code
// and description in both languages, ordered by code, one page at a time, with the total. Public
// (visitors' data only: no prices, no stock). The gateway's /sitemaps/products-<n>.xml read it.
import { z } from 'zod';
import { envelopeSchema } from '../kernel/envelope';

/** The most products one call answers, and one sitemap file lists (the protocol allows 50,000 URLs). */
export const SITEMAP_PRODUCTS_MAX_SIZE = 10_000;

export const sitemapProductsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  size: z.coerce.number().int().min(1).max(SITEMAP_PRODUCTS_MAX_SIZE).default(SITEMAP_PRODUCTS_MAX_SIZE),
});
export type SitemapProductsQuery = z.infer<typeof sitemapProductsQuerySchema>;

export const sitemapProductSchema = z.object({
  codart: z.string(),
  /** The Italian description (the Italian address's slug). */
  descrizione: z.string(),
  /** The English description (the English address's slug). */
  descrizioneEn: z.string(),
});
export type SitemapProduct = z.infer<typeof sitemapProductSchema>;

export const sitemapProductsDataSchema = z.object({
  prodotti: z.array(sitemapProductSchema),
  /** All active products: the number of pages is ceil(totale / size). */
  totale: z.number().int().min(0),
});
export type SitemapProductsData = z.infer<typeof sitemapProductsDataSchema>;
export const sitemapProductsResponseSchema = envelopeSchema(sitemapProductsDataSchema);
