// Quick order through GraphQL over the real REST API (in-process, demo data on PGlite), over real
// HTTP: rows checked and reported, the valid ones into the cart, and 5,000 rows in one request.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
let colombo: string;

async function post(query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await gateway.inject({
    method: 'POST',
    url: '/graphql',
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return {
    status: res.statusCode,
    body: res.json(),
    size: Buffer.byteLength(JSON.stringify({ query, variables })),
  };
}

const ROWS_RESULT = `rows { row code quantity outcome reason message cartQuantity } validCount warningCount errorCount`;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  const login = await post(
    `mutation { login(input: { username: "colombo", password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
  );
  colombo = login.body.data.login.token as string;
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('quick order', () => {
  it('reports every row of a paste with bad ones, and adds the good ones to the cart', async () => {
    const listing = await post(
      `{ products(pageSize: 3, language: IT, sort: CODE) { items { code minQuantity } } }`,
    );
    const [a, b] = listing.body.data.products.items as { code: string; minQuantity: number }[];
    if (!a || !b) throw new Error('no products');
    const rows = [
      { code: a.code.toLowerCase(), quantity: String(a.minQuantity) },
      { code: 'NON-ESISTE', quantity: '2' },
      { code: b.code, quantity: 'tre' },
    ];
    const check = await post(
      `query($rows: [QuickOrderRowInput!]!) { quickOrderCheck(rows: $rows, language: EN) { ${ROWS_RESULT} } }`,
      { rows },
      colombo,
    );
    expect(check.body.errors).toBeUndefined();
    expect(check.body.data.quickOrderCheck).toMatchObject({ validCount: 1, errorCount: 2 });
    expect(
      check.body.data.quickOrderCheck.rows.map((r: { outcome: string; reason: string | null }) => [
        r.outcome,
        r.reason,
      ]),
    ).toEqual([
      ['OK', null],
      ['ERROR', 'UNKNOWN_CODE'],
      ['ERROR', 'INVALID_QUANTITY'],
    ]);
    expect(check.body.data.quickOrderCheck.rows[1].message).toBe(
      'The code “NON-ESISTE” is not in the catalogue.',
    );

    const add = await post(
      `mutation($rows: [QuickOrderRowInput!]!) { quickOrderAdd(rows: $rows) { ${ROWS_RESULT} cart { id lines { code quantity } } } }`,
      { rows },
      colombo,
    );
    expect(add.body.errors).toBeUndefined();
    expect(add.body.data.quickOrderAdd.cart).toEqual({
      id: 'Cart:current',
      lines: [{ code: a.code, quantity: a.minQuantity }],
    });
  });

  it('takes 5,000 rows in one request (timed)', async () => {
    const codes: string[] = [];
    for (let page = 1; codes.length < 5000; page += 1) {
      const listing = await post(
        `query($p: Int) { products(page: $p, pageSize: 100, language: IT, sort: CODE) { items { code } } }`,
        { p: page },
      );
      const items = listing.body.data.products.items as { code: string }[];
      if (items.length === 0) break;
      codes.push(...items.map((item) => item.code));
    }
    while (codes.length < 5000) codes.push(`ZZ${codes.length}`);
    const rows = codes.slice(0, 5000).map((code) => ({ code, quantity: '1' }));
    const started = performance.now();
    const check = await post(
      `query($rows: [QuickOrderRowInput!]!) { quickOrderCheck(rows: $rows) { validCount errorCount rows { row } } }`,
      { rows },
      colombo,
    );
    const checkMs = performance.now() - started;
    console.info(
      `GraphQL quick order check, 5,000 rows: ${Math.round(checkMs)} ms, request ${check.size} bytes`,
    );
    expect(check.status).toBe(200);
    expect(check.body.errors).toBeUndefined();
    expect(check.body.data.quickOrderCheck.rows).toHaveLength(5000);
    expect(check.size).toBeLessThan(256 * 1024);
  }, 120_000);

  it('is forbidden to a staff user ordering for nobody', async () => {
    const login = await post(
      `mutation { login(input: { username: "admin", password: "Bellini2026" }, tokenDelivery: BEARER) { token } }`,
    );
    const refused = await post(
      `query { quickOrderCheck(rows: [{ code: "AL000001", quantity: "1" }]) { validCount } }`,
      {},
      login.body.data.login.token as string,
    );
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
