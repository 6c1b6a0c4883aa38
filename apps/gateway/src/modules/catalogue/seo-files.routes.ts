// The files search engines read: GET /robots.txt, GET /sitemap.xml (a sitemap index) and the files it
// lists, /sitemaps/pages.xml (home, legal pages, listings, categories, brands) and
// /sitemaps/products-<n>.xml (PRODUCTS_PER_SITEMAP products each; a number past the last answers 404).
// Addresses are absolute on the origin the request came to (http on a LAN host name works as https on
// the public one). The data behind them (the API's catalogue, the English setting) is shared between
// requests for SITEMAP_CACHE_TTL_MS, keyed by the API's content version (a category, brand or
// configuration change drops it at once; product changes are not announced, so the TTL bounds them);
// only the XML is written per request, a few milliseconds.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PublicCache } from '../../kernel/cache/public-cache';
import { shopSettings } from '../settings';
import { robotsTxt } from './seo/robots';
import { PRODUCTS_PER_SITEMAP, productPages, shopPages } from './seo/sitemap-pages';
import { sitemapIndexXml, urlSetXml } from './seo/sitemap-xml';
import { fetchBrands } from './upstream';
import { fetchCategoryTree } from './category.upstream';
import { fetchConfig } from '../content';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';
import { fetchSitemapProducts } from './sitemap.upstream';
import { UpstreamError } from '../../kernel/upstream/upstream-error';

/** How long the sitemaps' data is shared (crawlers read the files one after another, rarely). */
export const SITEMAP_CACHE_TTL_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
const SITEMAP_CACHE = 'public, max-age=600';
const PAGES_FILE = '/sitemaps/pages.xml';
const productsFile = (n: number) => `/sitemaps/products-${n}.xml`;
const PRODUCTS_FILE = /^products-([1-9]\d{0,6})\.xml$/;

type Make = (
  origin: string,
  request: FastifyRequest<{ Params: { file?: string } }>,
) => Promise<string | undefined>;

/** An answer of `type`, 404 when `make` finds nothing, 503 (try again later) when the API fails. */
function answer(type: string, cacheControl: string, make: Make) {
  return async (request: FastifyRequest<{ Params: { file?: string } }>, reply: FastifyReply) => {
    try {
      const body = await make(`${request.protocol}://${request.host}`, request);
      if (body === undefined) return reply.callNotFound();
      return reply.header('cache-control', cacheControl).type(type).send(body);
    } catch (error) {
      if (!(error instanceof UpstreamError)) throw error;
      request.log.warn({ err: error }, 'sitemap: the API failed');
      return reply
        .code(503)
        .header('retry-after', '120')
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not available now: try again later.');
    }
  };
}

/** `publicCacheTtlMs` 0 (PUBLIC_CACHE_TTL_MS=0: no shared caches) turns the sitemaps' cache off too. */
export function registerSeoFiles(app: FastifyInstance, rest: RestClient, publicCacheTtlMs: number): void {
  // The API sees the sitemaps' calls as one anonymous visitor's.
  const who: CallIdentity = { sessionId: `sitemap-${randomBytes(12).toString('hex')}` };
  const ttl = publicCacheTtlMs > 0 ? SITEMAP_CACHE_TTL_MS : 0;
  const cache = new PublicCache(ttl, () => app.contentVersion.epoch());
  app.contentVersion.onChange(() => cache.clear());

  const english = () =>
    cache.get('english', async () => shopSettings(await fetchConfig(rest, who, 'it')).englishEnabled);
  const productFiles = async () => {
    const total = await cache.get(
      'products',
      async () => (await fetchSitemapProducts(rest, who, 1, 1)).totale,
    );
    return Math.ceil(total / PRODUCTS_PER_SITEMAP);
  };

  app.get(
    '/robots.txt',
    answer('text/plain; charset=utf-8', 'public, max-age=3600', async (origin) => robotsTxt(origin)),
  );

  app.get(
    '/sitemap.xml',
    answer(XML, SITEMAP_CACHE, async (origin) => {
      const files = Array.from({ length: await productFiles() }, (_, i) => productsFile(i + 1));
      return sitemapIndexXml(origin, [PAGES_FILE, ...files]);
    }),
  );

  app.get<{ Params: { file: string } }>(
    '/sitemaps/:file',
    answer(XML, SITEMAP_CACHE, async (origin, request) => {
      const file = request.params.file ?? '';
      const inEnglish = await english();
      const languages = inEnglish ? 'it-en' : 'it';
      if (`/sitemaps/${file}` === PAGES_FILE) {
        const pages = await cache.get(`pages:${languages}`, async () => {
          const [categoriesIt, categoriesEn, brands] = await Promise.all([
            fetchCategoryTree(rest, who, 'it'),
            inEnglish ? fetchCategoryTree(rest, who, 'en') : [],
            fetchBrands(rest, who),
          ]);
          return shopPages({ english: inEnglish, categoriesIt, categoriesEn, brands });
        });
        return urlSetXml(origin, pages);
      }
      const n = Number(PRODUCTS_FILE.exec(file)?.[1] ?? 0);
      // A number past the last file is not asked of the API (a crawler's guess costs nothing).
      if (n < 1 || n > (await productFiles())) return undefined;
      const pages = await cache.get(`products:${n}:${languages}`, async () => {
        const { prodotti } = await fetchSitemapProducts(rest, who, n, PRODUCTS_PER_SITEMAP);
        return productPages(inEnglish, prodotti);
      });
      return pages.length > 0 ? urlSetXml(origin, pages) : undefined;
    }),
  );
}
