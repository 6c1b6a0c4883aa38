// Returns racing on PostgreSQL: two requests to return the same delivery note line sent at once (two
// tabs, a double click). The request locks the line (SELECT … FOR UPDATE) before it sums what is
// already returned, so together they never exceed what was delivered: when both would not fit, exactly
// one is taken and the other is refused at the line; when both fit, both are taken. Two staff approving
// one return at once make one credit note. PGlite has a single connection: this would prove nothing there.
import { ordersShipResponseSchema, REST_PATHS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { creditNotes, returnLines } from '../../src/db/schema';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('returns-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: LoggedIn;
let ufficio: LoggedIn;
let admin: LoggedIn;

beforeAll(async () => {
  rossi = await loginAs(ctx.app, 'rossi');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  admin = await loginAs(ctx.app, 'admin');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string>) =>
  post(ctx.app, path, fields, { headers: who.headers });

/** A delivery note of 5 units of one product for C00001; answers its number. */
async function deliveredFive(): Promise<string> {
  const { number } = await insertOrderWithLines(db(), {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'confermato',
    lines: [{ code: 'AL000001', quantity: 5, netPrice: '3.00' }],
  });
  const shipped = await send(ufficio, REST_PATHS.ordersShip, { numero: number });
  expect(shipped.statusCode, shipped.body).toBe(200);
  const body = ordersShipResponseSchema.parse(shipped.json());
  if (!body.success) throw new Error('not shipped');
  return body.data.documento.numero;
}

const ask = (ddt: string, qta: number) =>
  send(rossi, REST_PATHS.returnsRequest, {
    righe: JSON.stringify([{ ddt, riga: 1, qta, motivo: 'danneggiato' }]),
  });

describe('two returns of the same line at once', () => {
  it('never return together more than delivered: one is taken, the other refused at the line', async () => {
    for (let round = 0; round < 5; round++) {
      const ddt = await deliveredFive();
      const responses = await Promise.all([ask(ddt, 3), ask(ddt, 3)]);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join('\n')).toEqual([201, 422]);
      const refused = responses.find((r) => r.statusCode === 422)?.json();
      expect(refused.errors[0].field).toBe('righe.0.qta');
      expect(refused.errors[0].title).toContain('2');
      const id = responses.find((r) => r.statusCode === 201)?.json().data.reso.id as number;
      const rows = await db().select().from(returnLines).where(eq(returnLines.returnId, id));
      expect(rows.map((r) => r.quantityAsked)).toEqual([3]);
    }
  });

  it('takes both when together they fit', async () => {
    const ddt = await deliveredFive();
    const responses = await Promise.all([ask(ddt, 2), ask(ddt, 3)]);
    expect(
      responses.map((r) => r.statusCode),
      responses.map((r) => r.body).join('\n'),
    ).toEqual([201, 201]);
    const after = await ask(ddt, 1);
    expect(after.statusCode).toBe(422);
  });

  it('makes one credit note when two staff approve the same return at once', async () => {
    const ddt = await deliveredFive();
    const asked = await ask(ddt, 2);
    expect(asked.statusCode, asked.body).toBe(201);
    const id = String(asked.json().data.reso.id);
    const responses = await Promise.all([
      send(admin, REST_PATHS.returnsApprove, { id }),
      send(ufficio, REST_PATHS.returnsApprove, { id }),
    ]);
    expect(responses.map((r) => r.statusCode).sort(), responses.map((r) => r.body).join('\n')).toEqual([
      200, 409,
    ]);
    const notes = await db()
      .select()
      .from(creditNotes)
      .where(eq(creditNotes.returnId, Number(id)));
    expect(notes).toHaveLength(1);
  });
});
