// The benches' large data set, at a small size on the test database: it sits beside the demo data
// without touching it, its orders add up, it looks like a wholesaler's trade (seasons, statuses by age,
// channels by who orders) and the same seed gives the same data.
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/database';
import { shopDay } from '../../src/kernel/shop-calendar';
import {
  generateLargeDataSet,
  type LargeDataSetOptions,
  type LargeDataSetReport,
} from '../../src/seed/large/large-data-set';
import { rowsOf } from '../../src/seed/large/sql-random';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// A fixed "now", a Monday at 17:00 in Rome: late in a working day, so the small set has orders today
// (with the real clock, a run just after midnight in Rome rightly finds none).
const NOW = new Date('2026-11-16T16:00:00Z');
const OPTIONS: LargeDataSetOptions = { clients: 150, orders: 2_500, extraAgents: 3, seed: 7, now: NOW };

let database: TestDatabase;
let db: Database;
let demoBefore: { clients: number; orders: number; total: string };
let report: LargeDataSetReport;

const one = async <T>(query: ReturnType<typeof sql>): Promise<T> => (await rowsOf<T>(db, query))[0] as T;
const demoFigures = () =>
  one<{ clients: number; orders: number; total: string }>(sql`
    select (select count(*)::int from clients where code not like 'L%') as clients,
      count(*)::int as orders, coalesce(sum(total), 0)::text as total
    from orders where client_code not like 'L%'`);

/** What the generated orders are, in a few characters. */
async function fingerprint(on: Database): Promise<string> {
  const [row] = await rowsOf<{ md5: string }>(
    on,
    sql`select md5(string_agg(concat_ws('|', o.number, o.client_code, o.created_at, o.status, o.channel,
          o.total, o.line_count), ',' order by o.number)) as md5
        from orders o where o.client_code like 'L%'`,
  );
  return row?.md5 ?? '';
}

/** Generates inside a transaction that is then rolled back, and answers the fingerprint. */
async function generateAndForget(): Promise<string> {
  let print = '';
  await db
    .transaction(async (tx) => {
      await generateLargeDataSet(tx, OPTIONS);
      print = await fingerprint(tx);
      tx.rollback();
    })
    .catch((error: unknown) => {
      if (!(error instanceof TransactionRollbackError)) throw error;
    });
  return print;
}

beforeAll(async () => {
  database = await openTestDatabase();
  db = database.handle.db;
  demoBefore = await demoFigures();
}, 60_000);
afterAll(async () => {
  await database?.destroy();
});

