// Approvals (issue 15): the rules management sets, each kind of rule making a placed order wait, the
// queue in the approver's scope, approving (after editing lines, too), rejecting with a reason (stock
// given back), the placer never deciding, a late second decision refused, the notifications and audit.
import {
  approvalQueueResponseSchema,
  approvalRulesResponseSchema,
  orderRecordResponseSchema,
  orderResponseSchema,
  REST_PATHS,
  type AuditEntry,
  type OrderRecord,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { agents, clientFigures, clients, notifications, orderApprovals, orders } from '../../src/db/schema';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS, stockOf } from '../helpers/shop-fixtures';
import { userId } from '../helpers/order-lifecycle-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
type Who = 'rossi' | 'colombo' | 'moretti' | 'ufficio' | 'admin';
const who = {} as Record<Who, LoggedIn>;
let keyCounter = 0;

beforeAll(async () => {
  await insertFixtures(db());
  await db().update(agents).set({ maxDiscount: '10' }).where(eq(agents.code, 'AG01'));
  who.rossi = await loginAs(ctx.app, 'rossi');
  who.colombo = await loginAs(ctx.app, 'colombo');
  who.moretti = await loginAs(ctx.app, 'moretti');
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  who.admin = await loginAs(ctx.app, 'admin');
});

const send = (user: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });

const OFF = {
  amount_above: 'N',
  agent_discount_above_ceiling: 'N',
  credit_limit_exceeded: 'N',
  buyer_wu: 'N',
};
async function setRules(fields: Record<string, string>) {
  const response = await send(who.admin, REST_PATHS.approvalsSaveRules, { ...OFF, ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return approvalRulesResponseSchema.parse(response.json());
}
beforeEach(async () => {
  await setRules({});
});

async function place(user: LoggedIn, lines: Array<[string, number]>, discount?: string): Promise<string> {
  for (const [codArt, qta] of lines) {
    const added = await send(user, REST_PATHS.cartAdd, { codArt, qta: String(qta) });
    expect(added.statusCode, added.body).toBe(200);
    if (discount) {
      const given = await send(user, REST_PATHS.cartDiscount, { codArt, sconto: discount });
      expect(given.statusCode, given.body).toBe(200);
    }
  }
  const placed = await post(
    ctx.app,
    REST_PATHS.orderCreate,
    { AccettaCondizioni: 'S' },
    { headers: { ...user.headers, 'idempotency-key': `approvals-${++keyCounter}-${Date.now()}` } },
  );
  expect(placed.statusCode, placed.body).toBe(201);
  return orderResponseSchema.parse(placed.json()).success ? placed.json().data.ordine.numero : '';
}

async function record(user: LoggedIn, numero: string): Promise<OrderRecord> {
  const response = await send(user, REST_PATHS.ordersDetail, { numero });
  expect(response.statusCode, response.body).toBe(200);
  const body = orderRecordResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no record');
  return body.data.ordine;
}
async function customerView(user: LoggedIn, numero: string) {
  const response = await send(user, REST_PATHS.orderDetail, { NumeroOrdine: numero });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.ordine as { stato: string; motivoRifiuto: string | null };
}
async function queue(user: LoggedIn) {
  const response = await send(user, REST_PATHS.approvalsQueue, { pageSize: '500' });
  expect(response.statusCode, response.body).toBe(200);
  const body = approvalQueueResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no queue');
  return body.data;
}
async function notified(username: string, kind: string, numero: string) {
  const id = await userId(db(), username);
  const rows = await db()
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, id), eq(notifications.kind, kind)));
  return rows.filter((row) => (row.params as { number?: string }).number === numero);
}
async function auditOf(entita: string, chiave: string): Promise<AuditEntry[]> {
  const response = await send(who.admin, REST_PATHS.auditList, { entita, chiave });
  return response.json().data.items;
}

