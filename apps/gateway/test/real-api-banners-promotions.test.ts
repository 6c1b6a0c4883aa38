// Banner and promotion management through GraphQL over the real REST API (in-process, demo data on
// PGlite, real HTTP): lists with filters, sorting and pages, one record, the changes, refused values at
// their GraphQL argument, NOT_FOUND, the storefront's public banners right after a change (public data
// shared for ten minutes: what shows sooner was invalidated), and a promotion for one client pricing
// that client's products and nobody else's.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
const tokens: Record<string, string> = {};

interface Answer {
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}

/** The GraphQL answer (its JSON, as the tests read it) and the public cache's header. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
  token?: string,
  language?: string,
) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(language ? { 'accept-language': language } : {}),
    },
    payload: { query, variables },
  });
  const body = res.json();
  body.cache = res.headers['x-public-cache'];
  return body;
}

/** The first error's code and field. */
const refusal = (res: Answer) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
});

async function live() {
  for (let i = 0; i < 200 && gateway.contentVersion.epoch()?.startsWith('v') !== true; i++) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  expect(gateway.contentVersion.epoch()).toMatch(/^v\d+$/);
}

beforeAll(async () => {
  api = await startRealApi();
  // Public data shared for ten minutes: a change that shows sooner was invalidated, not expired.
  gateway = await startGateway(api.url, {
    LOGIN_RATE_LIMIT: '100',
    UPSTREAM_TIMEOUT_MS: '10000',
    PUBLIC_CACHE_TTL_MS: '600000',
  });
  await live();
  for (const user of ['admin', 'rossi', 'ferri', 'moretti']) {
    const res = await post(
      `mutation($u: String!) { login(input: { username: $u, password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
      { u: user },
    );
    tokens[user] = res.data?.login.token as string;
  }
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const BANNER_FIELDS = `id placement titleIt titleEn textIt textEn link imageUrl from to position active state`;
const BANNERS = `query($page: Int, $pageSize: Int, $search: String, $sort: ManagedBannerSort, $filter: ManagedBannerFilter) {
  managedBanners(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter) {
    total page pageSize items { ${BANNER_FIELDS} }
  }
}`;
const BANNER = `query($id: ID!) { managedBanner(id: $id) { ${BANNER_FIELDS} } }`;
const CREATE_BANNER = `mutation($input: ManagedBannerInput!) { createManagedBanner(input: $input) { ${BANNER_FIELDS} } }`;
const UPDATE_BANNER = `mutation($id: ID!, $input: ManagedBannerInput!) { updateManagedBanner(id: $id, input: $input) { ${BANNER_FIELDS} } }`;
const DELETE_BANNER = `mutation($id: ID!) { deleteManagedBanner(id: $id) }`;
const PUBLIC_BANNERS = `{ banners(language: IT) { position text link imageUrl } homeBanners(language: EN) { title } }`;

type Banner = { id: string; placement: string; textIt: string; position: number; state: string };

describe('banner management', () => {
  it('lists the banners by placement, filtered, searched, sorted and a page at a time', async () => {
    const all = await post(BANNERS, {}, tokens.admin);
    expect(all.errors).toBeUndefined();
    const { items, total } = all.data?.managedBanners as { items: Banner[]; total: number };
    expect(total).toBe(items.length);
    expect(items.filter((b) => b.placement !== 'HOME').map((b) => b.placement)).toEqual([
      'TOP_LEFT',
      'TOP_CENTER',
      'TOP_RIGHT',
    ]);
    expect(items.filter((b) => b.placement === 'HOME').length).toBeGreaterThan(1);
    expect(items.every((b) => b.state === 'VISIBLE')).toBe(true);
    expect(items.find((b) => b.placement === 'TOP_LEFT')).toMatchObject({
      textIt: 'Consegna gratuita per ordini sopra 300 €',
      link: '/offerte?type=P',
      imageUrl: '/promo/icons/truck.svg',
      from: '',
      to: '',
      active: true,
    });

    const home = await post(
      BANNERS,
      { filter: { placement: 'HOME' }, sort: { field: 'POSITION', direction: 'DESC' } },
      tokens.admin,
    );
    const positions = home.data?.managedBanners.items.map((b: Banner) => b.position);
    expect(positions).toEqual([...positions].sort((a: number, b: number) => b - a));
    expect(home.data?.managedBanners.items.every((b: Banner) => b.placement === 'HOME')).toBe(true);

    const second = await post(BANNERS, { page: 2, pageSize: 2, sort: { field: 'ID' } }, tokens.admin);
    expect(second.data?.managedBanners).toMatchObject({ total, page: 2, pageSize: 2 });
    const byId = [...items].sort((a, b) => Number(a.id) - Number(b.id)).map((b) => b.id);
    expect(second.data?.managedBanners.items.map((b: Banner) => b.id)).toEqual(byId.slice(2, 4));

    const found = await post(BANNERS, { search: 'gratuita' }, tokens.admin);
    expect(found.data?.managedBanners.items.map((b: Banner) => b.placement)).toEqual(['TOP_LEFT']);
    const none = await post(BANNERS, { filter: { state: 'OFF' } }, tokens.admin);
    expect(none.data?.managedBanners).toMatchObject({ total: 0, items: [] });

    const badPage = await post(BANNERS, { pageSize: 501 }, tokens.admin);
    expect(refusal(badPage)).toEqual({ code: 'BAD_USER_INPUT', field: 'pageSize' });
  });

  it('opens one banner; an unknown id is null', async () => {
    const list = await post(BANNERS, { filter: { placement: 'TOP_RIGHT' } }, tokens.admin);
    const [right] = list.data?.managedBanners.items as Banner[];
    const one = await post(BANNER, { id: right?.id }, tokens.admin);
    expect(one.data?.managedBanner).toEqual(list.data?.managedBanners.items[0]);
    const unknown = await post(BANNER, { id: '999999' }, tokens.admin);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.managedBanner).toBeNull();
  });

  it('refuses a value on its GraphQL argument', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ placement: 'HOME', titleEn: 'Summer', textIt: 'Testo' }, 'input.titleIt'],
      [{ placement: 'TOP_CENTER', titleIt: 'Titolo', textIt: 'Testo', textEn: 'Text' }, 'input.titleIt'],
      [{ placement: 'TOP_CENTER', textIt: 'Testo' }, 'input.textEn'],
      [{ placement: 'TOP_CENTER', textIt: 'x'.repeat(121), textEn: 'Text' }, 'input.textIt'],
      [{ placement: 'TOP_CENTER', textIt: 'a', textEn: 'b', link: 'javascript:alert(1)' }, 'input.link'],
      [
        { placement: 'TOP_CENTER', textIt: 'a', textEn: 'b', from: '2026-05-02', to: '2026-05-01' },
        'input.to',
      ],
      [{ placement: 'TOP_CENTER', textIt: 'a', textEn: 'b', from: '2026-02-30' }, 'input.from'],
      [{ placement: 'TOP_CENTER', textIt: 'a', textEn: 'b', position: 1000 }, 'input.position'],
      [{ placement: 'TOP_CENTER', textIt: 'a', textEn: 'b', imageUrl: '/etc/passwd' }, 'input.imageUrl'],
    ];
    const outcomes = [];
    for (const [input] of cases) outcomes.push(refusal(await post(CREATE_BANNER, { input }, tokens.admin)));
    expect(outcomes).toEqual(cases.map(([, field]) => ({ code: 'BAD_USER_INPUT', field })));
    // In the caller's language.
    const english = await post(CREATE_BANNER, { input: cases[0]?.[0] }, tokens.admin, 'en-GB,en;q=0.9');
    expect(english.errors?.[0]?.message).toMatch(/required/i);
  });

  it('creates, changes and removes a banner; NOT_FOUND for an unknown id', async () => {
    const created = await post(
      CREATE_BANNER,
      {
        input: {
          placement: 'HOME',
          titleIt: 'Estate al fresco',
          titleEn: 'Summer outdoors',
          textIt: 'Tutto per i dehors',
          link: '/offerte?type=P',
          from: '2020-01-01',
          position: 9,
        },
      },
      tokens.admin,
    );
    expect(created.errors).toBeUndefined();
    const banner = created.data?.createManagedBanner;
    expect(banner).toMatchObject({
      placement: 'HOME',
      titleIt: 'Estate al fresco',
      titleEn: 'Summer outdoors',
      textIt: 'Tutto per i dehors',
      textEn: '',
      imageUrl: '',
      from: '2020-01-01',
      to: '',
      position: 9,
      active: true,
      state: 'VISIBLE',
    });
    const shown = await post(PUBLIC_BANNERS, {});
    expect(shown.data?.homeBanners.map((b: { title: string }) => b.title)).toContain('Summer outdoors');

    const updated = await post(
      UPDATE_BANNER,
      {
        id: banner.id,
        input: {
          placement: 'HOME',
          titleIt: 'Estate',
          titleEn: 'Summer',
          from: '2099-01-01',
          active: true,
        },
      },
      tokens.admin,
    );
    expect(updated.data?.updateManagedBanner).toMatchObject({
      id: banner.id,
      titleIt: 'Estate',
      textIt: '',
      link: '',
      from: '2099-01-01',
      state: 'SCHEDULED',
    });
    const off = await post(
      UPDATE_BANNER,
      { id: banner.id, input: { placement: 'HOME', titleIt: 'Estate', titleEn: 'Summer', active: false } },
      tokens.admin,
    );
    expect(off.data?.updateManagedBanner).toMatchObject({ active: false, state: 'OFF' });
    const later = await post(PUBLIC_BANNERS, {});
    expect(later.data?.homeBanners.map((b: { title: string }) => b.title)).not.toContain('Summer');

    const removed = await post(DELETE_BANNER, { id: banner.id }, tokens.admin);
    expect(removed.data?.deleteManagedBanner).toBe(banner.id);
    expect((await post(BANNER, { id: banner.id }, tokens.admin)).data?.managedBanner).toBeNull();
    expect(refusal(await post(DELETE_BANNER, { id: banner.id }, tokens.admin))).toEqual({
      code: 'NOT_FOUND',
      field: 'id',
    });
    const missing = await post(
      UPDATE_BANNER,
      { id: '999999', input: { placement: 'TOP_LEFT', textIt: 'a', textEn: 'b' } },
      tokens.admin,
    );
    expect(refusal(missing)).toEqual({ code: 'NOT_FOUND', field: 'id' });

    const log = await post(
      `query($key: String!) { auditLog(entity: BANNER, key: $key) { items { action } } }`,
      { key: banner.id },
      tokens.admin,
    );
    expect(log.data?.auditLog.items.map((e: { action: string }) => e.action)).toEqual([
      'delete',
      'update',
      'update',
      'create',
    ]);
  });

  it("shows a changed header text in the storefront's public banners on the very next request", async () => {
    const before = await post(PUBLIC_BANNERS, {});
    expect(before.data?.banners[0]).toMatchObject({ position: 'TOP_LEFT' });
    expect((await post(PUBLIC_BANNERS, {})).cache).toBe('hit');

    const left = (await post(BANNERS, { filter: { placement: 'TOP_LEFT' } }, tokens.admin)).data
      ?.managedBanners.items[0];
    for (const text of ['Spedizione gratuita da 250 €', 'Spedizione gratuita da 200 €']) {
      const saved = await post(
        UPDATE_BANNER,
        {
          id: left.id,
          input: { placement: 'TOP_LEFT', textIt: text, textEn: 'Free delivery', link: left.link },
        },
        tokens.admin,
      );
      expect(saved.errors).toBeUndefined();
      const after = await post(PUBLIC_BANNERS, {});
      expect(after.cache).toBeUndefined();
      expect(after.data?.banners[0]).toMatchObject({ position: 'TOP_LEFT', text, link: '/offerte?type=P' });
    }
    // Shared again from then on.
    expect((await post(PUBLIC_BANNERS, {})).cache).toBe('hit');
  });

  it('is FORBIDDEN to agents and customers', async () => {
    for (const who of ['moretti', 'rossi']) {
      expect(refusal(await post(BANNERS, {}, tokens[who])).code).toBe('FORBIDDEN');
      const change = await post(DELETE_BANNER, { id: '1' }, tokens[who]);
      expect(refusal(change).code).toBe('FORBIDDEN');
    }
    expect(refusal(await post(BANNERS, {})).code).toBe('UNAUTHENTICATED');
  });
});

const SUMMARY_FIELDS = `code offer title from to active state discountPercent minOrder giftEvery giftQty
  productCount categoryCount brandCount clientCodes priceLists position imageUrl`;
const PROMOTION_FIELDS = `code offer titleIt titleEn descriptionIt descriptionEn from to active state discountPercent
  minOrder giftEvery giftQty products { code description netPrice } categories { code name }
  brands { code name } clients { code name } priceLists position imageUrl`;
const PROMOTIONS = `query($page: Int, $pageSize: Int, $search: String, $sort: ManagedPromotionSort,
  $filter: ManagedPromotionFilter, $language: Language) {
  managedPromotions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, filter: $filter, language: $language) {
    total page pageSize items { ${SUMMARY_FIELDS} }
  }
}`;
const PROMOTION = `query($code: String!, $language: Language) { managedPromotion(code: $code, language: $language) { ${PROMOTION_FIELDS} } }`;
const CREATE_PROMOTION = `mutation($code: String!, $input: ManagedPromotionInput!) {
  createManagedPromotion(code: $code, input: $input) { ${PROMOTION_FIELDS} }
}`;
const UPDATE_PROMOTION = `mutation($code: String!, $input: ManagedPromotionInput!) {
  updateManagedPromotion(code: $code, input: $input) { ${PROMOTION_FIELDS} }
}`;
const ACTIVATE = `mutation($code: String!) { activateManagedPromotion(code: $code) { code active state } }`;
const DEACTIVATE = `mutation($code: String!) { deactivateManagedPromotion(code: $code) { code active state } }`;

type Summary = { code: string; offer: string; title: string; state: string; priceLists: string[] };
const OPEN = { from: '2025-01-01', to: '2099-12-31' };

describe('promotion management', () => {
  it('lists the promotions by position, filtered, searched, sorted, a page at a time, in the language asked', async () => {
    const all = await post(PROMOTIONS, {}, tokens.admin);
    expect(all.errors).toBeUndefined();
    const { items, total } = all.data?.managedPromotions as { items: Summary[]; total: number };
    expect(total).toBe(8);
    expect(items.every((p) => p.state === 'IN_FORCE')).toBe(true);
    const loyalty = items.find((p) => p.code === 'B2BFEDELTA');
    expect(loyalty).toMatchObject({
      offer: 'ORDER_DISCOUNT',
      title: 'Fedeltà rivenditori: 2% extra',
      discountPercent: 2,
      minOrder: 1500,
      priceLists: ['P1B2B', 'P2', 'P3'],
      productCount: 0,
    });

    const orders = await post(
      PROMOTIONS,
      { filter: { offer: 'ORDER_DISCOUNT' }, sort: { field: 'CODE', direction: 'DESC' }, language: 'EN' },
      tokens.admin,
    );
    expect(orders.data?.managedPromotions.items.map((p: Summary) => [p.code, p.title])).toEqual([
      ['ORDINE500', '3% off orders over €500'],
      ['B2BFEDELTA', 'Reseller loyalty: extra 2%'],
    ]);
    const page = await post(PROMOTIONS, { page: 2, pageSize: 3, sort: { field: 'CODE' } }, tokens.admin);
    const codes = items.map((p) => p.code).sort();
    expect(page.data?.managedPromotions).toMatchObject({ total: 8, page: 2, pageSize: 3 });
    expect(page.data?.managedPromotions.items.map((p: Summary) => p.code)).toEqual(codes.slice(3, 6));
    const found = await post(PROMOTIONS, { search: 'caffe15' }, tokens.admin);
    expect(found.data?.managedPromotions.items.map((p: Summary) => p.code)).toEqual(['CAFFE15']);
    const over = await post(PROMOTIONS, { filter: { state: 'OVER' } }, tokens.admin);
    expect(over.data?.managedPromotions.total).toBe(0);
    const badSort = await post(PROMOTIONS, { page: 0 }, tokens.admin);
    expect(refusal(badSort)).toEqual({ code: 'BAD_USER_INPUT', field: 'page' });
  });

  it('opens one promotion in the language asked; an unknown code is null', async () => {
    const en = await post(PROMOTION, { code: 'caffe15', language: 'EN' }, tokens.admin);
    expect(en.errors).toBeUndefined();
    const promotion = en.data?.managedPromotion;
    expect(promotion).toMatchObject({ code: 'CAFFE15', offer: 'DISCOUNT', active: true, state: 'IN_FORCE' });
    expect(promotion.products.length + promotion.categories.length + promotion.brands.length).toBeGreaterThan(
      0,
    );
    const it_ = await post(PROMOTION, { code: 'CAFFE15' }, tokens.admin);
    expect(it_.data?.managedPromotion.titleEn).toBe(promotion.titleEn);
    if (promotion.products.length > 0) {
      expect(it_.data?.managedPromotion.products[0].code).toBe(promotion.products[0].code);
    }
    const unknown = await post(PROMOTION, { code: 'NESSUNA' }, tokens.admin);
    expect(unknown.errors).toBeUndefined();
    expect(unknown.data?.managedPromotion).toBeNull();
  });

  it('refuses a value on its GraphQL argument, with the rule of its offer', async () => {
    const base = { titleIt: 'Prova', titleEn: 'Test', ...OPEN };
    const cases: Array<[string, Record<string, unknown>, { code: string; field: string }]> = [
      [
        'GQLNETTO',
        { ...base, offer: 'NET_PRICE', products: [{ code: 'AL000001', netPrice: '1' }], categories: ['01'] },
        { code: 'BAD_USER_INPUT', field: 'input.categories' },
      ],
      [
        'GQLSCONTO',
        { ...base, offer: 'DISCOUNT', discountPercent: '150', categories: ['01'] },
        { code: 'BAD_USER_INPUT', field: 'input.discountPercent' },
      ],
      [
        'GQLNETTO',
        {
          ...base,
          offer: 'NET_PRICE',
          products: [
            { code: 'AL000001', netPrice: '1,50' },
            { code: 'AL000002', netPrice: '2' },
            { code: 'AL000003', netPrice: 'gratis' },
          ],
        },
        { code: 'BAD_USER_INPUT', field: 'input.products.2.netPrice' },
      ],
      [
        'GQLNETTO',
        { ...base, offer: 'NET_PRICE', products: [{ code: 'NONESISTE', netPrice: '1' }] },
        { code: 'BAD_USER_INPUT', field: 'input.products.0.code' },
      ],
      [
        'GQLOMAGGIO',
        { ...base, offer: 'FREE_GOODS', giftEvery: '0', giftQty: '1', brands: ['X'] },
        { code: 'BAD_USER_INPUT', field: 'input.giftEvery' },
      ],
      [
        'GQLTESTATA',
        { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5', products: [{ code: 'AL000001' }] },
        { code: 'BAD_USER_INPUT', field: 'input.products' },
      ],
      [
        'GQLDATE',
        { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5', from: '2026-06-01', to: '2026-05-01' },
        { code: 'BAD_USER_INPUT', field: 'input.to' },
      ],
      [
        'GQLCLIENT',
        { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5', clients: ['C99999'] },
        { code: 'BAD_USER_INPUT', field: 'input.clients.0' },
      ],
      [
        'x',
        { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5' },
        { code: 'BAD_USER_INPUT', field: 'code' },
      ],
      [
        'CAFFE15',
        { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5' },
        { code: 'CONFLICT', field: 'code' },
      ],
    ];
    const outcomes = [];
    for (const [code, input] of cases) {
      outcomes.push(refusal(await post(CREATE_PROMOTION, { code, input }, tokens.admin)));
    }
    expect(outcomes).toEqual(cases.map(([, , expected]) => expected));
    const missing = await post(
      UPDATE_PROMOTION,
      { code: 'NESSUNA', input: { ...base, offer: 'ORDER_DISCOUNT', discountPercent: '5' } },
      tokens.admin,
    );
    expect(refusal(missing)).toEqual({ code: 'NOT_FOUND', field: 'code' });
    expect(refusal(await post(ACTIVATE, { code: 'NESSUNA' }, tokens.admin))).toEqual({
      code: 'NOT_FOUND',
      field: 'code',
    });
  });

  it("prices one client's products at its promotion and nobody else's, following each change", async () => {
    const PRICES = `query { products(language: IT, pageSize: 40) { items { code price { netPrice promotionCode } } } }`;
    type Row = { code: string; price: { netPrice: number | null; promotionCode: string | null } };
    const [rossiRows, ferriRows] = await Promise.all(
      [tokens.rossi, tokens.ferri].map(
        async (token) => (await post(PRICES, {}, token)).data?.products.items as Row[],
      ),
    );
    const ferriPrice = new Map(ferriRows?.map((row) => [row.code, row.price]));
    const plain = rossiRows?.find(
      (row) =>
        row.price.netPrice !== null &&
        row.price.promotionCode === null &&
        ferriPrice.get(row.code)?.promotionCode === null,
    );
    expect(plain).toBeDefined();
    const code = plain?.code as string;
    const PRICE = `query($code: String!) { product(code: $code, language: IT) { price { netPrice promotionCode } } }`;
    const priceOf = async (who: string) => (await post(PRICE, { code }, tokens[who])).data?.product.price;
    const rossiBefore = await priceOf('rossi');
    const ferriBefore = await priceOf('ferri');

    const created = await post(
      CREATE_PROMOTION,
      {
        code: 'gql-rossi',
        input: {
          offer: 'NET_PRICE',
          titleIt: 'Prezzo netto Rossi',
          titleEn: 'Rossi net price',
          descriptionIt: 'Solo per Alimentari Rossi.\nFino a esaurimento.',
          ...OPEN,
          products: [{ code: code.toLowerCase(), netPrice: '0,50' }],
          clients: ['c00001'],
          position: 3,
        },
      },
      tokens.admin,
      'en',
    );
    expect(created.errors).toBeUndefined();
    const english = (await post(PROMOTION, { code: 'GQL-ROSSI', language: 'EN' }, tokens.admin)).data
      ?.managedPromotion;
    expect(created.data?.createManagedPromotion).toEqual(english);
    expect(english).toMatchObject({
      code: 'GQL-ROSSI',
      offer: 'NET_PRICE',
      descriptionIt: 'Solo per Alimentari Rossi.\nFino a esaurimento.',
      descriptionEn: '',
      discountPercent: null,
      products: [{ code, netPrice: 0.5 }],
      categories: [],
      clients: [{ code: 'C00001', name: 'Alimentari Rossi S.r.l.' }],
      priceLists: [],
      position: 3,
      active: true,
      state: 'IN_FORCE',
    });
    expect(await priceOf('rossi')).toEqual({ netPrice: 0.5, promotionCode: 'GQL-ROSSI' });
    expect(await priceOf('ferri')).toEqual(ferriBefore);
    const forRossi = await post(PROMOTIONS, { filter: { clientCode: 'C00001' } }, tokens.admin);
    expect(forRossi.data?.managedPromotions.items.map((p: Summary) => p.code)).toContain('GQL-ROSSI');

    const off = await post(DEACTIVATE, { code: 'gql-rossi' }, tokens.admin);
    expect(off.data?.deactivateManagedPromotion).toEqual({
      code: 'GQL-ROSSI',
      active: false,
      state: 'DEACTIVATED',
    });
    expect(await priceOf('rossi')).toEqual(rossiBefore);
    const on = await post(ACTIVATE, { code: 'GQL-ROSSI' }, tokens.admin);
    expect(on.data?.activateManagedPromotion.state).toBe('IN_FORCE');
    expect(await priceOf('rossi')).toEqual({ netPrice: 0.5, promotionCode: 'GQL-ROSSI' });

    const updated = await post(
      UPDATE_PROMOTION,
      {
        code: 'GQL-ROSSI',
        input: {
          offer: 'NET_PRICE',
          titleIt: 'Prezzo netto Rossi',
          titleEn: 'Rossi net price',
          ...OPEN,
          products: [{ code, netPrice: '0.75' }],
          clients: ['C00001'],
          priceLists: ['P1B2B'],
        },
      },
      tokens.admin,
    );
    expect(updated.data?.updateManagedPromotion).toMatchObject({
      products: [{ code, netPrice: 0.75 }],
      priceLists: ['P1B2B'],
      descriptionIt: '',
    });
    expect(await priceOf('rossi')).toEqual({ netPrice: 0.75, promotionCode: 'GQL-ROSSI' });
    // Ferri is on the p1b2b price list now named: his price follows too.
    expect(await priceOf('ferri')).toEqual({ netPrice: 0.75, promotionCode: 'GQL-ROSSI' });
    await post(DEACTIVATE, { code: 'GQL-ROSSI' }, tokens.admin);
    expect(await priceOf('ferri')).toEqual(ferriBefore);
  });

  it('is FORBIDDEN to agents and customers', async () => {
    for (const who of ['moretti', 'rossi']) {
      expect(refusal(await post(PROMOTIONS, {}, tokens[who])).code).toBe('FORBIDDEN');
      expect(refusal(await post(ACTIVATE, { code: 'CAFFE15' }, tokens[who])).code).toBe('FORBIDDEN');
    }
  });
});
