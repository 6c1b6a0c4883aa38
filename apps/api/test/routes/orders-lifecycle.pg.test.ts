// The order's life racing on PostgreSQL: two staff acting on one order at once (one wins, the other
// is told the order changed), delivery notes and invoices numbered per year without gaps and without
// duplicates however many are made at once, a delivery note invoiced once. PGlite has a single
// connection: its transactions never overlap and these tests would prove nothing there.
import { REST_PATHS } from '@shop/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import {
  deliveryNotes,
  documentNumberCounters,
  orderLines,
  orderStatusHistory,
  products,
} from '../../src/db/schema';
import { shopDay } from '../../src/kernel/shop-calendar';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('orders-lifecycle.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let admin: LoggedIn;
let ufficio: LoggedIn;
/** AL000001's smallest quantity (the edits must respect it). */
let pack = 1;

beforeAll(async () => {
  const [product] = await db()
    .update(products)
    .set({ stock: 100_000 })
    .where(eq(products.code, 'AL000001'))
    .returning({ minQty: products.minQty });
  pack = product?.minQty ?? 1;
  admin = await loginAs(ctx.app, 'admin');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string>) =>
  post(ctx.app, path, fields, { headers: who.headers });
const sequenceOf = (numero: string) => Number(numero.split('/')[1]);

async function counter(kind: 'ddt' | 'fattura'): Promise<number> {
  const year = Number(shopDay().slice(0, 4));
  const [row] = await db()
    .select({ last: documentNumberCounters.lastValue })
    .from(documentNumberCounters)
    .where(and(eq(documentNumberCounters.kind, kind), eq(documentNumberCounters.year, year)));
  return row?.last ?? 0;
}

/** Consecutive after `before`: no gap, no duplicate. */
function expectGapless(numbers: string[], before: number) {
  const sequences = numbers.map(sequenceOf).sort((a, b) => a - b);
  expect(sequences).toEqual(Array.from({ length: numbers.length }, (_, i) => before + i + 1));
}

const order = (status: 'ricevuto' | 'confermato', quantity = 3) =>
  insertOrderWithLines(db(), {
    client: 'C00001',
    placedBy: 'rossi',
    status,
    lines: [{ code: 'AL000001', quantity }],
  });

describe('two staff acting on one order at once', () => {
  it('lets one confirm it; the other is told it changed (409), and the history has one entry', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, number } = await order('ricevuto');
      const responses = await Promise.all(
        [admin, ufficio].map((who, i) =>
          send(who, REST_PATHS.ordersSetstatus, {
            numero: number,
            stato: i === 0 ? 'confermato' : 'annullato',
            versione: '1',
          }),
        ),
      );
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const refused = responses.find((r) => r.statusCode === 409);
      expect(refused?.json().errors[0]).toMatchObject({ code: 'CONFLICT', field: 'versione' });
      const history = await db()
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(history).toHaveLength(2);
    }
  });

  it('lets one of two simultaneous line edits through', async () => {
    const { number } = await order('ricevuto');
    const righe = (qta: number) => JSON.stringify([{ codice: 'AL000001', qta }]);
    const responses = await Promise.all(
      [admin, ufficio].map((who, i) =>
        send(who, REST_PATHS.ordersEditlines, {
          numero: number,
          versione: '1',
          righe: righe(pack * (i + 2)),
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});

describe('numbering without gaps', () => {
  it('gives 10 delivery notes made at once the next 10 numbers', async () => {
    const orders = await Promise.all(Array.from({ length: 10 }, () => order('confermato')));
    const before = await counter('ddt');
    const responses = await Promise.all(
      orders.map(({ number }, i) => send(i % 2 ? admin : ufficio, REST_PATHS.ordersShip, { numero: number })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expectGapless(
      responses.map((r) => r.json().data.documento.numero),
      before,
    );
    expect(await counter('ddt')).toBe(before + 10);
  });

  it('ships one order from 10 requests at once, one unit each, and refuses what is no longer open', async () => {
    const { id, number } = await order('confermato', 8);
    const before = await counter('ddt');
    const righe = JSON.stringify([{ codice: 'AL000001', qta: 1 }]);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        send(i % 2 ? admin : ufficio, REST_PATHS.ordersShip, { numero: number, righe }),
      ),
    );
    const shipped = responses.filter((r) => r.statusCode === 200);
    expect(shipped).toHaveLength(8);
    // The two that came too late found nothing left: refused before taking a number.
    expect(responses.filter((r) => r.statusCode !== 200).map((r) => r.statusCode)).toEqual([409, 409]);
    expectGapless(
      shipped.map((r) => r.json().data.documento.numero),
      before,
    );
    const [line] = await db().select().from(orderLines).where(eq(orderLines.orderId, id));
    expect(line?.shippedQuantity).toBe(8);
    const notes = await db().select().from(deliveryNotes).where(eq(deliveryNotes.orderId, id));
    expect(notes).toHaveLength(8);
    const last = (await send(admin, REST_PATHS.ordersDetail, { numero: number })).json().data.ordine;
    expect(last.stato).toBe('spedito');
  });

  it('invoices a delivery note once however many try, and numbers the invoices without gaps', async () => {
    const orders = await Promise.all(Array.from({ length: 6 }, () => order('confermato')));
    const notes: string[] = [];
    for (const { number } of orders) {
      notes.push((await send(admin, REST_PATHS.ordersShip, { numero: number })).json().data.documento.numero);
    }
    const before = await counter('fattura');
    // Each note twice, at once: 12 requests, 6 invoices.
    const responses = await Promise.all(
      [...notes, ...notes].map((ddt, i) => send(i % 2 ? admin : ufficio, REST_PATHS.ordersInvoice, { ddt })),
    );
    const made = responses.filter((r) => r.statusCode === 200);
    expect(made).toHaveLength(6);
    expect(responses.filter((r) => r.statusCode === 409)).toHaveLength(6);
    expectGapless(
      made.map((r) => r.json().data.documento.numero),
      before,
    );
    const invoiced = await db()
      .select({ invoiceId: deliveryNotes.invoiceId })
      .from(deliveryNotes)
      .where(inArray(deliveryNotes.number, notes));
    expect(new Set(invoiced.map((n) => n.invoiceId)).size).toBe(6);
  });
});