describe('the approval rules', () => {
  it('are all off at first, are set by management only, and need a threshold for the amount rule', async () => {
    const read = await send(who.admin, REST_PATHS.approvalsRules);
    const rules = approvalRulesResponseSchema.parse(read.json());
    expect(rules.success && rules.data.regole.map((r) => [r.tipo, r.attiva])).toEqual([
      ['amount_above', false],
      ['agent_discount_above_ceiling', false],
      ['credit_limit_exceeded', false],
      ['buyer_wu', false],
    ]);
    expectFailure(await send(who.ufficio, REST_PATHS.approvalsRules), 403, 'FORBIDDEN');
    expectFailure(await send(who.moretti, REST_PATHS.approvalsSaveRules, OFF), 403, 'FORBIDDEN');

    const missing = expectFailure(
      await send(who.admin, REST_PATHS.approvalsSaveRules, { ...OFF, amount_above: 'S', Lingua: 'en' }),
      422,
      'VALIDATION',
      'soglia',
    );
    expect(missing.title).toMatch(/required/);
    const zero = expectFailure(
      await send(who.admin, REST_PATHS.approvalsSaveRules, { ...OFF, amount_above: 'S', soglia: '0' }),
      422,
      'VALIDATION',
      'soglia',
    );
    expect(zero.title).toMatch(/maggiore di zero/);

    const saved = await setRules({ amount_above: 'S', soglia: '1500,50', buyer_wu: 'S' });
    if (!saved.success) throw new Error('not saved');
    expect(saved.data.regole[0]).toMatchObject({ tipo: 'amount_above', attiva: true, soglia: 1500.5 });
    expect(saved.data.regole[0]?.modificataDa).toBeTruthy();
    expect(saved.data.regole[3]).toMatchObject({ tipo: 'buyer_wu', attiva: true, soglia: null });
    const log = await auditOf('config', 'approvals');
    expect(log[0]?.modifiche).toEqual(
      expect.arrayContaining([{ campo: 'amount_above', prima: 'off', dopo: 'on (> 1500.50)' }]),
    );
  });
});

describe('an order an approval rule matches', () => {
  it('waits (amount above the threshold), is in the queue with its reasons and the approvers are told', async () => {
    await setRules({ amount_above: 'S', soglia: '100' });
    const small = await place(who.rossi, [[PRODUCTS.plain.code, 5]]);
    expect((await record(who.admin, small)).stato).toBe('ricevuto');

    const big = await place(who.rossi, [[PRODUCTS.plain.code, 30]]);
    const waiting = await record(who.admin, big);
    expect(waiting.stato).toBe('in_approvazione');
    expect(waiting.storico.map((h) => h.stato)).toEqual(['in_approvazione']);
    expect(waiting.approvazione?.motivi).toEqual([
      { codice: 'amount_above', valore: waiting.totale, limite: 100 },
    ]);
    expect(waiting.approvazione?.esito).toBeNull();
    expect(waiting.azioni).toMatchObject({ approvazione: true, modificaRighe: true, stati: [] });
    expect((await record(who.moretti, big)).azioni.approvazione).toBe(false);
    expect((await customerView(who.rossi, big)).stato).toBe('in_approvazione');

    const items = (await queue(who.ufficio)).items;
    const item = items.find((o) => o.numero === big);
    expect(item).toMatchObject({ stato: 'in_approvazione', decidibile: true });
    expect(item?.motivi[0]?.codice).toBe('amount_above');
    expect(items.every((o) => o.stato === 'in_approvazione')).toBe(true);
    expectFailure(await send(who.moretti, REST_PATHS.approvalsQueue), 403, 'FORBIDDEN');

    const told = await notified('ufficio', 'approval.requested', big);
    expect(told).toHaveLength(1);
    expect(await notified('admin', 'approval.requested', big)).toHaveLength(1);
    expect(await notified('rossi', 'approval.requested', big)).toHaveLength(0);
    // Not an open order: no backorder, not in the "open" filter of the grid.
    const open = await send(who.admin, REST_PATHS.ordersList, { aperti: 'S', pageSize: '500' });
    expect(open.json().data.items.some((o: { numero: string }) => o.numero === big)).toBe(false);
  });

  it('waits when a WU buyer places it', async () => {
    await setRules({ buyer_wu: 'S' });
    const numero = await place(who.colombo, [[PRODUCTS.plain.code, 2]]);
    const waiting = await record(who.admin, numero);
    expect(waiting.stato).toBe('in_approvazione');
    expect(waiting.approvazione?.motivi).toEqual([{ codice: 'buyer_wu', valore: null, limite: null }]);
    // A C user's order does not.
    expect((await record(who.admin, await place(who.rossi, [[PRODUCTS.plain.code, 2]]))).stato).toBe(
      'ricevuto',
    );
  });

  it('waits when the client goes above its credit limit', async () => {
    await setRules({ credit_limit_exceeded: 'S' });
    await db().update(clients).set({ creditLimit: '1.00' }).where(eq(clients.code, 'C00001'));
    try {
      const numero = await place(who.rossi, [[PRODUCTS.plain.code, 3]]);
      const waiting = await record(who.admin, numero);
      expect(waiting.stato).toBe('in_approvazione');
      expect(waiting.approvazione?.motivi[0]).toMatchObject({ codice: 'credit_limit_exceeded', limite: 1 });
      expect(waiting.approvazione?.motivi[0]?.valore).toBeGreaterThan(1);
    } finally {
      await db().update(clients).set({ creditLimit: null }).where(eq(clients.code, 'C00001'));
    }
  });

  it('takes an agent’s discount above his ceiling only while that rule is on, and then waits', async () => {
    const started = await send(who.moretti, REST_PATHS.currentOrderStart, { codCliente: 'C00001' });
    expect(started.statusCode, started.body).toBe(200);
    await send(who.moretti, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '4' });
    const refused = expectFailure(
      await send(who.moretti, REST_PATHS.cartDiscount, { codArt: PRODUCTS.plain.code, sconto: '15' }),
      422,
      'UNPROCESSABLE',
      'sconto',
    );
    expect(refused.title).toMatch(/non è attiva/);
    await setRules({ agent_discount_above_ceiling: 'S' });
    const numero = await place(who.moretti, [[PRODUCTS.plain.code, 4]], '15');
    const waiting = await record(who.admin, numero);
    expect(waiting.stato).toBe('in_approvazione');
    expect(waiting.approvazione?.motivi).toEqual([
      { codice: 'agent_discount_above_ceiling', valore: 15, limite: 10 },
    ]);
    await send(who.moretti, REST_PATHS.currentOrderFinish);
  });
});

