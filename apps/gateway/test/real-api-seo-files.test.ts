// robots.txt and the sitemaps over the real REST API (demo data on PGlite, 11,000 products: the 5,000
// of the demo and 6,000 copies, so that the products take two sitemap files), asked as a crawler
// would, on the LAN host name the shop answers to over plain HTTP.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

const HOST = 'shop-server:4000';
const ORIGIN = `http://${HOST}`;

let api: RealApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  api = await startRealApi();
  // Copies of the demo's products under other codes: all of them (Y…), then 1,000 again (Z…).
  for (const [prefix, limit] of [
    ['Y', 5000],
    ['Z', 1000],
  ] as const) {
    await runSql(`
      insert into products (code, description_it, description_en, brand_code, category_code, supplier_code,
        um, price_p1, price_p1b2b, price_p2, price_p3)
      select '${prefix}' || code, description_it, description_en, brand_code, category_code, supplier_code,
        um, price_p1, price_p1b2b, price_p2, price_p3
      from products where code not like 'Y%' order by code limit ${limit}`);
  }
  gateway = await startGateway(api.url);
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

/** SQL on the API's database (the real-API tests run it on PGlite). */
async function runSql(text: string): Promise<void> {
  if (api.database.kind !== 'pglite') throw new Error('expected the PGlite database of the real-API tests');
  await api.database.client.exec(text);
}

const get = (target: FastifyInstance, url: string) =>
  target.inject({ method: 'GET', url, headers: { host: HOST } });
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('GET /robots.txt', () => {
  it('allows the catalogue, keeps crawlers out of users’ pages and the reserved area, names the sitemap', async () => {
    const response = await get(gateway, '/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = response.body.split('\n');
    expect(lines.slice(0, 2)).toEqual(['User-agent: *', 'Allow: /']);
    for (const path of ['/account', '/cart', '/checkout', '/en/wishlist', '/search', '/en/login']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    for (const path of ['/reservedarea', '/clients', '/client/', '/en/orders', '/tools/', '/graphql']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(
      lines.filter((line) => /^Disallow: \/(en\/)?(product|category|brand|pages|offerte)/.test(line)),
    ).toEqual([]);
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

describe('GET /sitemap.xml', () => {
  it('is a sitemap index of the pages and of the products in files of 10,000', async () => {
    const response = await get(gateway, '/sitemap.xml');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(response.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(response.body)).toEqual([
      `${ORIGIN}/sitemaps/pages.xml`,
      `${ORIGIN}/sitemaps/products-1.xml`,
      `${ORIGIN}/sitemaps/products-2.xml`,
    ]);
  });

  it('lists each product in Italian and English with its alternates, at its canonical address', async () => {
    const first = await get(gateway, '/sitemaps/products-1.xml');
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/xml; charset=utf-8');
    const it = `${ORIGIN}/product/al000001/pasta-di-semola-linguine-500-g?codart=AL000001`;
    const en = `${ORIGIN}/en/product/al000001/durum-wheat-pasta-linguine-500-g?codart=AL000001`;
    const links =
      `<xhtml:link rel="alternate" hreflang="it" href="${it}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${it}"/>`;
    // (toBe(true): a failure should not print the 9 MB file.)
    expect(first.body.includes(`<url><loc>${it}</loc>${links}</url>\n`)).toBe(true);
    expect(first.body.includes(`<url><loc>${en}</loc>${links}</url>\n`)).toBe(true);
    expect(locs(first.body)).toHaveLength(20_000);

    const second = await get(gateway, '/sitemaps/products-2.xml');
    expect(second.statusCode).toBe(200);
    expect(locs(second.body)).toHaveLength(2_000);
    const all = new Set([...locs(first.body), ...locs(second.body)]);
    expect(all.size).toBe(22_000);
  });

  it('answers 404 for a file past the last one, or a file it does not make', async () => {
    for (const url of [
      '/sitemaps/products-3.xml',
      '/sitemaps/products-0.xml',
      '/sitemaps/products-01.xml',
      '/sitemaps/x.xml',
    ]) {
      expect((await get(gateway, url)).statusCode, url).toBe(404);
    }
  });

  it('lists the home page, the legal pages, the listings, every category and every brand', async () => {
    const response = await get(gateway, '/sitemaps/pages.xml');
    expect(response.statusCode).toBe(200);
    const addresses = locs(response.body);
    for (const path of [
      '/',
      '/en',
      '/pages/privacy-policy',
      '/en/pages/cookie-policy',
      '/offerte',
      '/en/outlet',
    ]) {
      expect(addresses).toContain(`${ORIGIN}${path}`);
    }
    // Categories and brands at the address their pages declare canonical (the code once, in the path).
    expect(addresses.filter((a) => a?.includes('/category/'))).toHaveLength(2 * (10 + 50 + 200));
    expect(addresses.filter((a) => a?.includes('/brand/'))).toHaveLength(2 * 40);
    expect(addresses).toContain(`${ORIGIN}/brand/GRANSOLE/gran-sole`);
    expect(addresses.every((a) => !a?.includes('?'))).toBe(true);
  });
});

describe('sitemaps without English, without the API', () => {
  it('lists only the Italian addresses when English is off', async () => {
    await runSql(`update config_entries set descrizione = 'N' where tipo = 'Set_LinguaEN'`);
    const italianOnly = await startGateway(api.url, { PUBLIC_CACHE_TTL_MS: '0' });
    try {
      const response = await get(italianOnly, '/sitemaps/products-1.xml');
      expect(locs(response.body)).toHaveLength(10_000);
      expect(response.body).not.toContain('xhtml:link');
      expect(response.body).not.toContain('/en/');
    } finally {
      await italianOnly.close();
      await runSql(`update config_entries set descrizione = 'S' where tipo = 'Set_LinguaEN'`);
    }
  });

  it('answers 503 with Retry-After while the API cannot be reached; robots.txt still answers', async () => {
    const cut = await startGateway('http://127.0.0.1:9');
    try {
      const response = await get(cut, '/sitemap.xml');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBe('120');
      expect((await get(cut, '/robots.txt')).statusCode).toBe(200);
    } finally {
      await cut.close();
    }
  });
});
