// Quotes through GraphQL over the real REST API (in-process, demo data on PGlite): a customer's request
// answered by the client's agent (saved, sent, revised, sent again), accepted with the revision the
// customer saw (a stale one is a CONFLICT at `revision`) into an order at the quoted prices; the API's
// field errors at the GraphQL arguments (`lines.0.discount`, `validUntil`); the grid and its filters;
// and the PDF route (a session's download, 401 without one, 404 out of scope).
import { quotePdfPath } from '@shop/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setListPrice, setStock } from '../../api/test/helpers/shop-fixtures';
import { bearerCaller, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const { post, logIn, tokens } = bearerCaller(() => gateway);

const refusal = (res: {
  errors?: Array<{ message: string; extensions?: { code?: string; field?: string } }>;
}) => ({
  code: res.errors?.[0]?.extensions?.code,
  field: res.errors?.[0]?.extensions?.field,
});

const dayPlus = (days: number) => {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  await logIn(['admin', 'rossi', 'gallo', 'moretti', 'esposito']);
  await setStock(api.database.db, 'AL000001', 500);
  await setStock(api.database.db, 'AL000002', 500);
  await setListPrice(api.database.db, ['AL000001', 'AL000002'], '10.0000');
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const QUOTE_FIELDS = `number status origin revision validUntil total orderNumber pdfUrl
  client { code name }
  requestedLines { productCode description quantity }
  revisions { revision validUntil customerNotes internalNotes createdBy createdAt sentAt total
    lines { line productCode description unit quantity listPrice clientPrice extraDiscount discount netPrice total } }
  messages { id text author side date }
  history { from to by date reason }
  declineReason`;
const REQUEST = `mutation($lines: [QuoteRequestLineInput!]!, $note: String) {
  requestQuote(lines: $lines, note: $note) { ${QUOTE_FIELDS} } }`;
const SAVE = `mutation($number: String!, $lines: [QuoteLineInput!]!, $validUntil: String!, $customerNotes: String,
  $internalNotes: String) {
  saveQuote(number: $number, lines: $lines, validUntil: $validUntil, customerNotes: $customerNotes,
    internalNotes: $internalNotes) { ${QUOTE_FIELDS} } }`;
const SEND = `mutation($number: String!) { sendQuote(number: $number) { number status revision } }`;
const READ = `query($number: String!, $language: Language) { quote(number: $number, language: $language) {
  ${QUOTE_FIELDS} } }`;
const ACCEPT = `mutation($number: String!, $revision: Int!) { acceptQuote(number: $number, revision: $revision) {
  orderNumber quote { number status orderNumber } } }`;
const LIST = `query($filter: QuoteFilter, $search: String) {
  quotes(filter: $filter, search: $search, sort: { field: UPDATED, direction: DESC }, pageSize: 100) {
    total page pageSize items { number status revision client { code } validUntil total orderNumber } } }`;

describe('a request answered, revised and accepted', () => {
  it('makes an order at the quoted prices with the revision the customer saw', async () => {
    const requested = await post(
      REQUEST,
      {
        lines: [
          { productCode: 'AL000001', quantity: 10 },
          { productCode: 'AL000002', quantity: 4 },
        ],
        note: 'Prezzo per quantità?',
      },
      tokens.rossi,
    );
    expect(requested.errors).toBeUndefined();
    const asked = requested.data.requestQuote;
    expect([asked.status, asked.origin, asked.revision, asked.client.code]).toEqual([
      'REQUESTED',
      'REQUEST',
      0,
      'C00001',
    ]);
    expect(asked.requestedLines.map((l: { quantity: number }) => l.quantity)).toEqual([10, 4]);
    expect(asked.messages[0].side).toBe('CUSTOMER');
    expect(asked.history[0]).toMatchObject({ from: null, to: 'REQUESTED' });
    const number: string = asked.number;
    expect(asked.pdfUrl).toBe(quotePdfPath(number));

    // Out of the caller's scope: null, as a quote that does not exist.
    expect((await post(READ, { number }, tokens.esposito)).data.quote).toBeNull();
    expect((await post(READ, { number }, tokens.gallo)).data.quote).toBeNull();

    const saved = await post(
      SAVE,
      {
        number,
        lines: [
          { productCode: 'AL000001', quantity: 10, extraDiscount: 5 },
          { productCode: 'AL000002', quantity: 4 },
        ],
        validUntil: dayPlus(10),
        customerNotes: 'Consegna in 48 ore',
        internalNotes: 'Margine stretto',
      },
      tokens.moretti,
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data.saveQuote.status).toBe('DRAFT');
    expect(saved.data.saveQuote.revisions[0].internalNotes).toBe('Margine stretto');
    // The extra discount is on top of rossi's own price (20+10 off the list): 28 % + 5 % off the list.
    const [first] = saved.data.saveQuote.revisions[0].lines;
    expect(first.extraDiscount).toBe(5);
    expect(first.clientPrice).toBe(Math.round(first.listPrice * 0.72 * 100) / 100);
    expect(first.discount).toBeGreaterThan(31);
    const sent = await post(SEND, { number }, tokens.moretti);
    expect(sent.data.sendQuote).toEqual({ number, status: 'SENT', revision: 1 });

    const seen = (await post(READ, { number, language: 'EN' }, tokens.rossi)).data.quote;
    expect([seen.status, seen.revision, seen.validUntil]).toEqual(['SENT', 1, dayPlus(10)]);
    expect(seen.revisions[0].internalNotes).toBeNull();
    expect(seen.revisions[0].sentAt).not.toBeNull();
    expect(seen.pdfUrl).toBe(quotePdfPath(number, 'en'));

    // Revised and sent again while the customer still looks at revision 1.
    const revised = await post(
      SAVE,
      {
        number,
        lines: [{ productCode: 'AL000001', quantity: 10, extraDiscount: 8 }],
        validUntil: dayPlus(12),
      },
      tokens.moretti,
    );
    const quotedTotal: number = revised.data.saveQuote.revisions[1].lines[0].total;
    expect((await post(SEND, { number }, tokens.moretti)).data.sendQuote.revision).toBe(2);
    const stale = await post(ACCEPT, { number, revision: 1 }, tokens.rossi);
    expect(refusal(stale)).toEqual({ code: 'CONFLICT', field: 'revision' });
    expect(stale.errors[0].message.length).toBeGreaterThan(10);

    const accepted = await post(ACCEPT, { number, revision: 2 }, tokens.rossi);
    expect(accepted.errors).toBeUndefined();
    const { orderNumber, quote } = accepted.data.acceptQuote;
    expect(orderNumber).toMatch(/\d{4}\/\d+/);
    expect(quote).toEqual({ number, status: 'ACCEPTED', orderNumber });
    const order = await post(
      `query($n: String!) { managedOrder(number: $n) { channel total } }`,
      { n: orderNumber },
      tokens.admin,
    );
    expect(order.data.managedOrder).toEqual({ channel: 'QUOTE', total: quotedTotal });
    // Accepted once: a second acceptance is refused.
    expect(refusal(await post(ACCEPT, { number, revision: 2 }, tokens.rossi)).code).toBe('CONFLICT');

    const list = (await post(LIST, { filter: { status: 'ACCEPTED' }, search: number }, tokens.admin)).data
      .quotes;
    expect(list.items.map((q: { number: string }) => q.number)).toEqual([number]);
    expect(list.items[0]).toMatchObject({ status: 'ACCEPTED', orderNumber, client: { code: 'C00001' } });
  });
});

describe('the thread and the customer answers', () => {
  it('writes messages, asks for changes and declines', async () => {
    const created = await post(
      `mutation { createQuote(clientCode: "C00001") { number status revision } }`,
      {},
      tokens.moretti,
    );
    const number: string = created.data.createQuote.number;
    expect(created.data.createQuote.status).toBe('DRAFT');
    await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000001', quantity: 2 }], validUntil: dayPlus(5) },
      tokens.moretti,
    );
    await post(SEND, { number }, tokens.moretti);
    const message = await post(
      `mutation($n: String!) { writeQuoteMessage(number: $n, text: "Tempi di consegna?") { messages { side text } } }`,
      { n: number },
      tokens.rossi,
    );
    expect(message.data.writeQuoteMessage.messages).toEqual([
      { side: 'CUSTOMER', text: 'Tempi di consegna?' },
    ]);
    const changes = await post(
      `mutation($n: String!) { askQuoteChanges(number: $n, text: "Sconto maggiore?") { status } }`,
      { n: number },
      tokens.rossi,
    );
    expect(changes.data.askQuoteChanges.status).toBe('CHANGES_REQUESTED');
    await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000001', quantity: 2, extraDiscount: 3 }], validUntil: dayPlus(5) },
      tokens.moretti,
    );
    await post(SEND, { number }, tokens.moretti);
    const declined = await post(
      `mutation($n: String!) { declineQuote(number: $n, reason: "Troppo caro") { status declineReason
        history { to reason } } }`,
      { n: number },
      tokens.rossi,
    );
    expect(declined.data.declineQuote.status).toBe('DECLINED');
    expect(declined.data.declineQuote.declineReason).toBe('Troppo caro');
  });
});

