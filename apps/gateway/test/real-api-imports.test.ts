// Imports through GraphQL over the real REST API (in-process, demo data on PGlite): a file of
// several clients checked and imported as orders once, and /graphql/imports taking a file far over
// /graphql's 256 kB while refusing any other operation.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { startRealApi, type RealApi } from './support/real-api';
import { SESSION_ID, startGateway } from './support/gateway';

let api: RealApi;
let gateway: FastifyInstance;
let ufficio: string;

async function post(url: string, query: string, variables: Record<string, unknown> = {}, token?: string) {
  const res = await gateway.inject({
    method: 'POST',
    url,
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: { query, variables },
  });
  return { status: res.statusCode, body: res.json() };
}

const RUN = `mutation($rows: [ImportRowInput!]!) {
  importOrdersRun(rows: $rows, language: EN) {
    mode rowCount validCount errorCount repeated key
    clients { code name validCount orderNumber orderTotal }
    refusedRows { row client code quantity outcome reason message }
  }
}`;
const CHECK = `mutation($rows: [ImportRowInput!]!) {
  importCartsCheck(rows: $rows) { rowCount validCount errorCount rows { row outcome reason importedQuantity } }
}`;

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url);
  const login = await post(
    '/graphql',
    `mutation { login(input: { username: "ufficio", password: "Provvisoria1" }, tokenDelivery: BEARER) { token } }`,
  );
  ufficio = login.body.data.login.token as string;
}, 180_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

describe('imports', () => {
  it('imports an order file once: one order per client, the refused rows reported, a repeat answered', async () => {
    const rows = [
      { client: 'C00001', code: 'AL000001', quantity: '1', reference: 'GW-1' },
      { client: 'C00002', code: 'AL000001', quantity: '2' },
      { client: 'C00002', code: 'NON-ESISTE', quantity: '1' },
      { client: 'ZZZZZ', code: 'AL000001', quantity: '1' },
    ];
    const first = await post('/graphql', RUN, { rows }, ufficio);
    expect(first.body.errors).toBeUndefined();
    const run = first.body.data.importOrdersRun;
    expect(run).toMatchObject({ mode: 'ORDERS', rowCount: 4, validCount: 2, errorCount: 2, repeated: false });
    expect(run.clients.filter((c: { orderNumber: string | null }) => c.orderNumber)).toHaveLength(2);
    expect(run.refusedRows.map((r: { row: number; reason: string }) => [r.row, r.reason])).toEqual([
      [3, 'UNKNOWN_CODE'],
      [4, 'CLIENT_NOT_ALLOWED'],
    ]);
    const again = await post('/graphql/imports', RUN, { rows }, ufficio);
    expect(again.body.data.importOrdersRun).toEqual({ ...run, repeated: true });
  });

  it('takes a file over 256 kB at /graphql/imports, which refuses other operations', async () => {
    const rows = Array.from({ length: 6000 }, (_, i) => ({
      client: 'C00001',
      code: `AL${String((i % 50) + 1).padStart(6, '0')}`,
      quantity: '1',
      reference: `riferimento-${i}`,
    }));
    expect(Buffer.byteLength(JSON.stringify({ query: CHECK, variables: { rows } }))).toBeGreaterThan(
      256 * 1024,
    );
    expect((await post('/graphql', CHECK, { rows }, ufficio)).status).toBe(413);
    const big = await post('/graphql/imports', CHECK, { rows }, ufficio);
    expect(big.body.errors).toBeUndefined();
    expect(big.body.data.importCartsCheck.rowCount).toBe(6000);

    const other = await post('/graphql/imports', `mutation { logout }`, {}, ufficio);
    expect(other.status).toBe(400);
    expect(other.body.errors[0].extensions.code).toBe('BAD_REQUEST');
    const query = await post('/graphql/imports', `{ viewer { username } }`, {}, ufficio);
    expect(query.status).toBe(400);
  });

  it('refuses a visitor', async () => {
    const res = await post('/graphql/imports', RUN, { rows: [{ code: 'AL000001', quantity: '1' }] });
    expect(res.body.errors[0].extensions.code).toBe('UNAUTHENTICATED');
  });
});
