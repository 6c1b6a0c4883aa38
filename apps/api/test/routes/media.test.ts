// GET /media/products/{name}/{width}.webp: the demo products' pictures, written by the seed into the
// media folder and served in three widths with a year-long immutable cache.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  IMMUTABLE_CACHE_CONTROL,
  PRODUCT_IMAGE_WIDTHS,
  productImageSizes,
  productListResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { writeDemoPictures } from '../../src/seed/catalogue/demo-pictures';
import { post } from '../helpers/requests';
import { openTestDatabase, testEnv, type TestDatabase } from '../helpers/test-database';

let app: FastifyInstance;
let database: TestDatabase;
let mediaDir: string;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'shop-media-'));
  expect(await writeDemoPictures(mediaDir)).toBe(800);
  expect(await writeDemoPictures(mediaDir)).toBe(0); // a second start writes nothing
  database = await openTestDatabase();
  app = await buildApp(loadConfig(testEnv({ MEDIA_DIR: mediaDir })), { database: database.handle });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.destroy();
  await rm(mediaDir, { recursive: true, force: true });
});

async function listedImageUrls(fields: Record<string, string>): Promise<string[]> {
  const response = await post(app, REST_PATHS.productList, { Lingua: 'it', pagesize: '24', ...fields });
  const body = productListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data.items.map((item) => {
    expect(item.immagini).toEqual([item.url]);
    return item.url;
  });
}

describe('product pictures', () => {
  it('gives every demo product a picture the API serves, shared within a leaf and brand', async () => {
    const urls = await listedImageUrls({ category: '01.01.01' });
    expect(urls).toHaveLength(24);
    for (const url of urls)
      expect(url).toMatch(/^\/media\/products\/01-01-01-[a-z]+-[0-9a-f]{10}\/800\.webp$/);
    // 25 pasta products of 4 brands: at most 4 pictures, and more than one.
    const distinct = new Set(urls);
    expect(distinct.size).toBeGreaterThan(1);
    expect(distinct.size).toBeLessThanOrEqual(4);
    const other = await listedImageUrls({ category: '06.01.01' });
    expect(other.some((url) => distinct.has(url))).toBe(false);
  });

  it('answers each width as a square WebP with a year-long immutable cache', async () => {
    const [url] = await listedImageUrls({ category: '02.01.01' });
    const sizes = productImageSizes(url as string);
    expect(sizes?.map((size) => size.width)).toEqual([...PRODUCT_IMAGE_WIDTHS]);
    for (const size of sizes ?? []) {
      const response = await app.inject({ method: 'GET', url: size.url });
      expect(response.statusCode, size.url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe(IMMUTABLE_CACHE_CONTROL);
      const meta = await sharp(response.rawPayload).metadata();
      expect(meta).toMatchObject({ format: 'webp', width: size.width, height: size.width });
    }
  });

  it('makes a size once, on the first requests for it, and then reads it from disk', async () => {
    const [url] = await listedImageUrls({ category: '07.01.01' });
    const [first, ...rest] = await Promise.all(
      Array.from({ length: 5 }, () => app.inject({ method: 'GET', url: url as string })),
    );
    for (const response of rest) expect(response.rawPayload.equals(first?.rawPayload as Buffer)).toBe(true);
    const name = (url as string).split('/')[3] as string;
    expect(existsSync(path.join(mediaDir, 'cache', 'products', name, '800.webp'))).toBe(true);
    const again = await app.inject({ method: 'GET', url: url as string });
    expect(again.rawPayload.equals(first?.rawPayload as Buffer)).toBe(true);
  });

  it('answers 404, not cached, for a picture, width or name it does not have', async () => {
    const [url] = await listedImageUrls({ category: '01.01.02' });
    const name = (url as string).split('/')[3] as string;
    for (const bad of [
      `/media/products/${name}/300.webp`,
      `/media/products/${name}/400.png`,
      `/media/products/${name}x/400.webp`,
      '/media/products/..%2f..%2fetc%2fpasswd/400.webp',
      `/media/products/${name.toUpperCase()}/400.webp`,
    ]) {
      const response = await app.inject({ method: 'GET', url: bad });
      expect(response.statusCode, bad).toBe(404);
      expect(response.headers['cache-control'], bad).toBe('no-store');
      expect(response.json()).toMatchObject({ success: false });
    }
    // Dots that the router resolves away never reach the folder either.
    const dots = await app.inject({ method: 'GET', url: '/media/products/%2e%2e/400.webp' });
    expect(dots.statusCode).toBe(404);
  });
});
