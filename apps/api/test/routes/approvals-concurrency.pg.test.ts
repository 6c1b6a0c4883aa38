// Approvals racing on PostgreSQL: two approvers deciding on one waiting order at once. The decision is
// a conditional update (only while the order waits): one wins, the other is told who decided (409),
// the order has one decision, one history entry and, when rejected, its stock given back once.
// PGlite has a single connection: its transactions never overlap and this test would prove nothing there.
import { REST_PATHS } from '@shop/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { orderApprovals, orderStatusHistory, products } from '../../src/db/schema';
import { loginAs, type LoggedIn } from '../helpers/login';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { post } from '../helpers/requests';
import { useTestApp } from '../helpers/test-app';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('approvals-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let admin: LoggedIn;
let ufficio: LoggedIn;

beforeAll(async () => {
  admin = await loginAs(ctx.app, 'admin');
  ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
});

const send = (who: LoggedIn, path: string, fields: Record<string, string>) =>
  post(ctx.app, path, fields, { headers: who.headers });
const stock = async () =>
  (await db().select({ stock: products.stock }).from(products).where(eq(products.code, 'AL000001')))[0]
    ?.stock ?? 0;

describe('two approvers acting on one order at once', () => {
  it('lets one decide; the other is told the order was already decided, and by whom', async () => {
    for (let round = 0; round < 6; round++) {
      const { id, number } = await insertOrderWithLines(db(), {
        client: 'C00001',
        placedBy: 'rossi',
        status: 'in_approvazione',
        lines: [{ code: 'AL000001', quantity: 4 }],
      });
      const before = await stock();
      // Round by round, each approver approves or rejects: every pairing of decisions races.
      const calls = [admin, ufficio].map((who, i) =>
        (round + i) % 2 === 0
          ? send(who, REST_PATHS.approvalsApprove, { numero: number, Lingua: 'en' })
          : send(who, REST_PATHS.approvalsReject, { numero: number, motivo: 'Fuori budget', Lingua: 'en' }),
      );
      const responses = await Promise.all(calls);
      const codes = responses.map((r) => r.statusCode).sort();
      expect(codes, responses.map((r) => r.body).join('\n')).toEqual([200, 409]);
      const winner = responses.find((r) => r.statusCode === 200);
      const loser = responses.find((r) => r.statusCode === 409);
      const won = winner?.json().data.ordine.stato as string;
      expect(['ricevuto', 'rifiutato']).toContain(won);
      const title = loser?.json().errors[0].title as string;
      expect(title).toMatch(/already (approved|rejected) by (Admin|Ufficio|\w+)/i);
      expect(title).toMatch(won === 'ricevuto' ? /approved/ : /rejected/);

      const history = await db()
        .select({ status: orderStatusHistory.status })
        .from(orderStatusHistory)
        .where(eq(orderStatusHistory.orderId, id));
      expect(history.map((h) => h.status).sort()).toEqual(['in_approvazione', won].sort());
      const [approval] = await db().select().from(orderApprovals).where(eq(orderApprovals.orderId, id));
      expect(approval?.decision).toBe(won === 'ricevuto' ? 'approvato' : 'rifiutato');
      // A rejection gives the 4 units back exactly once (the fixture took none: +4 only when rejected).
      expect(await stock()).toBe(won === 'rifiutato' ? before + 4 : before);
    }
  });
});
