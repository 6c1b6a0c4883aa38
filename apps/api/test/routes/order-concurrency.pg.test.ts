// Orders racing on PostgreSQL: never oversell, one order per Idempotency-Key. PGlite has a single
// connection, so its transactions never overlap and these tests would prove nothing there.
import { REST_PATHS } from '@shop/contract';
import { and, eq, inArray, sql, sum } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartLines, carts, orderLines, orders, sessions, users } from '../../src/db/schema';
import { hashToken, newSessionToken } from '../../src/modules/users/token';
import { call, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS, setStock, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('order-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;

/** Customers of client C00001 with a session each, made directly (no login: no scrypt, no rate limit). */
async function makeCustomers(prefix: string, n: number): Promise<(Caller & { userId: number })[]> {
  const created = await db()
    .insert(users)
    .values(
      Array.from({ length: n }, (_, i) => ({
        username: `${prefix}-${i}`,
        tipo: 'C',
        clientCode: 'C00001',
        passwordHash: 'not-a-login-user',
      })),
    )
    .returning({ id: users.id });
  return Promise.all(
    created.map(async ({ id }) => {
      const token = newSessionToken();
      await db()
        .insert(sessions)
        .values({
          tokenHash: hashToken(token),
          userId: id,
          anonymousSessionId: `${prefix}-session-${id}-000000`,
          expiresAt: new Date(Date.now() + 3_600_000),
        });
      return { token, userId: id };
    }),
  );
}

async function fillCart(userId: number, productCode: string, quantity: number) {
  const [cart] = await db().insert(carts).values({ userId }).returning({ id: carts.id });
  await db()
    .insert(cartLines)
    .values({ cartId: cart?.id ?? 0, productCode, quantity });
}

describe('concurrent orders on PostgreSQL', () => {
  beforeAll(async () => {
    await insertFixtures(db());
  });

  it('sells exactly the last 10 units to 10 of 50 customers ordering at once', async () => {
    const customers = await makeCustomers('race', 50);
    await setStock(db(), PRODUCTS.scarce.code, 10);
    for (const c of customers) await fillCart(c.userId, PRODUCTS.scarce.code, 1);

    const responses = await Promise.all(
      customers.map((c, i) =>
        call(
          ctx.app,
          REST_PATHS.orderCreate,
          { AccettaCondizioni: 'S' },
          { ...c, headers: { 'idempotency-key': `race-key-${i}` } },
        ),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    const refused = responses.filter((r) => r.statusCode !== 201);
    expect(refused).toHaveLength(40);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors[0].title).toContain('Disponibilità insufficiente per l’articolo T-LAST');
    }
    expect(await stockOf(db(), PRODUCTS.scarce.code)).toBe(0);
    const [sold] = await db()
      .select({ units: sum(orderLines.quantity) })
      .from(orderLines)
      .where(eq(orderLines.productCode, PRODUCTS.scarce.code));
    expect(Number(sold?.units)).toBe(10);
    // The 40 refused customers still have their cart.
    const kept = await db()
      .select({ cartId: cartLines.cartId })
      .from(cartLines)
      .where(eq(cartLines.productCode, PRODUCTS.scarce.code));
    expect(kept).toHaveLength(40);
    // Every order number is distinct and the amounts are to the cent: 19.99 less 20+10 = 14.39.
    const placed = await db()
      .select({ number: orders.number, total: orders.total })
      .from(orders)
      .where(
        inArray(
          orders.userId,
          customers.map((c) => c.userId),
        ),
      );
    expect(new Set(placed.map((o) => o.number)).size).toBe(10);
    expect(placed.every((o) => Number(o.total) === 14.39)).toBe(true);
    // Numbered without gaps, the 40 refused orders (rolled back) taking no number.
    const sequence = placed.map((o) => Number(/^\d{4}\/(\d{6})$/.exec(o.number)?.[1])).sort((a, b) => a - b);
    expect(sequence.every((n, i) => i === 0 || n === (sequence[i - 1] ?? 0) + 1)).toBe(true);
  });

  it('places one order for 10 simultaneous requests with one Idempotency-Key', async () => {
    const [customer] = await makeCustomers('replay', 1);
    if (!customer) throw new Error('no customer');
    await fillCart(customer.userId, PRODUCTS.plain.code, 2);
    const headers = { 'idempotency-key': 'one-key-for-ten-requests' };
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(ctx.app, REST_PATHS.orderCreate, { AccettaCondizioni: 'S' }, { ...customer, headers }),
      ),
    );
    const ok = responses.filter((r) => r.statusCode === 201);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    for (const r of responses.filter((r) => r.statusCode !== 201)) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'Idempotency-Key' });
    }
    const numbers = new Set(ok.map((r) => r.json().data.ordine.numero));
    expect(numbers.size).toBe(1);
    const mine = await db()
      .select()
      .from(orders)
      .where(and(eq(orders.userId, customer.userId)));
    expect(mine).toHaveLength(1);
    expect(Number(mine[0]?.total)).toBe(14.4);
    // Once done, a late retry gets the same order.
    const late = await call(
      ctx.app,
      REST_PATHS.orderCreate,
      { AccettaCondizioni: 'S' },
      { ...customer, headers },
    );
    expect(late.statusCode).toBe(201);
    expect(late.json().data.ordine.numero).toBe([...numbers][0]);
  });

  it('counts every unit of 20 simultaneous adds to one line (the lost-update race)', async () => {
    const [customer] = await makeCustomers('adds', 1);
    if (!customer) throw new Error('no customer');
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '1' }, customer),
      ),
    );
    for (const r of responses) expect(r.statusCode, r.body).toBe(200);
    const [line] = await db()
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(and(eq(carts.userId, customer.userId), eq(cartLines.productCode, PRODUCTS.plain.code)));
    expect(line?.quantity).toBe(20);
  });

  it('keeps a unit added while the order is being placed: not lost, not sold twice', async () => {
    const [customer] = await makeCustomers('add-during-order', 1);
    if (!customer) throw new Error('no customer');
    await fillCart(customer.userId, PRODUCTS.plain.code, 2);
    let order: Promise<{ statusCode: number; body: string }> | undefined;
    let added: Promise<{ statusCode: number; body: string }> | undefined;
    // Holding the orders table stops the order after it has read (and locked) its lines, before it
    // writes itself and empties them: the add lands right in that window.
    await db().transaction(async (tx) => {
      await tx.execute(sql`lock table orders in exclusive mode`);
      order = call(
        ctx.app,
        REST_PATHS.orderCreate,
        { AccettaCondizioni: 'S' },
        { ...customer, headers: { 'idempotency-key': 'add-during-order' } },
      );
      await waitForLockWaiters(1);
      added = call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '1' }, customer);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const [placed, add] = await Promise.all([order, added]);
    expect(placed?.statusCode, placed?.body).toBe(201);
    expect(add?.statusCode, add?.body).toBe(200);
    const [ordered] = await db()
      .select({ units: sum(orderLines.quantity) })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(eq(orders.userId, customer.userId));
    const left = await db()
      .select({ quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, customer.userId));
    // The order took the 2 units it read; the unit added meanwhile waits in the cart.
    expect(Number(ordered?.units)).toBe(2);
    expect(left.map((line) => line.quantity)).toEqual([1]);
  });
});

/** Waits until `n` sessions wait for a lock (the order stopped at the held table). */
async function waitForLockWaiters(n: number): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    const result = await db().execute(
      sql`select count(*)::int as waiting from pg_locks where not granted and database = (select oid from pg_database where datname = current_database())`,
    );
    const [row] = (result as unknown as { rows: { waiting: number }[] }).rows;
    if ((row?.waiting ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the order never waited for the held table');
}
