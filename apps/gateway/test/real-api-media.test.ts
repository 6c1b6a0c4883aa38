// Product pictures through the gateway and the real REST API: GraphQL gives each product an Image with
// its sizes, and /media/* answers them from the shop's own origin with the API's immutable caching.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeDemoPictures } from '../../api/src/seed/catalogue/demo-pictures';
import { graphql, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let mediaDir: string;
let api: RealApi;
let gateway: FastifyInstance;

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-media-'));
  await writeDemoPictures(mediaDir);
  api = await startRealApi({ MEDIA_DIR: mediaDir });
  gateway = await startGateway(api.url);
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const PRODUCTS = `query Pictures {
  products(filter: { category: "01.01.01" }, pageSize: 2, language: IT) {
    items { code imageUrl image { url srcSet width height } gallery { url } }
  }
}`;

interface Picture {
  url: string;
  srcSet: string;
  width: number | null;
  height: number | null;
}

describe('product pictures through the gateway', () => {
  it('gives each product its picture in three sizes for srcset', async () => {
    const { status, body } = await graphql(gateway, PRODUCTS);
    expect(status).toBe(200);
    const items = (
      body.data?.products as { items: { imageUrl: string; image: Picture; gallery: Picture[] }[] }
    ).items;
    expect(items).toHaveLength(2);
    for (const item of items) {
      const name = /^\/media\/products\/([a-z0-9-]+)\/800\.webp$/.exec(item.image.url)?.[1];
      expect(name, item.image.url).toBeTruthy();
      expect(item.imageUrl).toBe(item.image.url);
      expect(item.gallery.map((picture) => picture.url)).toEqual([item.image.url]);
      expect(item.image).toEqual({
        url: item.image.url,
        srcSet: `/media/products/${name}/160.webp 160w, /media/products/${name}/400.webp 400w, /media/products/${name}/800.webp 800w`,
        width: 800,
        height: 800,
      });
    }
  });

  it('answers a picture from its own origin: WebP, cached for a year, immutable', async () => {
    const { body } = await graphql(gateway, PRODUCTS);
    const [item] = (body.data?.products as { items: { image: Picture }[] }).items;
    const [small] = (item?.image.srcSet ?? '').split(', ');
    const url = (small ?? '').split(' ')[0] as string;
    const response = await gateway.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/webp');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
  });

  it('passes a missing picture on as a 404 that is not cached', async () => {
    const response = await gateway.inject({ method: 'GET', url: '/media/products/nothing-here/400.webp' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toMatch(/\/tmp|\.svg|stack/i);
  });
});

describe('product pictures while the API is down', () => {
  it('answers 503 UPSTREAM_UNAVAILABLE, not cached', async () => {
    const lonely = await startGateway('http://127.0.0.1:9');
    try {
      const response = await lonely.inject({ method: 'GET', url: '/media/products/x-1/400.webp' });
      expect(response.statusCode).toBe(503);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toMatchObject({ code: 'UPSTREAM_UNAVAILABLE' });
    } finally {
      await lonely.close();
    }
  });
});