describe('the large data set generator', () => {
  it('gives the same data for the same seed and day', async () => {
    const first = await generateAndForget();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(await generateAndForget()).toBe(first);
  }, 180_000);

  it('adds the clients and orders asked for beside the demo data, which stays as it was', async () => {
    report = await generateLargeDataSet(db, OPTIONS);
    expect(report).toMatchObject({ clients: 150, orders: 2_500 });
    expect(report.orderLines).toBeGreaterThan(2_500 * 2);
    expect(report.orderLines).toBeLessThan(2_500 * 8);
    expect(await demoFigures()).toEqual(demoBefore);
    await expect(generateLargeDataSet(db, OPTIONS)).rejects.toThrow(/already/);
  }, 180_000);

  it('writes orders whose totals are the sum of their lines, numbered after each year’s counter', async () => {
    const check = await one<{ wrong: number; duplicates: number; behind: number }>(sql`
      select
        (select count(*)::int from orders o where o.client_code like 'L%' and (o.total <> (select sum(l.total)
          from order_lines l where l.order_id = o.id) or o.line_count <> (select count(*)::int from order_lines l
          where l.order_id = o.id))) as wrong,
        (select count(*) - count(distinct number) from orders)::int as duplicates,
        (select count(*)::int from order_number_counters c where c.last_value < (select max(split_part(number, '/', 2)::int)
          from orders o where split_part(o.number, '/', 1)::int = c.year)) as behind`);
    expect(check).toEqual({ wrong: 0, duplicates: 0, behind: 0 });
  });

  it('spreads the orders over three years up to now, with seasons and today’s orders', async () => {
    const span = await one<{
      oldest: string;
      newest: string;
      today: string;
      august: string;
      november: string;
    }>(sql`
      select min(created_at) as oldest, max(created_at) as newest,
        (count(*) filter (where (created_at at time zone 'Europe/Rome')::date = ${shopDay(NOW)}::date))::int as today,
        (count(*) filter (where extract(month from created_at at time zone 'Europe/Rome') = 8))::int as august,
        (count(*) filter (where extract(month from created_at at time zone 'Europe/Rome') = 11
          and created_at < ${NOW.toISOString()}::timestamptz - interval '40 days'))::int as november
      from orders where client_code like 'L%'`);
    expect(new Date(span.oldest).getTime()).toBeGreaterThan(NOW.getTime() - 1_097 * 86_400_000);
    expect(new Date(span.newest).getTime()).toBeLessThanOrEqual(NOW.getTime());
    expect(Number(span.today)).toBeGreaterThan(0);
    // August is the quiet month: fewer orders than a November, even when today's November is counted out.
    expect(Number(span.august)).toBeLessThan(Number(span.november));
  });

  it('sets statuses by age: most invoiced, the last days received or confirmed, a few cancelled', async () => {
    const rows = await rowsOf<{ status: string; recent: string; old: string }>(
      db,
      sql`select status,
            (count(*) filter (where created_at >= ${NOW.toISOString()}::timestamptz - interval '2 days'))::int as recent,
            (count(*) filter (where created_at < ${NOW.toISOString()}::timestamptz - interval '12 days'))::int as old
          from orders where client_code like 'L%' group by status`,
    );
    const of = (status: string) => rows.find((r) => r.status === status) ?? { recent: '0', old: '0' };
    const old = rows.reduce((sum, r) => sum + Number(r.old), 0);
    expect(Number(of('fatturato').old) / old).toBeGreaterThan(0.9);
    expect(Number(of('annullato').old)).toBeGreaterThan(0);
    expect(Number(of('ricevuto').old) + Number(of('confermato').old) + Number(of('spedito').old)).toBe(0);
    expect(Number(of('ricevuto').recent)).toBeGreaterThan(0);
  });

  it('records who placed each order: the client’s web user, the client’s agent or the office', async () => {
    const rows = await rowsOf<{ channel: string; orders: number; wrong: number }>(
      db,
      sql`select o.channel, count(*)::int as orders, (count(*) filter (where not case o.channel
            when 'web' then u.tipo = 'C' and u.client_code = o.client_code
            when 'agent' then u.tipo = 'A' and u.agent_code = c.agent_code
            else u.tipo in ('U', 'X') end))::int as wrong
          from orders o join users u on u.id = o.user_id join clients c on c.code = o.client_code
          where o.client_code like 'L%' group by o.channel order by o.channel`,
    );
    expect(rows.map((r) => r.channel)).toEqual(['agent', 'office', 'web']);
    expect(rows.every((r) => r.wrong === 0 && Number(r.orders) > 0)).toBe(true);
  });

  it('gives clients addresses, contacts and agents, some none, and open receivables', async () => {
    const figures = await one<{ [key: string]: number }>(sql`
      select (count(*) filter (where agent_code is null))::int as without_agent,
        count(distinct agent_code)::int as agents,
        (select count(*)::int from client_addresses where client_code like 'L%' and is_default) as default_addresses,
        (select count(distinct client_code)::int from client_contacts where client_code like 'L%') as with_contacts,
        (select count(*)::int from receivables where client_code like 'L%') as receivables,
        (select count(*)::int from receivables where client_code like 'L%' and due_on < current_date
          and paid_amount < amount) as overdue
      from clients where code like 'L%'`);
    expect(Number(figures.without_agent)).toBeGreaterThan(0);
    expect(Number(figures.agents)).toBeGreaterThan(3);
    expect(figures.default_addresses).toBe(150);
    expect(figures.with_contacts).toBe(150);
    expect(Number(figures.receivables)).toBeGreaterThan(0);
  });
});
