// A quote accepted twice at once on PostgreSQL (a double click, two tabs): the acceptance takes the
// quote's row lock and moves it out of 'inviata' by a conditional update, so one request makes the
// order and the other waits, then finds it accepted: a clear 409 naming the order. One order, one
// history entry, the stock taken once. PGlite has a single connection: its transactions never overlap
// and this test would prove nothing there.
import { REST_PATHS } from '@shop/contract';
import { eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orders, quoteStatusHistory, quotes } from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { setStock, stockOf } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('quotes-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: LoggedIn;
let ufficio: LoggedIn;

beforeAll(async () => {
  rossi = await loginAs(ctx.app, 'rossi');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  await setStock(db(), 'AL000001', 1000);
});

const send = (who: LoggedIn, path: string, fields: Record<string, string>) =>
  post(ctx.app, path, fields, { headers: who.headers });

async function sentQuote(): Promise<string> {
  const created = await send(ufficio, REST_PATHS.quotesCreate, { cliente: 'C00001' });
  expect(created.statusCode, created.body).toBe(201);
  const numero: string = created.json().data.preventivo.numero;
  const saved = await send(ufficio, REST_PATHS.quotesSave, {
    numero,
    righe: JSON.stringify([{ codArt: 'AL000001', quantita: 3, scontoExtra: 5 }]),
    validoFino: shopDay(),
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect((await send(ufficio, REST_PATHS.quotesSend, { numero })).statusCode).toBe(200);
  return numero;
}

describe('one quote accepted twice at once', () => {
  it('makes exactly one order; the other acceptance gets a 409 naming it', async () => {
    for (let round = 0; round < 5; round++) {
      const numero = await sentQuote();
      const before = await stockOf(db(), 'AL000001');
      const responses = await Promise.all([
        send(rossi, REST_PATHS.quotesAccept, { numero, revisione: '1', Lingua: 'en' }),
        send(rossi, REST_PATHS.quotesAccept, { numero, revisione: '1', Lingua: 'en' }),
      ]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200);
      const loser = responses.find((r) => r.statusCode === 409);
      const ordine = winner?.json().data.ordine as string;
      const error = loser?.json().errors[0];
      expect(error.code).toBe('CONFLICT');
      expect(error.field).toBe('numero');
      expect(error.title).toContain(ordine);

      const [quote] = await db().select().from(quotes).where(eq(quotes.number, numero));
      // Every order that names the quote in its notes: exactly the one linked to it.
      const made = await db()
        .select({ id: orders.id, number: orders.number })
        .from(orders)
        .where(like(orders.notes, `%${numero} %`));
      expect(made.map((o) => [o.id, o.number])).toEqual([[quote?.orderId, ordine]]);
      const history = await db()
        .select({ to: quoteStatusHistory.toStatus })
        .from(quoteStatusHistory)
        .where(eq(quoteStatusHistory.quoteId, quote?.id ?? 0));
      expect(history.filter((h) => h.to === 'accettata')).toHaveLength(1);
      expect(await stockOf(db(), 'AL000001')).toBe(before - 3);
    }
  });
});
