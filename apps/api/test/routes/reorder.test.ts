// Contract tests of POST /api/order/reorder, on the seeded order history (order-history.seed.ts).
import { ORDER_STATUSES, REST_PATHS, reorderResponseSchema, type ReorderData } from '@shop/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders } from '../../src/db/schema';
import { DISCONTINUED_PRODUCT } from '../../src/seed/order-history.seed';
import { loginAs } from '../helpers/login';
import { call, expectFailure, snapshot, type Caller } from '../helpers/shop-calls';
import { setStock } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let ferri: Caller;
let staff: Caller;
/** rossi's oldest order: three catalogue lines and the discontinued product. */
let oldest: string;
let oldestLines: { productCode: string; quantity: number }[];

beforeAll(async () => {
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  ferri = { token: (await loginAs(ctx.app, 'ferri')).token };
  staff = { token: (await loginAs(ctx.app, 'admin')).token };
  const [first] = await db()
    .select()
    .from(orders)
    .where(eq(orders.clientCode, 'C00001'))
    .orderBy(asc(orders.createdAt))
    .limit(1);
  if (!first) throw new Error('the seed has no order history for rossi');
  oldest = first.number;
  oldestLines = await db()
    .select({ productCode: orderLines.productCode, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, first.id))
    .orderBy(asc(orderLines.lineNo));
  // The generated catalogue's stock is random: make the catalogue lines available.
  for (const line of oldestLines) await setStock(db(), line.productCode, 1000);
});

const reorder = (caller: Caller, fields: Record<string, string>) =>
  call(ctx.app, REST_PATHS.orderReorder, fields, caller);

function answered(response: Awaited<ReturnType<typeof reorder>>): ReorderData {
  expect(response.statusCode, response.body).toBe(200);
  const body = reorderResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

describe('POST /api/order/reorder', () => {
  it('puts the order’s lines back at today’s prices and names the product no longer sold', async () => {
    expect(oldestLines.map((l) => l.productCode)).toContain(DISCONTINUED_PRODUCT.code);
    const data = answered(await reorder(rossi, { NumeroOrdine: oldest, Lingua: 'en' }));
    expect(data.riordinate).toBe(3);
    expect(data.nonRiordinate).toEqual([
      {
        codice: DISCONTINUED_PRODUCT.code,
        descrizione: DISCONTINUED_PRODUCT.descriptionEn,
        qta: 6,
        motivo: 'fuoriproduzione',
        disponibili: null,
      },
    ]);
    const sold = oldestLines.filter((l) => l.productCode !== DISCONTINUED_PRODUCT.code);
    expect(data.righe.map((l) => [l.codice, l.qta])).toEqual(sold.map((l) => [l.productCode, l.quantity]));
    // Today's prices: the same as the cart itself answers.
    const cart = (await call(ctx.app, REST_PATHS.cart, {}, rossi)).json().data;
    expect(data.righe.map((l) => l.prezzofinale)).toEqual(
      cart.map((l: { prezzofinale: number }) => l.prezzofinale),
    );
    expect(data.riepilogo.numcart).toBe(sold.reduce((sum, l) => sum + l.quantity, 0));
  });

  it('adds to what is already in the cart and reports a line short of stock', async () => {
    const [short] = oldestLines.filter((l) => l.productCode !== DISCONTINUED_PRODUCT.code);
    if (!short) throw new Error('no catalogue line');
    await setStock(db(), short.productCode, short.quantity + 1); // already in the cart once: not enough twice
    const data = answered(await reorder(rossi, { NumeroOrdine: oldest }));
    expect(data.riordinate).toBe(2);
    expect(data.nonRiordinate).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          codice: short.productCode,
          motivo: 'nondisponibile',
          disponibili: short.quantity + 1,
        }),
        expect.objectContaining({ codice: DISCONTINUED_PRODUCT.code, motivo: 'fuoriproduzione' }),
      ]),
    );
    const again = data.righe.find((l) => l.codice === short.productCode);
    expect(again?.qta).toBe(short.quantity);
  });

  it('refuses a malformed number (422 on NumeroOrdine) and changes nothing', async () => {
    const before = await snapshot(db());
    expectFailure(await reorder(rossi, { NumeroOrdine: 'ordine-1' }), 422, 'VALIDATION', 'NumeroOrdine');
    expectFailure(await reorder(rossi, {}), 422, 'VALIDATION', 'NumeroOrdine');
    expect(await snapshot(db())).toEqual(before);
  });

  it('answers 404 for another client’s order and for an unknown one, changing no cart', async () => {
    const before = await snapshot(db());
    expectFailure(await reorder(ferri, { NumeroOrdine: oldest }), 404, 'NOT_FOUND');
    expectFailure(await reorder(rossi, { NumeroOrdine: '1999/000001' }), 404, 'NOT_FOUND');
    expect(await snapshot(db())).toEqual(before);
  });

  it('answers 401 without a token and 403 to staff', async () => {
    expectFailure(await reorder({}, { NumeroOrdine: oldest }), 401, 'UNAUTHENTICATED');
    expectFailure(await reorder(staff, { NumeroOrdine: oldest }), 403, 'FORBIDDEN');
  });

  it('seeds every status and a few orders for each demo customer', async () => {
    const rows = await db().select({ status: orders.status, client: orders.clientCode }).from(orders);
    // Waiting for approval and rejected come only from the approval rules (all off in the demo data;
    // approvals.test.ts makes them): every other status is seeded.
    const approvalStatuses: readonly string[] = ['in_approvazione', 'rifiutato'];
    expect(new Set(rows.map((r) => r.status))).toEqual(
      new Set(ORDER_STATUSES.filter((status) => !approvalStatuses.includes(status))),
    );
    const perClient = (code: string) => rows.filter((r) => r.client === code).length;
    expect(perClient('C00001')).toBeGreaterThanOrEqual(5);
    expect(perClient('C00002')).toBeGreaterThanOrEqual(3);
    expect(
      (
        await db()
          .select()
          .from(orders)
          .where(and(eq(orders.clientCode, 'C00001'), eq(orders.status, 'annullato')))
      ).length,
    ).toBe(1);
  });
});
