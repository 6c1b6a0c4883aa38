// Edits of one client racing on PostgreSQL: they queue on the client row, so none is lost, delivery
// address codes never collide, every audit entry's "before" is what the previous edit left, and the
// figures the order triggers keep add up however many orders of one client commit at once. PGlite has
// a single connection: there these tests would prove nothing.
import { REST_PATHS, type AuditEntry, type ClientRecord } from '@shop/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('clients-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
let admin: LoggedIn;
let ufficio: LoggedIn;

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string>) =>
  post(ctx.app, path, fields, { headers: who.headers });

describe('simultaneous edits of one client', () => {
  it('give every new delivery address its own code', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        send(i % 2 ? admin : ufficio, REST_PATHS.clientsAddressAdd, {
          codice: 'C00012',
          descrizione: `Sede ${i}`,
          indirizzo: `Via Milano ${i + 1}`,
          cap: '21100',
          citta: 'Varese',
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
    const record: ClientRecord = (await send(admin, REST_PATHS.clientsDetail, { codice: 'C00012' })).json()
      .data.cliente;
    expect(record.destinazioni.map((d) => d.codice)).toEqual(
      Array.from({ length: 8 }, (_, i) => String(i + 1).padStart(3, '0')),
    );
    expect(new Set(record.destinazioni.map((d) => d.descrizione)).size).toBe(8);
  });

  it('log a chain of changes in which each "before" is the previous "after"', async () => {
    const limits = Array.from({ length: 10 }, (_, i) => String(1000 * (i + 1)));
    const responses = await Promise.all(
      limits.map((fido) => send(admin, REST_PATHS.clientsTerms, { codice: 'C00013', fido })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    const log: AuditEntry[] = (
      await send(admin, REST_PATHS.auditList, { entita: 'client', chiave: 'C00013', pageSize: '50' })
    ).json().data.items;
    const chain = log
      .filter((e) => e.modifiche.some((c) => c.campo === 'fido'))
      .sort((a, b) => a.id - b.id)
      .map((e) => e.modifiche.find((c) => c.campo === 'fido'));
    expect(chain.length).toBeGreaterThanOrEqual(9);
    expect(chain[0]?.prima).toBe(20000);
    for (let i = 1; i < chain.length; i++) expect(chain[i]?.prima).toBe(chain[i - 1]?.dopo);
    const final: ClientRecord = (await send(admin, REST_PATHS.clientsDetail, { codice: 'C00013' })).json()
      .data.cliente;
    expect(final.fido).toBe(chain.at(-1)?.dopo);
  });
});

describe('figures of one client under simultaneous orders', () => {
  it('add up every order committed at the same time', async () => {
    const db = ctx.database.handle.db;
    const insertOne = (n: number) =>
      db.transaction(async (tx) => {
        await tx.execute(sql`insert into orders (number, user_id, client_code, status, order_type, price_list,
            discount_chain, delivery_code, delivery_description, delivery_street, delivery_postcode, delivery_city,
            delivery_province, delivery_country, sale_conditions_accepted_at, decimals, subtotal, header_discount,
            total, items, line_count)
          values (${`RACE/${n}`}, (select id from users where username = 'admin'), 'C00042', 'ricevuto', 'ORD', 'p3',
            '', 'SEDE', 'x', 'x', '09126', 'Cagliari', 'CA', 'IT', now(), 2, 10, 0, 10, 1, 1)`);
        await tx.execute(sql`select pg_sleep(0.02)`);
      });
    await Promise.all(Array.from({ length: 20 }, (_, n) => insertOne(n)));
    const [figures] = (
      (await db.execute(sql`select year_orders, year_turnover::float as year_turnover, open_orders,
        open_amount::float as open_amount from client_figures where client_code = 'C00042'`)) as unknown as {
        rows: Array<Record<string, number>>;
      }
    ).rows;
    expect(figures).toEqual({ year_orders: 20, year_turnover: 200, open_orders: 20, open_amount: 200 });
  });
});
