// Quote lines start from the client's own net price (issue 26 item 1): for a client on each price list
// (rossi p1 20+10, ferri p1b2b 5, gallo p2, bianchi p3 10) a line without extra discount costs to the
// cent what his cart charges for the same product and quantity, promotions in force included; the
// agent's extra discount goes on top of that price, and the ceiling and the approval compare the extra
// discount only; a net price is refused above the client price, and its extra discount is derived.
// The editor's prices of codes typed before saving (quotes/prices) are the ones the save then stores.
import {
  cartResponseSchema,
  quotePricesResponseSchema,
  quoteResponseSchema,
  REST_PATHS,
  type Quote,
} from '@shop/contract';
import { asc } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { promotionProducts } from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { setStock } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

const CUSTOMERS = [
  { user: 'rossi', client: 'C00001', list: 'p1' },
  { user: 'ferri', client: 'C00002', list: 'p1b2b' },
  { user: 'gallo', client: 'C00003', list: 'p2' },
  { user: 'bianchi', client: 'C00004', list: 'p3' },
] as const;

const validUntil = (() => {
  const date = new Date(`${shopDay()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 10);
  return date.toISOString().slice(0, 10);
})();

let admin: LoggedIn;
let moretti: LoggedIn;
/** A plain product and the first products of the demo promotions (net price, extra %, gift). */
let codes: string[] = [];

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
  moretti = await loginAs(ctx.app, 'moretti');
  const promoted = await db()
    .select({ code: promotionProducts.productCode })
    .from(promotionProducts)
    .orderBy(asc(promotionProducts.promotionCode), asc(promotionProducts.productCode));
  codes = [...new Set(['AL000001', ...promoted.map((row) => row.code)])].slice(0, 6);
  expect(codes.length).toBeGreaterThan(3);
  for (const code of codes) await setStock(db(), code, 1000);
});

async function quoteCall(user: LoggedIn, path: string, fields: Record<string, string>) {
  const response = await post(ctx.app, path, fields, { headers: user.headers });
  expect(response.statusCode, response.body).toBeLessThan(300);
  const body = quoteResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no quote');
  return body.data.preventivo;
}

async function draftFor(user: LoggedIn, client: string, righe: Array<Record<string, string | number>>) {
  const draft = await quoteCall(user, REST_PATHS.quotesCreate, { cliente: client });
  return quoteCall(user, REST_PATHS.quotesSave, {
    numero: draft.numero,
    righe: JSON.stringify(righe),
    validoFino: validUntil,
  });
}

const linesOf = (quote: Quote) => quote.revisioni.at(-1)?.righe ?? [];

async function cartOf(customer: LoggedIn) {
  for (const code of codes) {
    const added = await post(
      ctx.app,
      REST_PATHS.cartAdd,
      { codArt: code, qta: '7' },
      { headers: customer.headers },
    );
    expect(added.statusCode, added.body).toBe(200);
  }
  const response = await post(ctx.app, REST_PATHS.cart, { Lingua: 'it' }, { headers: customer.headers });
  const body = cartResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no cart');
  return body.data;
}

describe('a quote line without extra discount', () => {
  it.each(CUSTOMERS)(
    'costs what the cart of $user ($list) charges, to the cent',
    async ({ user, client }) => {
      const cart = await cartOf(await loginAs(ctx.app, user));
      expect(cart.length).toBe(codes.length);
      const quote = await draftFor(
        admin,
        client,
        cart.map((line) => ({ codArt: line.codice, quantita: line.qta })),
      );
      const quoted = linesOf(quote);
      expect(quoted.length).toBe(cart.length);
      cart.forEach((line, index) => {
        const row = quoted[index];
        expect(row?.codArt).toBe(line.codice);
        expect(row?.prezzoListino).toBe(line.prezzo);
        expect(row?.prezzoCliente).toBe(line.prezzofinale);
        expect(row?.prezzoNetto).toBe(line.prezzofinale);
        expect(row?.scontoExtra).toBe(0);
        expect(row?.totale).toBe(line.totale);
      });
    },
  );
});

describe('the agent’s extra discount', () => {
  it('goes on top of the client price, and only it meets the ceiling', async () => {
    // Rossi (p1, 20+10): AL000001's client price is its list price less 28 %.
    const quote = await draftFor(moretti, 'C00001', [
      { codArt: 'AL000001', quantita: 10, scontoExtra: 5 },
      { codArt: 'AL000002', quantita: 3 },
    ]);
    const [first, second] = linesOf(quote);
    if (!first || !second) throw new Error('no lines');
    const client = Math.round(first.prezzoListino * 0.72 * 100) / 100;
    expect(first.prezzoCliente).toBe(client);
    expect(first.scontoExtra).toBe(5);
    expect(first.prezzoNetto).toBe(Math.round(client * 0.95 * 100) / 100);
    expect(first.totale).toBe(Math.round(first.prezzoNetto * 10 * 100) / 100);
    expect(second.prezzoNetto).toBe(second.prezzoCliente);
    // 28 % off the list already, 5 % extra: within moretti's ceiling of 10 %, so sent at once.
    const sent = await quoteCall(moretti, REST_PATHS.quotesSend, { numero: quote.numero });
    expect(sent.stato).toBe('inviata');

    const over = await draftFor(moretti, 'C00001', [{ codArt: 'AL000001', quantita: 1, scontoExtra: 10.5 }]);
    expect((await quoteCall(moretti, REST_PATHS.quotesSend, { numero: over.numero })).stato).toBe(
      'in_approvazione',
    );
  });

  it('is derived from a net price, which may not exceed the client price', async () => {
    const probe = await draftFor(moretti, 'C00001', [{ codArt: 'AL000001', quantita: 1 }]);
    const client = linesOf(probe)[0]?.prezzoCliente ?? 0;
    // The client's own price typed as a net price: no extra discount, no approval.
    const same = await draftFor(moretti, 'C00001', [
      { codArt: 'AL000001', quantita: 2, prezzo: client.toFixed(2).replace('.', ',') },
    ]);
    expect(linesOf(same)[0]).toMatchObject({ prezzoNetto: client, scontoExtra: 0 });
    expect((await quoteCall(moretti, REST_PATHS.quotesSend, { numero: same.numero })).stato).toBe('inviata');

    const lower = Math.round(client * 0.97 * 100) / 100;
    const derived = await draftFor(moretti, 'C00001', [{ codArt: 'AL000001', quantita: 1, prezzo: lower }]);
    const extra = linesOf(derived)[0]?.scontoExtra ?? -1;
    expect(extra).toBeCloseTo((1 - lower / client) * 100, 4);
    expect(Math.round(extra * 10_000)).toBe(extra * 10_000); // at most 4 decimals

    const draft = await quoteCall(moretti, REST_PATHS.quotesCreate, { cliente: 'C00001' });
    /** Saves a net price a cent above the client's, in the reader's language. */
    const saveAbove = (language: 'it' | 'en') =>
      post(
        ctx.app,
        REST_PATHS.quotesSave,
        {
          numero: draft.numero,
          righe: JSON.stringify([{ codArt: 'AL000001', quantita: 1, prezzo: client + 0.01 }]),
          validoFino: validUntil,
          Lingua: language,
        },
        { headers: moretti.headers },
      );
    const error = expectFailure(await saveAbove('it'), 422, 'VALIDATION', 'righe.0.prezzo');
    // The client's price as each reader writes it: 12,50 € in Italian, €12.50 in English.
    expect(error.title).toContain(`${client.toFixed(2).replace('.', ',')}\u00a0€`);
    expect(expectFailure(await saveAbove('en'), 422, 'VALIDATION', 'righe.0.prezzo').title).toContain(
      `(€${client.toFixed(2)})`,
    );
  });
});

describe('the prices the editor shows for codes typed before saving', () => {
  async function pricesOf(user: LoggedIn, numero: string, codici: string[]) {
    const response = await post(
      ctx.app,
      REST_PATHS.quotesPrices,
      { numero, codici: JSON.stringify(codici) },
      { headers: user.headers },
    );
    expect(response.statusCode, response.body).toBe(200);
    const body = quotePricesResponseSchema.parse(response.json());
    if (!body.success) throw new Error('no prices');
    return body.data.prezzi;
  }

  it.each(CUSTOMERS)(
    'are, to the cent, the client prices the saved lines of $user ($list) store',
    async ({ client }) => {
      const draft = await quoteCall(admin, REST_PATHS.quotesCreate, { cliente: client });
      // Typed in lower case, with a code that is no product: it is left out.
      const asked = [...codes.map((code) => code.toLowerCase()), 'ZZ999999'];
      const prices = await pricesOf(admin, draft.numero, asked);
      expect(prices.map((price) => price.codArt)).toEqual(codes);
      const saved = linesOf(
        await quoteCall(admin, REST_PATHS.quotesSave, {
          numero: draft.numero,
          righe: JSON.stringify(codes.map((codArt) => ({ codArt, quantita: 3 }))),
          validoFino: validUntil,
        }),
      );
      expect(
        prices.map(({ codArt, descrizione, um, prezzoListino, prezzoCliente }) => ({
          ...{ codArt, descrizione, um, prezzoListino, prezzoCliente },
        })),
      ).toEqual(
        saved.map(({ codArt, descrizione, um, prezzoListino, prezzoCliente }) => ({
          ...{ codArt, descrizione, um, prezzoListino, prezzoCliente },
        })),
      );
      expect(prices.every((price) => price.prezzoCliente <= price.prezzoListino)).toBe(true);
    },
  );

  it('are refused to a customer and, out of his clients, to an agent', async () => {
    const own = await quoteCall(admin, REST_PATHS.quotesCreate, { cliente: 'C00001' });
    expect((await pricesOf(moretti, own.numero, ['AL000001']))[0]?.codArt).toBe('AL000001');
    const rossi = await loginAs(ctx.app, 'rossi');
    const asCustomer = await post(
      ctx.app,
      REST_PATHS.quotesPrices,
      { numero: own.numero, codici: JSON.stringify(['AL000001']) },
      { headers: rossi.headers },
    );
    expectFailure(asCustomer, 403, 'FORBIDDEN');
    // C00003 is not one of moretti's clients: its quote is not found, and no price is told.
    const other = await quoteCall(admin, REST_PATHS.quotesCreate, { cliente: 'C00003' });
    const outOfScope = await post(
      ctx.app,
      REST_PATHS.quotesPrices,
      { numero: other.numero, codici: JSON.stringify(['AL000001']) },
      { headers: moretti.headers },
    );
    expectFailure(outOfScope, 404, 'NOT_FOUND');
    expect(outOfScope.body).not.toContain('prezzi');
  });
});