describe('the prices of codes typed in the editor', () => {
  it('are the client prices a save then stores; unknown codes are left out', async () => {
    const created = await post(
      `mutation { createQuote(clientCode: "C00001") { number } }`,
      {},
      tokens.moretti,
    );
    const number: string = created.data.createQuote.number;
    const PRICES = `query($number: String!, $codes: [String!]!) { quoteLinePrices(number: $number, codes: $codes) {
      productCode description unit listPrice clientPrice } }`;
    const answer = await post(PRICES, { number, codes: ['al000002', 'NOPE999'] }, tokens.moretti);
    expect(answer.errors).toBeUndefined();
    const prices = answer.data.quoteLinePrices;
    expect(prices.map((p: { productCode: string }) => p.productCode)).toEqual(['AL000002']);
    const saved = await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000002', quantity: 2 }], validUntil: dayPlus(5) },
      tokens.moretti,
    );
    const line = saved.data.saveQuote.revisions.at(-1).lines[0];
    expect(prices[0]).toEqual({
      productCode: line.productCode,
      description: line.description,
      unit: line.unit,
      listPrice: line.listPrice,
      clientPrice: line.clientPrice,
    });
    expect(refusal(await post(PRICES, { number, codes: ['no good'] }, tokens.moretti))).toEqual({
      code: 'BAD_USER_INPUT',
      field: 'codes.0',
    });
    expect(refusal(await post(PRICES, { number, codes: ['AL000002'] }, tokens.rossi)).code).toBe('FORBIDDEN');
    // C00003 is not one of moretti's clients: its quote is not found, and no price is told.
    const other = await post(`mutation { createQuote(clientCode: "C00003") { number } }`, {}, tokens.admin);
    const outOfScope = await post(
      PRICES,
      { number: other.data.createQuote.number, codes: ['AL000002'] },
      tokens.moretti,
    );
    expect(refusal(outOfScope).code).toBe('NOT_FOUND');
    expect(outOfScope.data?.quoteLinePrices ?? null).toBeNull();
  });
});

