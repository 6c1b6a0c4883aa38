// Ordering for a client on PostgreSQL: the cart of a (staff user, client) pair under simultaneous
// changes. PGlite has one connection, so these races mean something only on a real server.
import { REST_PATHS } from '@shop/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartLines, carts, users } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { call, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('currentorder.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let moretti: Caller;
let rossi: Caller;

beforeAll(async () => {
  await insertFixtures(db());
  moretti = { token: (await loginAs(ctx.app, 'moretti')).token };
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  const started = await call(ctx.app, REST_PATHS.currentOrderStart, { codCliente: 'C00001' }, moretti);
  expect(started.statusCode, started.body).toBe(200);
});

async function pairQuantity(code: string): Promise<number | undefined> {
  const [line] = await db()
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(users, eq(users.id, carts.userId))
    .where(
      and(eq(users.username, 'moretti'), eq(carts.clientCode, 'C00001'), eq(cartLines.productCode, code)),
    );
  return line?.quantity;
}

async function rossiQuantity(code: string): Promise<number> {
  const [line] = await db()
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(users, eq(users.id, carts.userId))
    .where(and(eq(users.username, 'rossi'), isNull(carts.clientCode), eq(cartLines.productCode, code)));
  return line?.quantity ?? 0;
}

describe('the cart of a (staff user, client) pair on PostgreSQL', () => {
  it('counts every unit of 20 simultaneous adds from two tabs (the compare-and-set with the pair as owner)', async () => {
    const responses = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '1' }, moretti),
      ),
    );
    for (const response of responses) expect(response.statusCode, response.body).toBe(200);
    expect(await pairQuantity(PRODUCTS.plain.code)).toBe(20);
    // One cart for the pair, none for moretti alone.
    const pairCarts = await db()
      .select({ id: carts.id, clientCode: carts.clientCode })
      .from(carts)
      .innerJoin(users, eq(users.id, carts.userId))
      .where(eq(users.username, 'moretti'));
    expect(pairCarts.map((cart) => cart.clientCode)).toEqual(['C00001']);
  });

  it('loses no unit when Rossi adds to his own cart while moretti takes it over', async () => {
    const code = PRODUCTS.gift.code;
    const add = (n: number) =>
      Array.from({ length: n }, () => call(ctx.app, REST_PATHS.cartAdd, { codArt: code, qta: '1' }, rossi));
    const first = await Promise.all(add(5));
    for (const response of first) expect(response.statusCode, response.body).toBe(200);
    const racing = await Promise.all([
      ...add(10),
      call(ctx.app, REST_PATHS.currentOrderTakeover, {}, moretti),
      ...add(10),
    ]);
    for (const response of racing) expect(response.statusCode, response.body).toBe(200);
    // Every unit Rossi added is either still his or moved to the agent's cart for him: 25 in all.
    const moved = (await pairQuantity(code)) ?? 0;
    expect(moved).toBeGreaterThanOrEqual(5);
    expect(moved + (await rossiQuantity(code))).toBe(25);
  });
});
