// Picture uploads for banners and promotions through the gateway (POST /uploads/banner-home,
// /uploads/banner-top, /uploads/promotion) over the real REST API: a real picture made on the spot
// answers its URL and sizes, which then serve through /media and are saved on a banner or promotion;
// a file that is no picture, none, one too big or too small is refused on `file`; the session and the
// CSRF header are required; only management may upload; no answer holds internals.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { UserTipo } from '@shop/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { picture } from '../../api/test/helpers/uploads';
import { SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let mediaDir: string;
let api: RealApi;
let gateway: FastifyInstance;
const tokens = new Map<string, string>();

const USERS: Record<UserTipo, { username: string; password?: string }> = {
  C: { username: 'rossi' },
  WC: { username: 'miramare' },
  WU: { username: 'colombo' },
  A: { username: 'moretti' },
  X: { username: 'admin' },
  U: { username: 'ufficio', password: 'Provvisoria1' },
  F: { username: 'fiere' },
};
const PREFLIGHT = { 'apollo-require-preflight': 'true' };

interface FilePart {
  bytes: Uint8Array;
  type?: string;
  name?: string;
  field?: string;
}

/** A multipart body as a browser's FormData sends it. */
async function multipart(file: FilePart | null, extra: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  if (file) {
    form.append(
      file.field ?? 'file',
      new Blob([file.bytes], { type: file.type ?? 'image/png' }),
      file.name ?? 'picture.png',
    );
  }
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type') ?? 'multipart/form-data',
  };
}

async function upload(
  route: string,
  file: FilePart | null,
  { token, headers = PREFLIGHT }: { token?: string; headers?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const body = await multipart(file);
  return gateway.inject({
    method: 'POST',
    url: `/uploads/${route}`,
    payload: body.payload,
    headers: {
      'content-type': body.type,
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
  });
}

async function graphql(query: string, variables: Record<string, unknown>, token: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: { query, variables },
  });
  return res.json();
}

const admin = () => tokens.get('X') as string;
const errorOf = (res: LightMyRequestResponse) => res.json().errors[0];

beforeAll(async () => {
  mediaDir = await mkdtemp(path.join(os.tmpdir(), 'gateway-uploads-'));
  api = await startRealApi({ MEDIA_DIR: mediaDir });
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  for (const [tipo, { username, password = 'Bellini2026' }] of Object.entries(USERS)) {
    const body = await graphql(
      `
        mutation ($u: String!, $p: String!) {
          login(input: { username: $u, password: $p }, tokenDelivery: BEARER) {
            token
          }
        }
      `,
      { u: username, p: password },
      '',
    );
    tokens.set(tipo, body.data.login.token);
  }
}, 120_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await rm(mediaDir, { recursive: true, force: true });
});

