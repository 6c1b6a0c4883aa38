// The demo data's dates come from the data, not from the day it was loaded: a client is a client
// since before its first order, a supplier has been one for years (issue 26: "cliente dal" read the
// load day for C00001 and F001 while their orders went back months).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../src/seed/large/sql-random';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

describe('demo data dates', () => {
  it('has every client created on or before its first order, none on the load day', async () => {
    const rows = await rowsOf<{ code: string; created: string; firstOrder: string | null; recent: boolean }>(
      database.handle.db,
      sql`select c.code, c.created_at::text as created, min(o.created_at)::text as "firstOrder",
            c.created_at > now() - interval '30 days' as recent
          from clients c left join orders o on o.client_code = c.code
          group by c.code, c.created_at order by c.code`,
    );
    expect(rows.length).toBeGreaterThan(6);
    expect(rows.filter((r) => r.recent).map((r) => r.code)).toEqual([]);
    const late = rows.filter((r) => r.firstOrder !== null && new Date(r.created) > new Date(r.firstOrder));
    expect(late.map((r) => `${r.code} ${r.created} > ${r.firstOrder}`)).toEqual([]);
    const first = rows.find((r) => r.code === 'C00001');
    expect(first?.firstOrder).not.toBeNull();
  });

  it('has no supplier created on the load day', async () => {
    const rows = await rowsOf<{ code: string }>(
      database.handle.db,
      sql`select code from suppliers where created_at > now() - interval '30 days' order by code`,
    );
    expect(rows.map((r) => r.code)).toEqual([]);
    const [count] = await rowsOf<{ n: number }>(
      database.handle.db,
      sql`select count(*)::int as n from suppliers`,
    );
    expect(count?.n).toBeGreaterThan(0);
  });
});
