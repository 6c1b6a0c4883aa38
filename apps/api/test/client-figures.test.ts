// The per-client figures kept by triggers (migrations 0011 and 0020): whatever writes orders and receivables,
// the directory's last order, turnover this year, open orders and unpaid amount equal what adding up
// the rows gives.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database';
import { openTestDatabase, type TestDatabase } from './helpers/test-database';

let database: TestDatabase;
const db = (): Database => database.handle.db;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.destroy();
});

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>): Promise<Row[]> =>
  ((await db().execute(query)) as unknown as { rows: Row[] }).rows;

const FIGURES = sql`
  select client_code, last_order_at, sales_year, year_orders, year_turnover::text, open_orders,
    open_amount::text, unpaid_amount::text
  from client_figures order by client_code`;
const MONTHS = sql`select client_code, month::text, orders, turnover::text from client_monthly_sales
  where orders <> 0 order by 1, 2`;

/** The kept figures, and the same figures added up again from the orders and receivables. */
async function keptAndRecomputed() {
  const kept = { figures: await rows(FIGURES), months: await rows(MONTHS) };
  await db().execute(sql`select client_figures_rebuild()`);
  return { kept, recomputed: { figures: await rows(FIGURES), months: await rows(MONTHS) } };
}

const ORDER_COLUMNS = sql`(number, user_id, client_code, status, order_type, price_list, discount_chain,
  delivery_code, delivery_description, delivery_street, delivery_postcode, delivery_city, delivery_province,
  delivery_country, sale_conditions_accepted_at, decimals, subtotal, header_discount, total, items,
  line_count, created_at)`;
const order = (number: string, client: string, status: string, total: string, at: string) =>
  sql`(${number}, (select id from users where username = 'admin'), ${client}, ${status}, 'ORD', 'p1', '',
    'SEDE', 'x', 'x', '00000', 'x', 'XX', 'IT', now(), 2, ${total}, 0, ${total}, 1, 1, ${at}::timestamptz)`;

describe('client figures', () => {
  it('match the seeded orders and receivables', async () => {
    const { kept, recomputed } = await keptAndRecomputed();
    expect(kept.figures.length).toBeGreaterThan(30);
    expect(kept.months.length).toBeGreaterThan(100);
    expect(kept).toEqual(recomputed);
    // Supermercato Levante owes more than its credit limit (the "over credit limit" demo client).
    const [levante] = await rows(
      sql`select unpaid_amount::text from client_figures where client_code = 'C00034'`,
    );
    expect(levante?.unpaid_amount).toBe('43300.0000');
  });

  it('follow inserts of several years in one statement, status changes, cancellations and deletes', async () => {
    await db().execute(sql`insert into orders ${ORDER_COLUMNS} values
      ${order('T/1', 'C00015', 'fatturato', '100.00', '2024-03-10T10:00:00Z')},
      ${order('T/2', 'C00015', 'ricevuto', '40.50', '2025-12-31T23:30:00Z')},
      ${order('T/3', 'C00015', 'annullato', '999.00', '2025-06-01T10:00:00Z')},
      ${order('T/4', 'C00042', 'confermato', '12.25', '2025-02-01T10:00:00Z')}`);
    // 2025-12-31 23:30 UTC is already 2026 in Rome: the shop's calendar decides the year and month.
    const [navigli] = await rows(sql`select sales_year, year_orders, year_turnover::text, open_orders,
      open_amount::text from client_figures where client_code = 'C00015'`);
    expect(navigli).toMatchObject({ sales_year: 2026, open_orders: 1, open_amount: '40.5000' });
    let figures = await keptAndRecomputed();
    expect(figures.kept).toEqual(figures.recomputed);

    // In preparation and partly shipped are still open (migration 0020); shipped is not.
    await db().execute(sql`update orders set status = 'in_preparazione' where number = 'T/2'`);
    await db().execute(sql`update orders set status = 'spedito_parziale' where number = 'T/2'`);
    const [partly] = await rows(sql`select open_orders, open_amount::text from client_figures
      where client_code = 'C00015'`);
    expect(partly).toMatchObject({ open_orders: 1, open_amount: '40.5000' });
    await db().execute(sql`update orders set status = 'spedito' where number = 'T/2'`);
    await db().execute(sql`update orders set status = 'annullato' where number = 'T/4'`);
    await db().execute(sql`update orders set total = 55 where number = 'T/1'`);
    await db().execute(sql`update orders set number = 'T/1b' where number = 'T/1'`);
    figures = await keptAndRecomputed();
    expect(figures.kept).toEqual(figures.recomputed);

    await db().execute(sql`delete from orders where number in ('T/1b', 'T/2')`);
    await db()
      .execute(sql`insert into receivables (client_code, document, issued_on, due_on, amount, paid_amount)
      values ('C00015', 'FT 9', '2026-01-01', '2026-02-01', 300, 100)`);
    await db().execute(sql`update receivables set paid_amount = 250 where document = 'FT 9'`);
    figures = await keptAndRecomputed();
    expect(figures.kept).toEqual(figures.recomputed);
    expect((await rows(MONTHS)).filter((m) => m.client_code === 'C00015')).toEqual([]);
    const [owed] = await rows(
      sql`select unpaid_amount::text from client_figures where client_code = 'C00015'`,
    );
    expect(owed?.unpaid_amount).toBe('50.0000');
  });
});
