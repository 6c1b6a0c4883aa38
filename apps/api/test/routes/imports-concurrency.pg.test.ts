// Imports racing on PostgreSQL: the same file run several times at once, retried while the first run
// is still working (the client gave up after a timeout), and retried over a claim left by a crashed
// attempt: one set of orders every time. PGlite has a single connection, so its transactions never
// overlap and these tests would prove nothing there.
import { REST_PATHS, importRunResponseSchema, type ImportRow, type ImportRunData } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { imports, orders, users } from '../../src/db/schema';
import { importKey, parseImportRows } from '../../src/modules/imports/import-rows';
import { loginAs } from '../helpers/login';
import { SESSION_ID } from '../helpers/requests';
import type { Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('imports-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let ufficio: Caller & { userId: number };

beforeAll(async () => {
  await insertFixtures(db());
  const { token } = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  const [user] = await db().select({ id: users.id }).from(users).where(eq(users.username, 'ufficio'));
  ufficio = { token, userId: user?.id ?? 0 };
});

/** A file of `clients` × 3 rows; `tag` makes it a file of its own. */
function file(tag: string, clients: string[]): ImportRow[] {
  return clients.flatMap((cliente) => [
    { cliente, codice: PRODUCTS.plain.code, qta: '1', riferimento: tag },
    { cliente, codice: PRODUCTS.pack.code, qta: '6' },
    { cliente, codice: 'NON-ESISTE', qta: '1' },
  ]);
}

async function run(rows: ImportRow[]): Promise<ImportRunData> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: REST_PATHS.importsOrdersRun,
    headers: {
      'content-type': 'application/json',
      'x-sessionid': SESSION_ID,
      authorization: `Bearer ${ufficio.token ?? ''}`,
    },
    payload: JSON.stringify({ righe: rows }),
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = importRunResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

async function importOrders(tag: string) {
  const rows = await db()
    .select({ number: orders.number, client: orders.clientCode })
    .from(orders)
    .where(sql`${orders.channel} = 'import' and ${orders.notes} = ${`Rif. ${tag}`}`);
  return rows.sort((a, b) => a.client.localeCompare(b.client));
}

const CLIENTS = ['C00001', 'C00002', 'C00003', 'C00004'];

describe('imports on PostgreSQL', () => {
  it('makes one set of orders when the same file is run five times at once', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => run(file('race', CLIENTS))));
    expect(answers.filter((a) => !a.ripetuta)).toHaveLength(1);
    const made = await importOrders('race');
    expect(made.map((o) => o.client)).toEqual(CLIENTS);
    // Every answer names the same orders.
    for (const answer of answers) {
      expect(answer.clienti.flatMap((c) => (c.numeroOrdine ? [c.numeroOrdine] : [])).sort()).toEqual(
        made.map((o) => o.number).sort(),
      );
      expect(answer.rifiutate).toHaveLength(CLIENTS.length);
    }
  });

  it('answers a retry after a timeout with the first run’s orders, running or done', async () => {
    const rows = file('retry', CLIENTS);
    // The client gives up on the first run (it goes on on the server) and sends the file again.
    const first = run(rows);
    await new Promise((resolve) => setTimeout(resolve, 5));
    const retried = await run(rows);
    const firstAnswer = await first;
    // Later again (the user was not sure it worked): the stored answer.
    const later = await run(rows);
    expect([firstAnswer.ripetuta, retried.ripetuta, later.ripetuta].filter((r) => !r)).toHaveLength(1);
    expect((await importOrders('retry')).map((o) => o.client)).toEqual(CLIENTS);
    expect(later.clienti).toEqual(firstAnswer.ripetuta ? retried.clienti : firstAnswer.clienti);
  });

  it('takes over a claim its crashed attempt left running, and still makes one set', async () => {
    const rows = file('crash', CLIENTS);
    const key = importKey('orders', parseImportRows(rows, undefined));
    await db()
      .insert(imports)
      .values({
        userId: ufficio.userId,
        key,
        mode: 'orders',
        state: 'running',
        rowCount: rows.length,
        createdAt: new Date(Date.now() - 10 * 60_000),
      });
    const [taken, again] = await Promise.all([run(rows), run(rows)]);
    expect([taken.ripetuta, again.ripetuta].filter((r) => !r)).toHaveLength(1);
    expect((await importOrders('crash')).map((o) => o.client)).toEqual(CLIENTS);
    const [record] = await db().select().from(imports).where(eq(imports.key, key));
    expect(record?.state).toBe('done');
  });
});
