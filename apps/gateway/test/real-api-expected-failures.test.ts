// The expected failures a client reacts to, answered as typed results over the real REST API (in-process,
// demo data on PGlite), each with its `code`: placeOrderResult's PriceChanged (with the cart's new
// total), OutOfStock (the product and the units left, 0 for a product no longer sold) and
// OrderInProgress; addToCartResult's and setCartQuantityResult's OutOfStock (the units the line would
// reach, the units left, the cart as it was); acceptQuoteResult's QuoteRevisionSuperseded (the current
// revision); approveOrderResult's / rejectOrderResult's ApprovalAlreadyDecided (who decided what);
// requestReturn's and /uploads/return's ReturnQuantityExceeded (what is left). The refused discount
// (DiscountRefused) is seen in real-api-currentorder.test.ts. The older mutations keep answering errors
// (real-api-shop, -quotes, -approvals, -returns; addToCart below).
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOrderWithLines } from '../../api/test/helpers/order-lifecycle-fixtures';
import { setListPrice, setStock } from '../../api/test/helpers/shop-fixtures';
import { bearerCaller, SESSION_ID, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const { post, logIn, tokens } = bearerCaller(() => gateway);

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  await logIn(['admin', 'rossi', 'moretti']);
  await logIn(['ufficio'], 'Provvisoria1');
  await setStock(api.database.db, 'AL000001', 500);
  await setStock(api.database.db, 'AL000002', 500);
  await setListPrice(api.database.db, ['AL000001', 'AL000002'], '10.0000');
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

/** Withdraws a product from sale (or brings it back) straight in the API's database. */
async function setActive(code: string, active: boolean) {
  const { database } = api;
  if (database.kind !== 'pglite') throw new Error('the real-API tests run on PGlite');
  await database.client.query(`update products set active = $1 where code = $2`, [active, code]);
}

/** Sets a row no API call can set (a claim still in progress) straight in the API's database. */
async function markInProgress(key: string) {
  const { database } = api;
  if (database.kind !== 'pglite') throw new Error('the real-API tests run on PGlite');
  await database.client.query(
    `update idempotency_keys set state = 'in_progress', created_at = now() where key = $1`,
    [key],
  );
}

describe('placeOrderResult', () => {
  const PLACE = `mutation($key: String!, $total: Float) {
    placeOrderResult(idempotencyKey: $key, input: { acceptSaleConditions: true, expectedTotal: $total }, language: EN) {
      __typename
      ... on Order { number lines { code } }
      ... on ExpectedFailure { code }
      ... on PriceChanged { message expectedTotal currentTotal cart { summary { total } } }
      ... on OutOfStock { message shortages { productCode requested available } cart { lines { code available } } }
      ... on OrderInProgress { message idempotencyKey }
    } }`;

  it('answers PriceChanged, OutOfStock and OrderInProgress as typed results, then the order', async () => {
    const token = tokens.rossi;
    const added = await post(
      `mutation { addToCart(code: "AL000001", quantity: 6) { lines { code quantity } summary { total } } }`,
      {},
      token,
    );
    expect(added.errors).toBeUndefined();
    const total = added.data.addToCart.summary.total as number;
    const quantity = added.data.addToCart.lines.find((l: { code: string }) => l.code === 'AL000001')
      .quantity as number;

    const changed = await post(PLACE, { key: 'typed-result-0001', total: total + 1 }, token);
    expect(changed.errors).toBeUndefined();
    expect(changed.data.placeOrderResult).toMatchObject({
      __typename: 'PriceChanged',
      code: 'PRICE_CHANGED',
      expectedTotal: total + 1,
      currentTotal: total,
      cart: { summary: { total } },
    });
    expect(changed.data.placeOrderResult.message).toMatch(/new total/i);

    await setStock(api.database.db, 'AL000001', quantity - 1);
    const short = await post(PLACE, { key: 'typed-result-0002', total }, token);
    expect(short.errors).toBeUndefined();
    expect(short.data.placeOrderResult).toMatchObject({
      __typename: 'OutOfStock',
      code: 'OUT_OF_STOCK',
      shortages: [{ productCode: 'AL000001', requested: quantity, available: quantity - 1 }],
    });
    expect(short.data.placeOrderResult.message).toContain('AL000001');
    const shortLine = short.data.placeOrderResult.cart.lines.find(
      (l: { code: string }) => l.code === 'AL000001',
    );
    expect(shortLine).toEqual({ code: 'AL000001', available: quantity - 1 });
    await setStock(api.database.db, 'AL000001', 500);

    // A product no longer sold: none of it available.
    await setActive('AL000001', false);
    const gone = await post(PLACE, { key: 'typed-result-0005', total }, token).finally(() =>
      setActive('AL000001', true),
    );
    expect(gone.errors).toBeUndefined();
    expect(gone.data.placeOrderResult).toMatchObject({
      __typename: 'OutOfStock',
      code: 'OUT_OF_STOCK',
      shortages: [{ productCode: 'AL000001', requested: quantity, available: 0 }],
    });

    const placed = await post(PLACE, { key: 'typed-result-0003', total }, token);
    expect(placed.errors).toBeUndefined();
    expect(placed.data.placeOrderResult.__typename).toBe('Order');
    expect(placed.data.placeOrderResult.lines.map((l: { code: string }) => l.code)).toContain('AL000001');

    // A retry while the first attempt with that key still runs (its claim not yet done).
    await markInProgress('typed-result-0003');
    const retry = await post(PLACE, { key: 'typed-result-0003', total }, token);
    expect(retry.errors).toBeUndefined();
    expect(retry.data.placeOrderResult).toMatchObject({
      __typename: 'OrderInProgress',
      code: 'ORDER_IN_PROGRESS',
      idempotencyKey: 'typed-result-0003',
    });
  });

  it('leaves other refusals as errors (an empty cart)', async () => {
    const empty = await post(PLACE, { key: 'typed-result-0004', total: 0 }, tokens.rossi);
    expect(empty.data).toBeNull();
    expect(empty.errors[0].extensions.code).toBe('BAD_USER_INPUT');
  });
});

describe('addToCartResult and setCartQuantityResult', () => {
  const OUTCOME = `
    __typename
    ... on Cart { lines { code quantity } }
    ... on OutOfStock { code message shortages { productCode requested available } cart { lines { code quantity } } }`;
  const ADD = `mutation($code: String!, $quantity: Int) {
    addToCartResult(code: $code, quantity: $quantity, language: EN) { ${OUTCOME} } }`;
  const SET = `mutation($code: String!, $quantity: Int!) {
    setCartQuantityResult(code: $code, quantity: $quantity, language: EN) { ${OUTCOME} } }`;
  const code = 'AL000002';
  const lineOf = (cart: { lines: { code: string; quantity: number }[] }) =>
    cart.lines.find((l) => l.code === code)?.quantity;

  it('answers a quantity above the stock as OutOfStock with its figures, the cart unchanged', async () => {
    const token = tokens.rossi;
    const { data } = await post(
      `{ product(code: "${code}", language: EN) { minQuantity quantityStep } }`,
      {},
      token,
    );
    const { minQuantity, quantityStep } = data.product as { minQuantity: number; quantityStep: number };
    const first = Math.max(minQuantity, 1);
    try {
      const added = await post(ADD, { code, quantity: first }, token);
      expect(added.errors).toBeUndefined();
      expect(added.data.addToCartResult.__typename).toBe('Cart');
      expect(lineOf(added.data.addToCartResult)).toBe(first);

      // Exactly what is in the cart is left: one more step is refused, with the line's new quantity.
      await setStock(api.database.db, code, first);
      const refused = await post(ADD, { code, quantity: quantityStep }, token);
      expect(refused.errors).toBeUndefined();
      expect(refused.data.addToCartResult).toMatchObject({
        __typename: 'OutOfStock',
        code: 'OUT_OF_STOCK',
        shortages: [{ productCode: code, requested: first + quantityStep, available: first }],
      });
      expect(refused.data.addToCartResult.message).toContain(code);
      expect(lineOf(refused.data.addToCartResult.cart)).toBe(first);

      const tooMany = await post(SET, { code, quantity: first + 2 * quantityStep }, token);
      expect(tooMany.errors).toBeUndefined();
      expect(tooMany.data.setCartQuantityResult).toMatchObject({
        __typename: 'OutOfStock',
        code: 'OUT_OF_STOCK',
        shortages: [{ productCode: code, requested: first + 2 * quantityStep, available: first }],
      });

      await setStock(api.database.db, code, 500);
      const set = await post(SET, { code, quantity: first + quantityStep }, token);
      expect(set.data.setCartQuantityResult.__typename).toBe('Cart');
      expect(lineOf(set.data.setCartQuantityResult)).toBe(first + quantityStep);

      // The older mutation keeps answering the refusal as an error.
      await setStock(api.database.db, code, first);
      const older = await post(
        `mutation($code: String!) { addToCart(code: $code, quantity: ${quantityStep}) { id } }`,
        { code },
        token,
      );
      expect(older.data).toBeNull();
      expect(older.errors[0].extensions).toMatchObject({ code: 'CONFLICT', field: 'code' });
    } finally {
      await setStock(api.database.db, code, 500);
      await post(`mutation { removeFromCart(code: "${code}") { id } }`, {}, token);
    }
  });
});

describe('acceptQuoteResult', () => {
  it('answers a revision sent since as QuoteRevisionSuperseded, then accepts the current one', async () => {
    const requested = await post(
      `mutation { requestQuote(lines: [{ productCode: "AL000001", quantity: 10 }]) { number } }`,
      {},
      tokens.rossi,
    );
    const number = requested.data.requestQuote.number as string;
    const validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const SAVE = `mutation($number: String!, $validUntil: String!, $quantity: Int!) {
      saveQuote(number: $number, validUntil: $validUntil, lines: [{ productCode: "AL000001", quantity: $quantity }]) { number } }`;
    const SEND = `mutation($number: String!) { sendQuote(number: $number) { revision } }`;
    await post(SAVE, { number, validUntil, quantity: 10 }, tokens.moretti);
    expect((await post(SEND, { number }, tokens.moretti)).data.sendQuote.revision).toBe(1);
    await post(SAVE, { number, validUntil, quantity: 12 }, tokens.moretti);
    expect((await post(SEND, { number }, tokens.moretti)).data.sendQuote.revision).toBe(2);

    const ACCEPT = `mutation($number: String!, $revision: Int!) {
      acceptQuoteResult(number: $number, revision: $revision) {
        __typename
        ... on QuoteAcceptResult { orderNumber quote { status } }
        ... on QuoteRevisionSuperseded { code message number acceptedRevision currentRevision }
      } }`;
    const stale = await post(ACCEPT, { number, revision: 1 }, tokens.rossi);
    expect(stale.errors).toBeUndefined();
    expect(stale.data.acceptQuoteResult).toMatchObject({
      __typename: 'QuoteRevisionSuperseded',
      code: 'QUOTE_REVISION_SUPERSEDED',
      number,
      acceptedRevision: 1,
      currentRevision: 2,
    });
    expect(stale.data.acceptQuoteResult.message.length).toBeGreaterThan(10);

    const accepted = await post(ACCEPT, { number, revision: 2 }, tokens.rossi);
    expect(accepted.data.acceptQuoteResult).toMatchObject({
      __typename: 'QuoteAcceptResult',
      quote: { status: 'ACCEPTED' },
    });
    // Accepted already is not one of the typed failures: still an error.
    const again = await post(ACCEPT, { number, revision: 2 }, tokens.rossi);
    expect(again.errors[0].extensions.code).toBe('CONFLICT');
  });
});

describe('approveOrderResult and rejectOrderResult', () => {
  const DECIDED = `
    __typename
    ... on ManagedOrder { status }
    ... on ApprovalAlreadyDecided { code message orderNumber decision decidedBy }`;
  const APPROVE = `mutation($number: String!) { approveOrderResult(number: $number, language: EN) { ${DECIDED} } }`;
  const REJECT = `mutation($number: String!) { rejectOrderResult(number: $number, reason: "no", language: EN) {
    ${DECIDED} } }`;

  it('answers a decision someone else took first as ApprovalAlreadyDecided', async () => {
    const { number } = await insertOrderWithLines(api.database.db, {
      client: 'C00001',
      placedBy: 'rossi',
      status: 'in_approvazione',
      lines: [{ code: 'AL000001', quantity: 6 }],
    });
    const approved = await post(APPROVE, { number }, tokens.ufficio);
    expect(approved.data.approveOrderResult).toEqual({ __typename: 'ManagedOrder', status: 'RECEIVED' });

    const late = await post(REJECT, { number }, tokens.admin);
    expect(late.errors).toBeUndefined();
    expect(late.data.rejectOrderResult).toMatchObject({
      __typename: 'ApprovalAlreadyDecided',
      code: 'APPROVAL_ALREADY_DECIDED',
      orderNumber: number,
      decision: 'APPROVED',
    });
    expect(late.data.rejectOrderResult.decidedBy).not.toBe('');
    expect(late.data.rejectOrderResult.message).toMatch(/already approved by/);
    const lateApproval = await post(APPROVE, { number }, tokens.admin);
    expect(lateApproval.data.approveOrderResult.__typename).toBe('ApprovalAlreadyDecided');
  });
});

describe('requestReturn and /uploads/return', () => {
  const RETURNABLE = `{ returnableLines(pageSize: 200) { items { deliveryNote line left } } }`;
  const REQUEST = `mutation($lines: [ReturnRequestLineInput!]!) { requestReturn(lines: $lines, language: EN) {
    __typename
    ... on Return { number status lines { requestedQuantity } }
    ... on ReturnQuantityExceeded { code message field deliveryNote line requested returnable }
  } }`;

  it('answers a line asking more than is left as ReturnQuantityExceeded, in GraphQL and on the upload route', async () => {
    const returnable = await post(RETURNABLE, {}, tokens.rossi);
    const items = returnable.data.returnableLines.items as {
      deliveryNote: string;
      line: number;
      left: number;
    }[];
    const line = items.find((l) => l.left >= 2);
    if (!line) throw new Error('no delivered line with 2 units left in the seed');
    const asking = (quantity: number) => [
      { deliveryNote: line.deliveryNote, line: line.line, quantity, reason: 'DAMAGED' },
    ];
    const expected = {
      __typename: 'ReturnQuantityExceeded',
      code: 'RETURN_QUANTITY_EXCEEDED',
      field: 'lines.0.quantity',
      deliveryNote: line.deliveryNote,
      line: line.line,
      requested: line.left + 1,
      returnable: line.left,
    };

    const tooMany = await post(REQUEST, { lines: asking(line.left + 1) }, tokens.rossi);
    expect(tooMany.errors).toBeUndefined();
    expect(tooMany.data.requestReturn).toMatchObject(expected);

    const form = new FormData();
    form.append('lines', JSON.stringify(asking(line.left + 1)));
    form.append('note', '');
    const body = new Request('http://test.invalid/', { method: 'POST', body: form });
    const upload = await gateway.inject({
      method: 'POST',
      url: '/uploads/return',
      payload: Buffer.from(await body.arrayBuffer()),
      headers: {
        'content-type': body.headers.get('content-type') ?? 'multipart/form-data',
        'x-sessionid': SESSION_ID,
        authorization: `Bearer ${tokens.rossi}`,
        'apollo-require-preflight': 'true',
      },
    });
    expect(upload.statusCode).toBe(422);
    expect(upload.json().errors[0].extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'lines.0.quantity',
    });
    expect(upload.json().result).toMatchObject(expected);

    const made = await post(REQUEST, { lines: asking(1) }, tokens.rossi);
    expect(made.data.requestReturn).toMatchObject({
      __typename: 'Return',
      status: 'REQUESTED',
      lines: [{ requestedQuantity: 1 }],
    });
  });
});