describe('deciding on a waiting order', () => {
  it('approves it: received, the placer and the client told, a second decision refused', async () => {
    await setRules({ amount_above: 'S', soglia: '100' });
    const numero = await place(who.rossi, [[PRODUCTS.plain.code, 20]]);
    const approved = await send(who.ufficio, REST_PATHS.approvalsApprove, {
      numero,
      nota: 'Ok, cliente noto',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = orderRecordResponseSchema.parse(approved.json());
    if (!after.success) throw new Error('not approved');
    expect(after.data.ordine.stato).toBe('ricevuto');
    expect(after.data.ordine.approvazione).toMatchObject({ esito: 'approvato', nota: 'Ok, cliente noto' });
    expect(after.data.ordine.approvazione?.decisoDa).toBeTruthy();
    expect(after.data.ordine.storico.map((h) => h.stato)).toEqual(['in_approvazione', 'ricevuto']);
    expect(after.data.ordine.azioni.approvazione).toBe(false);
    expect(after.data.ordine.azioni.stati).toEqual(['confermato', 'annullato']);
    expect((await customerView(who.rossi, numero)).stato).toBe('ricevuto');
    expect(await notified('rossi', 'approval.approved', numero)).toHaveLength(1);
    expect(await notified('ufficio', 'approval.approved', numero)).toHaveLength(0);
    expect((await queue(who.admin)).items.some((o) => o.numero === numero)).toBe(false);

    const late = expectFailure(
      await send(who.admin, REST_PATHS.approvalsReject, { numero, motivo: 'No', Lingua: 'en' }),
      409,
      'CONFLICT',
    );
    expect(late.title).toMatch(/already approved by/);
    const log = await auditOf('order', numero);
    expect(log.some((e) => e.azione === 'approve')).toBe(true);
  });

  it('rejects it with a reason (required), gives its stock back and shows the reason to the customer', async () => {
    await setRules({ amount_above: 'S', soglia: '100' });
    const before = await stockOf(db(), PRODUCTS.plain.code);
    const figures = async () =>
      (await db().select().from(clientFigures).where(eq(clientFigures.clientCode, 'C00001')))[0];
    const figuresBefore = await figures();
    const numero = await place(who.rossi, [[PRODUCTS.plain.code, 25]]);
    // Waiting: counted as placed this year, not as open.
    expect((await figures())?.yearOrders).toBe((figuresBefore?.yearOrders ?? 0) + 1);
    expect((await figures())?.openOrders).toBe(figuresBefore?.openOrders);
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(before - 25);
    const missing = expectFailure(
      await send(who.ufficio, REST_PATHS.approvalsReject, { numero, Lingua: 'en' }),
      422,
      'VALIDATION',
      'motivo',
    );
    expect(missing.title).toMatch(/required/);
    const rejected = await send(who.ufficio, REST_PATHS.approvalsReject, {
      numero,
      motivo: 'Quantità fuori budget',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.ordine.stato).toBe('rifiutato');
    expect(await stockOf(db(), PRODUCTS.plain.code)).toBe(before);
    // Rejected: out of the client's figures, as a cancelled order is.
    expect((await figures())?.yearOrders).toBe(figuresBefore?.yearOrders);
    expect((await figures())?.yearTurnover).toBe(figuresBefore?.yearTurnover);
    const seen = await customerView(who.rossi, numero);
    expect(seen).toMatchObject({ stato: 'rifiutato', motivoRifiuto: 'Quantità fuori budget' });
    const told = await notified('rossi', 'approval.rejected', numero);
    expect(told[0]?.params).toMatchObject({ reason: 'Quantità fuori budget' });
    // Nothing moves a rejected order any more.
    const record1 = await record(who.admin, numero);
    expect(record1.azioni).toMatchObject({ stati: [], modificaRighe: false, approvazione: false });
  });

  it('edits the lines and approves: the edit audited, the approval marked as changed', async () => {
    await setRules({ amount_above: 'S', soglia: '100' });
    const numero = await place(who.rossi, [[PRODUCTS.plain.code, 20]]);
    const waiting = await record(who.ufficio, numero);
    const edited = await send(who.ufficio, REST_PATHS.ordersEditlines, {
      numero,
      versione: String(waiting.versione),
      righe: JSON.stringify([{ codice: PRODUCTS.plain.code, qta: 12 }]),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    const version = edited.json().data.ordine.versione as number;
    // The version read before the edit is stale.
    expectFailure(
      await send(who.ufficio, REST_PATHS.approvalsApprove, { numero, versione: String(waiting.versione) }),
      409,
      'CONFLICT',
      'versione',
    );
    const approved = await send(who.ufficio, REST_PATHS.approvalsApprove, {
      numero,
      versione: String(version),
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const after = approved.json().data.ordine as OrderRecord;
    expect(after.righeOrdine.map((l) => l.qta)).toEqual([12]);
    expect(after.approvazione?.modificato).toBe(true);
    const log = await auditOf('order', numero);
    expect(log.map((e) => e.azione)).toEqual(expect.arrayContaining(['editLines', 'approve']));
    const told = await notified('rossi', 'approval.approved', numero);
    expect(told[0]?.params).toMatchObject({ edited: true });
  });

  it('never lets the placer decide', async () => {
    await setRules({ amount_above: 'S', soglia: '100' });
    const started = await send(who.admin, REST_PATHS.currentOrderStart, { codCliente: 'C00001' });
    expect(started.statusCode, started.body).toBe(200);
    const numero = await place(who.admin, [[PRODUCTS.plain.code, 20]]);
    await send(who.admin, REST_PATHS.currentOrderFinish);
    expect((await record(who.admin, numero)).azioni.approvazione).toBe(false);
    expect((await queue(who.admin)).items.find((o) => o.numero === numero)?.decidibile).toBe(false);
    const refused = expectFailure(
      await send(who.admin, REST_PATHS.approvalsApprove, { numero, Lingua: 'en' }),
      403,
      'FORBIDDEN',
    );
    expect(refused.title).toMatch(/you placed yourself/);
    const [approval] = await db()
      .select()
      .from(orderApprovals)
      .innerJoin(orders, eq(orders.id, orderApprovals.orderId))
      .where(eq(orders.number, numero));
    expect(approval?.order_approvals.decision).toBeNull();
    // Another approver may.
    const approved = await send(who.ufficio, REST_PATHS.approvalsApprove, { numero });
    expect(approved.statusCode, approved.body).toBe(200);
  });

  it('refuses a decision on an order that does not wait, and agents and customers altogether', async () => {
    await setRules({});
    const numero = await place(who.rossi, [[PRODUCTS.plain.code, 2]]);
    const refused = expectFailure(
      await send(who.ufficio, REST_PATHS.approvalsApprove, { numero, Lingua: 'en' }),
      409,
      'CONFLICT',
    );
    expect(refused.title).toMatch(/not waiting for approval/);
    expectFailure(await send(who.moretti, REST_PATHS.approvalsApprove, { numero }), 403, 'FORBIDDEN');
    expectFailure(
      await send(who.rossi, REST_PATHS.approvalsReject, { numero, motivo: 'x' }),
      403,
      'FORBIDDEN',
    );
  });
});
