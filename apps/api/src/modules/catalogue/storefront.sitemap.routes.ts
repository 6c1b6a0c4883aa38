// GET /api/sitemap/products?page=&size= — the active products for search engines' sitemaps: code and
// both descriptions, by code, with the total (contract sitemap.ts). Public: nothing priced.
import { REST_PATHS, sitemapProductsQuerySchema } from '@shop/contract';
import type { FastifyPluginAsync } from 'fastify';
import { findSitemapProducts } from './sitemap.repository';
import { parsePayload } from '../../http/payload';
import { ok } from '../../http/reply';

const sitemapRoutes: FastifyPluginAsync = async (app) => {
  app.get(REST_PATHS.sitemapProducts, async (request) => {
    const query = parsePayload(sitemapProductsQuerySchema, request.query);
    return ok(await findSitemapProducts(app.db, query));
  });
};

export default sitemapRoutes;
