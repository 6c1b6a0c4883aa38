// Contract tests of GET /api/sitemap/products: the active products for search engines' sitemaps,
// code and both descriptions, by code, paged, with the total; nothing priced.
import { REST_PATHS, sitemapProductsResponseSchema, type SitemapProductsData } from '@shop/contract';
import { asc, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { products } from '../../src/db/schema';
import { INTERNALS, SESSION_ID } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();

const get = (query: string, headers: Record<string, string> = { 'x-sessionid': SESSION_ID }) =>
  ctx.app.inject({ method: 'GET', url: `${REST_PATHS.sitemapProducts}${query}`, headers });

async function page(query: string): Promise<SitemapProductsData> {
  const response = await get(query);
  expect(response.statusCode).toBe(200);
  const body = sitemapProductsResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

describe('GET /api/sitemap/products', () => {
  it('pages through every active product by code, leaving withdrawn ones out', async () => {
    const db = ctx.database.handle.db;
    const [first, second] = await db
      .select({ code: products.code })
      .from(products)
      .orderBy(asc(products.code))
      .limit(2);
    // The second product by code is withdrawn: the storefront no longer shows it.
    await db
      .update(products)
      .set({ active: false })
      .where(eq(products.code, second?.code ?? ''));
    const [active] = await db.select({ n: count() }).from(products).where(eq(products.active, true));

    const one = await page('?page=1&size=1000');
    expect(one.totale).toBe(active?.n);
    expect(one.prodotti).toHaveLength(1000);
    expect(one.prodotti[0]?.codart).toBe(first?.code);
    expect(one.prodotti.map((p) => p.codart)).not.toContain(second?.code);
    const two = await page('?page=2&size=1000');
    const codes = [...one.prodotti, ...two.prodotti].map((p) => p.codart);
    expect(new Set(codes).size).toBe(2000);
    expect(codes).toEqual([...codes].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));

    const pages = Math.ceil(one.totale / 1000);
    const last = await page(`?page=${pages}&size=1000`);
    expect(last.prodotti).toHaveLength(one.totale - (pages - 1) * 1000);
    expect((await page(`?page=${pages + 1}&size=1000`)).prodotti).toEqual([]);
  });

  it('answers code and the Italian and English descriptions only (no prices, no stock)', async () => {
    const { prodotti } = await page('?page=1&size=5');
    expect(prodotti).toHaveLength(5);
    for (const product of prodotti) {
      expect(Object.keys(product).sort()).toEqual(['codart', 'descrizione', 'descrizioneEn']);
    }
    const [row] = await ctx.database.handle.db
      .select()
      .from(products)
      .where(eq(products.code, prodotti[0]?.codart ?? ''));
    expect(prodotti[0]).toEqual({
      codart: row?.code,
      descrizione: row?.descriptionIt,
      descrizioneEn: row?.descriptionEn,
    });
  });

  it('takes at most 10,000 a page and 10,000 by default', async () => {
    expect((await page('')).prodotti).toHaveLength(Math.min(10_000, (await page('?size=1')).totale));
    for (const query of ['?size=0', '?size=10001', '?page=0', '?page=x']) {
      const response = await get(query);
      expect(response.statusCode, query).toBe(422);
      expect(response.json().errors[0].field, query).toBe(query.slice(1).split('=')[0]);
      for (const pattern of INTERNALS) expect(response.body).not.toMatch(pattern);
    }
  });

  it('refuses a request without x-sessionid, like every call of the contract', async () => {
    expect((await get('', {})).statusCode).toBe(400);
  });
});
