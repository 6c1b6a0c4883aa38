// A customer's own delivery notes, invoices and backorders through GraphQL over the real REST API
// (in-process, demo data on PGlite): `Order.documents` and `myBackorders` hold the company's own and
// nothing of another client's; staff use their own queries (FORBIDDEN here), visitors must sign in.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearerCaller, startGateway } from './support/gateway';
import { startRealApi, type RealApi } from './support/real-api';

let api: RealApi;
let gateway: FastifyInstance;
const { post, logIn, tokens } = bearerCaller(() => gateway);

beforeAll(async () => {
  api = await startRealApi();
  gateway = await startGateway(api.url, { LOGIN_RATE_LIMIT: '100', UPSTREAM_TIMEOUT_MS: '10000' });
  await logIn(['rossi', 'admin']);
}, 90_000);
afterAll(async () => {
  await gateway?.close();
  await api?.close();
});

const INVOICED = `{ orders(filter: { status: INVOICED }, pageSize: 5) { items { number
  documents { kind number date client { code } orderNumbers invoiceNumber } } } }`;
const BACKORDERS = `query($page: Int, $pageSize: Int) { myBackorders(page: $page, pageSize: $pageSize) {
  total page pageSize items { orderNumber client { code } productCode ordered shipped remaining expectedDate }
} }`;

describe("a customer's documents and backorders", () => {
  it('lists an invoiced order’s delivery notes and invoice, its own only', async () => {
    const res = await post(INVOICED, {}, tokens.rossi);
    expect(res.errors).toBeUndefined();
    const [order] = res.data.orders.items as Array<{
      number: string;
      documents: Array<{
        kind: string;
        number: string;
        date: string;
        client: { code: string };
        orderNumbers: string[];
        invoiceNumber: string | null;
      }>;
    }>;
    expect(order).toBeDefined();
    const kinds = order?.documents.map((d) => d.kind) ?? [];
    expect(kinds).toContain('DDT');
    expect(kinds).toContain('INVOICE');
    for (const doc of order?.documents ?? []) {
      expect(doc.client.code).toBe('C00001');
      expect(doc.orderNumbers).toContain(order?.number);
    }
    const dates = order?.documents.map((d) => d.date) ?? [];
    expect([...dates].sort()).toEqual(dates);
    const invoice = order?.documents.find((d) => d.kind === 'INVOICE');
    expect(
      order?.documents.filter((d) => d.kind === 'DDT').every((d) => d.invoiceNumber === invoice?.number),
    ).toBe(true);
  });

  it('lists the company’s backorders, pages them and refuses a bad page size at its argument', async () => {
    const res = await post(BACKORDERS, { pageSize: 100 }, tokens.rossi);
    expect(res.errors).toBeUndefined();
    const items = res.data.myBackorders.items as Array<{
      client: { code: string };
      ordered: number;
      shipped: number;
      remaining: number;
    }>;
    expect(items.length).toBeGreaterThan(0);
    for (const line of items) {
      expect(line.client.code).toBe('C00001');
      expect(line.remaining).toBeGreaterThan(0);
      expect(line.shipped + line.remaining).toBeLessThanOrEqual(line.ordered);
    }
    const first = await post(BACKORDERS, { page: 1, pageSize: 1 }, tokens.rossi);
    expect(first.data.myBackorders).toMatchObject({
      page: 1,
      pageSize: 1,
      total: res.data.myBackorders.total,
    });
    const bad = await post(BACKORDERS, { pageSize: 1000 }, tokens.rossi);
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'pageSize' });
    // The message names the argument the integrator sent, not the REST API's form field («ordine»).
    const wrong = await post(
      `{ orderDocuments(filter: { orderNumber: "not a number" }) { total } }`,
      {},
      tokens.admin,
    );
    expect(wrong.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      field: 'filter.orderNumber',
    });
    expect(wrong.errors?.[0]?.message).toContain('«filter.orderNumber»');
    expect(wrong.errors?.[0]?.message).not.toContain('ordine');
  });

  it('refuses staff and visitors', async () => {
    const staff = await post(BACKORDERS, {}, tokens.admin);
    expect(staff.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const visitor = await post(BACKORDERS, {});
    expect(visitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