describe('picture uploads', () => {
  it('stores a home banner picture, answers its sizes, serves them through /media and saves it on a banner', async () => {
    const res = await upload(
      'banner-home',
      { bytes: await picture(1500, 500, 'jpeg'), type: 'image/jpeg' },
      {
        token: admin(),
      },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-security-policy']).toBeDefined();
    const { url, sizes } = res.json();
    const name = /^\/media\/banners\/(banner-home-[0-9a-f]{20})\/1200\.webp$/.exec(url)?.[1];
    expect(name, url).toBeTruthy();
    expect(sizes).toEqual(
      [600, 1200, 1800].map((width) => ({
        url: `/media/banners/${name}/${width}.webp`,
        width,
        height: width / 3,
      })),
    );
    for (const size of sizes) {
      const served = await gateway.inject({ method: 'GET', url: size.url });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
    }

    const saved = await graphql(
      `
        mutation ($input: ManagedBannerInput!) {
          createManagedBanner(input: $input) {
            imageUrl
          }
        }
      `,
      { input: { placement: 'HOME', titleIt: 'Con foto', titleEn: 'With a picture', imageUrl: url } },
      admin(),
    );
    expect(saved.data.createManagedBanner.imageUrl).toBe(url);
    // The storefront's home banners show it (their picture comes from the shop's own origin).
    const home = await graphql(
      `
        {
          homeBanners(language: EN) {
            title
            imageUrl
          }
        }
      `,
      {},
      admin(),
    );
    expect(home.data.homeBanners).toContainEqual({ title: 'With a picture', imageUrl: url });
  });

  it('stores a header icon and a promotion picture in their own formats', async () => {
    const icon = await upload('banner-top', { bytes: await picture(64, 64) }, { token: admin() });
    expect(icon.statusCode, icon.body).toBe(200);
    expect(icon.json().url).toMatch(/^\/media\/banners\/banner-top-[0-9a-f]{20}\/64\.webp$/);
    expect(icon.json().sizes.map((s: { width: number }) => s.width)).toEqual([32, 64]);

    const promo = await upload(
      'promotion',
      { bytes: await picture(800, 400, 'webp'), type: 'image/webp', name: 'promo.webp' },
      { token: admin() },
    );
    expect(promo.statusCode, promo.body).toBe(200);
    const { url } = promo.json();
    expect(url).toMatch(/^\/media\/promotions\/promotion-[0-9a-f]{20}\/600\.webp$/);
    const saved = await graphql(
      `
        mutation ($input: ManagedPromotionInput!) {
          createManagedPromotion(code: "FOTO", input: $input) {
            imageUrl
          }
        }
      `,
      {
        input: {
          offer: 'ORDER_DISCOUNT',
          titleIt: 'Con foto',
          titleEn: 'With a picture',
          from: '2030-01-01',
          to: '2030-12-31',
          discountPercent: '1',
          imageUrl: url,
        },
      },
      admin(),
    );
    expect(saved.data?.createManagedPromotion.imageUrl).toBe(url);
    // A banner picture is not a promotion's.
    const wrong = await graphql(
      `
        mutation ($input: ManagedPromotionInput!) {
          updateManagedPromotion(code: "FOTO", input: $input) {
            imageUrl
          }
        }
      `,
      {
        input: {
          offer: 'ORDER_DISCOUNT',
          titleIt: 'Con foto',
          titleEn: 'With a picture',
          from: '2030-01-01',
          to: '2030-12-31',
          discountPercent: '1',
          imageUrl: icon.json().url,
        },
      },
      admin(),
    );
    expect(wrong.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'input.imageUrl' });
  });

  it('answers through the compress and security headers plugins', async () => {
    const body = await multipart({ bytes: await picture(64, 64) });
    const res = await gateway.inject({
      method: 'POST',
      url: '/uploads/banner-top',
      payload: body.payload,
      headers: {
        'content-type': body.type,
        'accept-encoding': 'br, gzip',
        'x-apollo-operation-name': 'UploadIcon',
        authorization: `Bearer ${admin()}`,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().url).toMatch(/^\/media\/banners\//);
  });

  it('refuses what is no picture, no file, too big or too small on `file`, in the caller’s language', async () => {
    const text = await upload(
      'banner-home',
      {
        bytes: new TextEncoder().encode('just some text'),
        type: 'image/png',
        name: 'notes.png',
      },
      { token: admin() },
    );
    expect(text.statusCode).toBe(422);
    expect(errorOf(text)).toEqual({
      message: 'Il file non è un’immagine PNG, JPEG o WebP.',
      extensions: { code: 'BAD_USER_INPUT', field: 'file', rule: 'imageType' },
    });
    const english = await upload(
      'promotion',
      { bytes: new TextEncoder().encode('%PDF-1.7') },
      {
        token: admin(),
        headers: { ...PREFLIGHT, 'accept-language': 'en' },
      },
    );
    expect(errorOf(english).message).toBe('The file is not a PNG, JPEG or WebP image.');

    const none = await upload(
      'banner-home',
      { bytes: await picture(64, 64), field: 'immagine' },
      {
        token: admin(),
      },
    );
    expect(none.statusCode).toBe(422);
    expect(errorOf(none).extensions).toEqual({ code: 'BAD_USER_INPUT', field: 'file', rule: 'required' });

    // Over the API's 5 MB but within the route's 10 MB body: the contract's limit, checked here.
    const big = new Uint8Array(6 * 1024 * 1024);
    big.set(await picture(64, 64));
    const large = await upload('promotion', { bytes: big }, { token: admin() });
    expect(large.statusCode).toBe(413);
    expect(errorOf(large).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'file',
      rule: 'imageTooLarge',
    });
    // Over the route's body limit: refused while reading.
    const huge = await upload('promotion', { bytes: new Uint8Array(11 * 1024 * 1024) }, { token: admin() });
    expect(huge.statusCode).toBe(413);
    expect(errorOf(huge).extensions).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'file',
      rule: 'imageTooLarge',
    });

    // A real picture the API refuses (narrower than the home banner's 600 px): its message, on `file`.
    const small = await upload('banner-home', { bytes: await picture(300, 100) }, { token: admin() });
    expect(small.statusCode).toBe(422);
    expect(errorOf(small).extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'file' });
    expect(errorOf(small).message).toMatch(/600/);

    for (const res of [text, none, large, huge, small]) {
      expect(res.body).not.toMatch(/\/work\/|\bat \w+ \(|select |node_modules|FST_/i);
    }
  });

  it('needs a multipart body, the CSRF header and a session', async () => {
    const json = await gateway.inject({
      method: 'POST',
      url: '/uploads/banner-home',
      payload: { file: 'x' },
      headers: { ...PREFLIGHT, authorization: `Bearer ${admin()}` },
    });
    expect(json.statusCode).toBe(415);
    expect(errorOf(json).extensions).toEqual({ code: 'BAD_REQUEST' });
    const broken = await gateway.inject({
      method: 'POST',
      url: '/uploads/banner-home',
      payload: '--nope\r\nnot a part',
      headers: {
        ...PREFLIGHT,
        'content-type': 'multipart/form-data; boundary=other',
        authorization: `Bearer ${admin()}`,
      },
    });
    expect(broken.statusCode).toBe(400);
    expect(errorOf(broken).extensions).toEqual({ code: 'BAD_REQUEST' });

    const bytes = await picture(64, 64);
    // A plain HTML form can send neither header: refused before the body is read.
    const noPreflight: Array<Record<string, string>> = [{}, { 'apollo-require-preflight': '' }];
    for (const headers of noPreflight) {
      const csrf = await upload('banner-top', { bytes }, { token: admin(), headers });
      expect(csrf.statusCode).toBe(400);
      expect(errorOf(csrf).extensions).toEqual({ code: 'BAD_REQUEST' });
      expect(errorOf(csrf).message).toMatch(/CSRF/);
    }
    const anonymous = await upload('banner-top', { bytes });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).extensions).toEqual({ code: 'UNAUTHENTICATED' });
    const stale = await upload('banner-top', { bytes }, { token: 'tok_'.padEnd(43, 'x') });
    expect(stale.statusCode).toBe(401);
    expect(errorOf(stale).extensions.code).toBe('UNAUTHENTICATED');
    // Checked before the body is read: a body over the limit from a caller who may not upload is
    // refused for who they are, not for its size.
    const huge = { bytes: new Uint8Array(11 * 1024 * 1024) };
    expect((await upload('promotion', huge, { token: 'tok_'.padEnd(43, 'y') })).statusCode).toBe(401);
    const agent = await upload('promotion', huge, { token: tokens.get('A') as string });
    expect(agent.statusCode).toBe(403);
    expect(errorOf(agent).extensions).toEqual({ code: 'FORBIDDEN' });

    // The browser's session cookie is a session too.
    const login = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: {
        query: `mutation { login(input: { username: "admin", password: "Bellini2026" }) { token } }`,
      },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0] as string;
    const body = await multipart({ bytes });
    const byCookie = await gateway.inject({
      method: 'POST',
      url: '/uploads/banner-top',
      payload: body.payload,
      headers: { 'content-type': body.type, cookie, ...PREFLIGHT },
    });
    expect(byCookie.statusCode, byCookie.body).toBe(200);
  });

  it('lets management upload and nobody else (the access matrix of the upload routes)', async () => {
    const bytes = await picture(64, 64);
    const outcomes: string[] = [];
    const expected: string[] = [];
    for (const route of ['banner-home', 'banner-top', 'promotion']) {
      const file = { bytes: route === 'banner-top' ? bytes : await picture(1200, 600) };
      outcomes.push(`${route} visitor ${(await upload(route, file)).statusCode}`);
      expected.push(`${route} visitor 401`);
      for (const tipo of Object.keys(USERS)) {
        const res = await upload(route, file, { token: tokens.get(tipo) as string });
        outcomes.push(
          `${route} ${tipo} ${res.statusCode} ${res.statusCode === 200 ? '' : errorOf(res).extensions.code}`,
        );
        expected.push(`${route} ${tipo} ${tipo === 'X' ? '200 ' : '403 FORBIDDEN'}`);
      }
    }
    expect(outcomes).toEqual(expected);
  });

  it('raises the body limit on the upload routes only', async () => {
    const res = await gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: `{ ping }`, variables: { pad: 'x'.repeat(300 * 1024) } }),
    });
    expect(res.statusCode).toBe(413);
  });
});