describe('field errors', () => {
  it('come at the GraphQL arguments the form uses', async () => {
    const created = await post(`mutation { createQuote(clientCode: "C00001") { number } }`, {}, tokens.admin);
    const number: string = created.data.createQuote.number;
    const discount = await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000001', quantity: 1, discount: 150 }], validUntil: dayPlus(3) },
      tokens.admin,
    );
    expect(refusal(discount)).toEqual({ code: 'BAD_USER_INPUT', field: 'lines.0.discount' });
    const past = await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000001', quantity: 1 }], validUntil: dayPlus(-3) },
      tokens.admin,
    );
    expect(refusal(past)).toEqual({ code: 'BAD_USER_INPUT', field: 'validUntil' });
    const product = await post(REQUEST, { lines: [{ productCode: 'NOPE999', quantity: 1 }] }, tokens.rossi);
    expect(refusal(product)).toEqual({ code: 'BAD_USER_INPUT', field: 'lines.0.productCode' });
    const client = await post(
      `mutation { createQuote(clientCode: "C00003") { number } }`,
      {},
      tokens.moretti,
    );
    expect(refusal(client).code).toBe('NOT_FOUND');
    const filter = await post(LIST, { filter: { from: 'ieri' } }, tokens.admin);
    expect(refusal(filter)).toEqual({ code: 'BAD_USER_INPUT', field: 'filter.from' });
  });
});

describe('GET /documents/quote/…pdf', () => {
  const download = (url: string, token?: string) =>
    gateway.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('gives the customer and staff the PDF, refuses a visitor and another client', async () => {
    const created = await post(`mutation { createQuote(clientCode: "C00001") { number } }`, {}, tokens.admin);
    const number: string = created.data.createQuote.number;
    await post(
      SAVE,
      { number, lines: [{ productCode: 'AL000002', quantity: 3 }], validUntil: dayPlus(4) },
      tokens.admin,
    );
    expect((await post(SEND, { number }, tokens.admin)).data.sendQuote.status).toBe('SENT');
    const url = (await post(READ, { number, language: 'EN' }, tokens.rossi)).data.quote.pdfUrl as string;
    expect(url).toBe(quotePdfPath(number, 'en'));

    for (const token of [tokens.rossi, tokens.moretti, tokens.admin]) {
      const res = await download(url, token);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename=".+\.pdf"$/);
    }
    const visitor = await download(url);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
    const other = await download(url, tokens.gallo);
    expect(other.statusCode).toBe(404);
    expect(other.json().errors[0].extensions.code).toBe('NOT_FOUND');
    expect(other.rawPayload.includes('%PDF')).toBe(false);
    // Not a PDF's address: 404, never the API's answer.
    for (const bad of ['/documents/quote/26/000001.pdf', '/documents/quote/2026/x.pdf']) {
      expect((await download(bad, tokens.admin)).statusCode, bad).toBe(404);
    }
    const unknown = await download('/documents/quote/1999/000001.pdf', tokens.admin);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().errors[0].extensions.code).toBe('NOT_FOUND');
  });
});
