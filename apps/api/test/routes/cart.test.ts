// Contract tests of the cart calls (spec §7): POST /api/cart, /add, /update, /remove, /summary.
import {
  cartChangeResponseSchema,
  cartResponseSchema,
  cartSummaryResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { carts, configEntries, sessions } from '../../src/db/schema';
import { hashToken } from '../../src/modules/users/token';
import { loginAs } from '../helpers/login';
import { call, expectFailure, snapshot, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller; // C00001: list p1, chain 20+10
let ferri: Caller; // C00002: list p1b2b, chain 5
let staff: Caller; // moretti, tipo A
const visitor: Caller = { sessionId: 'visitor-cart-session-0001' };

beforeAll(async () => {
  await insertFixtures(db());
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token, sessionId: 'rossi-session-000000001' };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token, sessionId: 'ferri-session-000000001' };
  staff = { token: (await loginAs(ctx.app, 'moretti')).token };
});

async function add(caller: Caller, codArt: string, qta?: number, extra: Record<string, string> = {}) {
  const fields: Record<string, string> = { codArt, ...extra };
  if (qta !== undefined) fields.qta = String(qta);
  const response = await call(ctx.app, REST_PATHS.cartAdd, fields, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = cartChangeResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

async function cart(caller: Caller, Lingua = 'it') {
  const response = await call(ctx.app, REST_PATHS.cart, { Lingua }, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = cartResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

async function summary(caller: Caller) {
  const response = await call(ctx.app, REST_PATHS.cartSummary, {}, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = cartSummaryResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

const line = async (caller: Caller, code: string) => (await cart(caller)).find((l) => l.codice === code);

async function setSetting(tipo: string, value: string | null) {
  await db()
    .delete(configEntries)
    .where(and(eq(configEntries.tipo, tipo), eq(configEntries.language, 'it')));
  if (value !== null) {
    await db()
      .insert(configEntries)
      .values({ language: 'it', tipo, entryId: tipo, titolo: tipo, descrizione: value });
  }
}

describe('a customer’s cart', () => {
  it('prices a line with the client’s list and discount chain: 10.00 less 20+10 is 7.20', async () => {
    const data = await add(rossi, PRODUCTS.plain.code, 3);
    const l = data.righe.find((r) => r.codice === PRODUCTS.plain.code);
    expect(l).toMatchObject({
      qta: 3,
      um: 'PZ',
      prezzo: 10,
      prezzofinale: 7.2,
      sconti: '20+10',
      omaggio: 0,
      totale: 21.6,
    });
    expect(l?.promozione).toBeNull(); // the expired T-OLD net price (1.00) is not applied
    expect(l?.url).toBe('/img/products/T-PLAIN.webp');
    expect(l?.descrizione).toBe('Articolo di prova T-PLAIN');
    expect(data.avviso).toBeNull();
  });

  it('adds to the line on a second add (increase) and sums the summary', async () => {
    await add(rossi, PRODUCTS.plain.code, 2);
    expect((await line(rossi, PRODUCTS.plain.code))?.qta).toBe(5);
    expect(await summary(rossi)).toMatchObject({
      cartvalue: 36,
      totcart: 36,
      cartitems: 5,
      numcart: 5,
      righe: 1,
    });
  });

  it('rounds a quantity up to the pack and says so', async () => {
    const data = await add(rossi, PRODUCTS.pack.code, 5);
    expect(data.righe.find((r) => r.codice === PRODUCTS.pack.code)?.qta).toBe(6);
    expect(data.avviso).toContain('da 5 a 6');
    await add(rossi, PRODUCTS.pack.code); // one more step by default qta 1 → rounded up to 12
    expect((await line(rossi, PRODUCTS.pack.code))?.qta).toBe(12);
  });

  it('gives the free gift of a promotion: 1 every 10, 25 bought → 2 free', async () => {
    const data = await add(rossi, PRODUCTS.gift.code, 25);
    const l = data.righe.find((r) => r.codice === PRODUCTS.gift.code);
    expect(l).toMatchObject({ qta: 25, omaggio: 2, prezzofinale: 2.88, totale: 72, promozione: 'T-GIFT' });
    expect(l?.regolaOmaggio).toEqual({ ogni: 10, omaggio: 1 });
  });

  it('applies a net-price promotion instead of the chain', async () => {
    const data = await add(rossi, PRODUCTS.net.code, 2);
    const l = data.righe.find((r) => r.codice === PRODUCTS.net.code);
    expect(l).toMatchObject({ prezzo: 8, prezzofinale: 5, sconti: '', promozione: 'T-NET', totale: 10 });
  });

  it('totals the whole cart to the cent', async () => {
    // 5 × 7.20 + 12 × 1.80 + 25 × 2.88 + 2 × 5.00
    expect(await summary(rossi)).toMatchObject({ cartvalue: 139.6, cartitems: 44, righe: 4, decimali: 2 });
  });

  it('answers descriptions in English with Lingua en', async () => {
    expect((await cart(rossi, 'en'))[0]?.descrizione).toBe('Test product T-PLAIN');
  });

  it('decreases by one step with remove, and drops the line below the minimum', async () => {
    await call(ctx.app, REST_PATHS.cartRemove, { codArt: PRODUCTS.pack.code }, rossi);
    expect((await line(rossi, PRODUCTS.pack.code))?.qta).toBe(6);
    const response = await call(
      ctx.app,
      REST_PATHS.cartRemove,
      { codArt: PRODUCTS.pack.code, qta: '1' },
      rossi,
    );
    expect(response.statusCode).toBe(200);
    expect(await line(rossi, PRODUCTS.pack.code)).toBeUndefined();
  });

  it('sets a quantity with update, and removes the line with quantity 0 (TipoUtente, CodUtente sent)', async () => {
    const who = { TipoUtente: 'C', CodUtente: 'rossi' };
    let r = await call(
      ctx.app,
      REST_PATHS.cartUpdate,
      { codArt: PRODUCTS.net.code, quantity: '7', ...who },
      rossi,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect((await line(rossi, PRODUCTS.net.code))?.qta).toBe(7);
    r = await call(
      ctx.app,
      REST_PATHS.cartUpdate,
      { codArt: PRODUCTS.net.code, quantity: '0', ...who },
      rossi,
    );
    expect(r.statusCode).toBe(200);
    expect(await line(rossi, PRODUCTS.net.code)).toBeUndefined();
  });

  it('keeps each client’s cart and prices apart', async () => {
    expect(await cart(ferri)).toEqual([]);
    const data = await add(ferri, PRODUCTS.plain.code, 1);
    // p1b2b 9.00 less 5 %
    expect(data.righe[0]).toMatchObject({ prezzo: 9, prezzofinale: 8.55, sconti: '5' });
    expect((await line(rossi, PRODUCTS.plain.code))?.qta).toBe(5);
  });
});

describe('refused cart calls change nothing', () => {
  const refusals: [string, string, Record<string, string>, () => Caller, number, string, string?][] = [
    ['missing codArt', REST_PATHS.cartAdd, { qta: '1' }, () => rossi, 422, 'VALIDATION', 'codArt'],
    [
      'non-numeric qta',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN', qta: 'abc' },
      () => rossi,
      422,
      'VALIDATION',
      'qta',
    ],
    [
      'fractional qta',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN', qta: '1.5' },
      () => rossi,
      422,
      'VALIDATION',
      'qta',
    ],
    [
      'zero qta on add',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN', qta: '0' },
      () => rossi,
      422,
      'VALIDATION',
      'qta',
    ],
    [
      'huge qta',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN', qta: '1e9' },
      () => rossi,
      422,
      'VALIDATION',
      'qta',
    ],
    [
      '10 kB code',
      REST_PATHS.cartAdd,
      { codArt: 'A'.repeat(10_240) },
      () => rossi,
      422,
      'VALIDATION',
      'codArt',
    ],
    [
      'SQL-like code',
      REST_PATHS.cartAdd,
      { codArt: "x' OR 1=1 --" },
      () => rossi,
      422,
      'VALIDATION',
      'codArt',
    ],
    ['unknown code', REST_PATHS.cartAdd, { codArt: 'NOPE-123' }, () => rossi, 404, 'NOT_FOUND', 'codArt'],
    [
      'product no longer sold',
      REST_PATHS.cartAdd,
      { codArt: 'T-GONE' },
      () => rossi,
      404,
      'NOT_FOUND',
      'codArt',
    ],
    [
      'more than in stock',
      REST_PATHS.cartAdd,
      { codArt: 'T-LAST', qta: '11' },
      () => rossi,
      409,
      'CONFLICT',
      'codArt',
    ],
    [
      'negative update',
      REST_PATHS.cartUpdate,
      { codArt: 'T-PLAIN', quantity: '-1' },
      () => rossi,
      422,
      'VALIDATION',
      'quantity',
    ],
    [
      'another user in CodUtente',
      REST_PATHS.cartUpdate,
      { codArt: 'T-PLAIN', quantity: '1', CodUtente: 'ferri' },
      () => rossi,
      403,
      'FORBIDDEN',
      'CodUtente',
    ],
    [
      'another tipo in TipoUtente',
      REST_PATHS.cartUpdate,
      { codArt: 'T-PLAIN', quantity: '1', TipoUtente: 'X' },
      () => rossi,
      403,
      'FORBIDDEN',
      'TipoUtente',
    ],
    [
      'remove of a product not in the cart',
      REST_PATHS.cartRemove,
      { codArt: 'T-LAST' },
      () => rossi,
      404,
      'NOT_FOUND',
      'codArt',
    ],
    ['a staff user', REST_PATHS.cartAdd, { codArt: 'T-PLAIN' }, () => staff, 403, 'FORBIDDEN'],
    [
      'a malformed token',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN' },
      () => ({ token: 'not-a-token' }),
      401,
      'UNAUTHENTICATED',
    ],
    [
      'an unknown token',
      REST_PATHS.cartAdd,
      { codArt: 'T-PLAIN' },
      () => ({ token: 'A'.repeat(43) }),
      401,
      'UNAUTHENTICATED',
    ],
  ];

  it.each(refusals)('%s', async (_name, path, fields, who, status, code, field) => {
    const before = await snapshot(db());
    expectFailure(await call(ctx.app, path, fields, who()), status, code, field);
    expect(await snapshot(db())).toEqual(before);
  });

  it('refuses a call without x-sessionid with 400', async () => {
    const before = await snapshot(db());
    const response = await call(ctx.app, REST_PATHS.cartAdd, { codArt: 'T-PLAIN' }, {}, { noSession: true });
    expectFailure(response, 400, 'BAD_REQUEST', 'x-sessionid');
    expect(await snapshot(db())).toEqual(before);
  });

  it('refuses an expired token with 401', async () => {
    const { token } = await loginAs(ctx.app, 'gallo');
    await db()
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(token)));
    const before = await snapshot(db());
    expectFailure(
      await call(ctx.app, REST_PATHS.cartAdd, { codArt: 'T-PLAIN' }, { token }),
      401,
      'UNAUTHENTICATED',
    );
    expect(await snapshot(db())).toEqual(before);
  });

  it('answers English titles with Lingua en', async () => {
    const error = expectFailure(
      await call(ctx.app, REST_PATHS.cartAdd, { codArt: 'NOPE-123', Lingua: 'en' }, rossi),
      404,
      'NOT_FOUND',
    );
    expect(error.title).toBe('The product does not exist or is no longer sold.');
  });

  it('tells an integrator, in dettagli, the quantity the line would reach and the stock there is', async () => {
    await add(ferri, PRODUCTS.scarce.code, 4);
    const before = await snapshot(db());
    const refused = expectFailure(
      await call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.scarce.code, qta: '7' }, ferri),
      409,
      'CONFLICT',
      'codArt',
    );
    // 4 in the line + 7 asked = 11, of 10 in stock.
    expect(refused.dettagli).toEqual({ codice: PRODUCTS.scarce.code, richiesta: 11, disponibile: 10 });
    expect(await snapshot(db())).toEqual(before);
    const update = await call(
      ctx.app,
      REST_PATHS.cartUpdate,
      { codArt: PRODUCTS.scarce.code, quantity: '0' },
      ferri,
    );
    expect(update.statusCode, update.body).toBe(200);
  });
});

describe('a visitor’s cart', () => {
  it('fills a cart by x-sessionid without prices (the default: prices are for customers)', async () => {
    const data = await add(visitor, PRODUCTS.plain.code, 2);
    expect(data.righe[0]).toMatchObject({ qta: 2, prezzo: null, prezzofinale: null, totale: null });
    expect(data.riepilogo).toMatchObject({ cartitems: 2, cartvalue: null, totcart: null });
  });

  it('shows the public list price when Set_PrezziVisitatori is S', async () => {
    await setSetting('Set_PrezziVisitatori', 'S');
    try {
      expect((await cart(visitor))[0]).toMatchObject({ prezzo: 10, prezzofinale: 10, sconti: '' });
    } finally {
      await setSetting('Set_PrezziVisitatori', null);
    }
  });

  it('asks to log in when Set_CarrelloVisitatori is N', async () => {
    await setSetting('Set_CarrelloVisitatori', 'N');
    try {
      expectFailure(await call(ctx.app, REST_PATHS.cart, {}, visitor), 401, 'UNAUTHENTICATED');
    } finally {
      await setSetting('Set_CarrelloVisitatori', null);
    }
  });

  it('is merged into the user’s cart at login (quantities added up) and then gone', async () => {
    const response = await call(
      ctx.app,
      REST_PATHS.login,
      { CodUtente: 'rossi', Password: 'Bellini2026' },
      { ...visitor, headers: { 'x-forwarded-for': '198.51.100.7' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect((await line(rossi, PRODUCTS.plain.code))?.qta).toBe(7);
    const left = await db()
      .select()
      .from(carts)
      .where(eq(carts.sessionId, visitor.sessionId ?? ''));
    expect(left).toEqual([]);
    expect(await cart(visitor)).toEqual([]);
  });
});
