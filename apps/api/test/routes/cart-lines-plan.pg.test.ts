// How PostgreSQL reads a big cart. A cart's lines are joined with their products by code; with a
// trigram (GIN) index on products.code the planner probed it once per line (it prices a GIN equality
// lookup below the primary key's), some 10 ms a probe: a 5,000-line cart took 40 s to read back after a
// quick order. PGlite plans differently, so this runs on PostgreSQL only.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { cartLines, carts, users } from '../../src/db/schema';
import { findCartLines } from '../../src/modules/cart/cart.repository';
import { useTestApp } from '../helpers/test-app';

if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('cart-lines-plan.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let cartId = 0;

beforeAll(async () => {
  const [user] = await db()
    .insert(users)
    .values({ username: 'big-cart', tipo: 'C', clientCode: 'C00001', passwordHash: 'not-a-login-user' })
    .returning({ id: users.id });
  const [cart] = await db()
    .insert(carts)
    .values({ userId: user?.id ?? 0 })
    .returning({ id: carts.id });
  cartId = cart?.id ?? 0;
  await db().execute(sql`
    insert into ${cartLines} (cart_id, product_code, quantity)
    select ${cartId}, code, min_qty from products where active order by code limit 2000`);
});

describe('reading a big cart on PostgreSQL', () => {
  it('never probes a trigram index per line', async () => {
    const plan = await db().execute(sql`
      explain select cl.quantity, p.code from ${cartLines} cl join products p on p.code = cl.product_code
       where cl.cart_id = ${cartId} order by cl.added_at, cl.product_code`);
    const text = (plan as unknown as { rows: Record<string, string>[] }).rows
      .map((row) => Object.values(row).join(' '))
      .join('\n');
    expect(text).not.toMatch(/trgm/);
  });

  it('reads 2,000 lines back in under 3 seconds (40 ms on a quiet machine)', async () => {
    const started = performance.now();
    const lines = await findCartLines(db(), cartId);
    const ms = performance.now() - started;
    expect(lines).toHaveLength(2000);
    expect(ms).toBeLessThan(3000);
  });
});
