// Issues (criticità) on orders: a customer opens one on a line of his order, staff see it in their
// grid, reply and close it, the customer reads the thread and is told; each side only reaches the
// orders of its scope (another client's customer, an agent of another client: 404).
import {
  issueResponseSchema,
  issuesListResponseSchema,
  issuesOrderResponseSchema,
  REST_PATHS,
} from '@shop/contract';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../src/db/schema';
import { insertOrderWithLines } from '../helpers/order-lifecycle-fixtures';
import { loginAs, type LoggedIn } from '../helpers/login';
import { post } from '../helpers/requests';
import { expectFailure } from '../helpers/shop-calls';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
const who = {} as Record<'rossi' | 'gallo' | 'moretti' | 'esposito' | 'ufficio' | 'admin', LoggedIn>;
let order: { id: number; number: string };

beforeAll(async () => {
  who.rossi = await loginAs(ctx.app, 'rossi');
  who.gallo = await loginAs(ctx.app, 'gallo');
  who.moretti = await loginAs(ctx.app, 'moretti');
  who.esposito = await loginAs(ctx.app, 'esposito');
  who.ufficio = await loginAs(ctx.app, 'ufficio', 'Provvisoria1');
  who.admin = await loginAs(ctx.app, 'admin');
  order = await insertOrderWithLines(db(), {
    client: 'C00001',
    placedBy: 'rossi',
    status: 'spedito',
    lines: [
      { code: 'AL000001', quantity: 4 },
      { code: 'AL000002', quantity: 2 },
    ],
  });
});

const send = (user: LoggedIn, path: string, fields: Record<string, string> = {}) =>
  post(ctx.app, path, fields, { headers: user.headers });

async function issue(user: LoggedIn, path: string, fields: Record<string, string>, status = 200) {
  const response = await send(user, path, fields);
  expect(response.statusCode, response.body).toBe(status);
  const body = issueResponseSchema.parse(response.json());
  if (!body.success) throw new Error('no issue');
  return body.data.criticita;
}

async function notificationsOf(username: string) {
  return db()
    .select({ kind: notifications.kind, link: notifications.link, params: notifications.params })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(and(eq(users.username, username), like(notifications.kind, 'issue.%')));
}

describe('issues on an order', () => {
  it('lets the customer open one on a line, staff answer and close it, and tells each side', async () => {
    const opened = await issue(
      who.rossi,
      REST_PATHS.issuesOpen,
      {
        numero: order.number,
        riga: '2',
        tipo: 'danneggiato',
        testo: 'Due pezzi arrivati rotti.\nFoto a parte.',
      },
      201,
    );
    expect(opened).toMatchObject({
      numero: order.number,
      riga: 2,
      articolo: { codice: 'AL000002' },
      tipo: 'danneggiato',
      stato: 'aperta',
      lato: 'cliente',
      messaggi: 1,
      cliente: { codice: 'C00001' },
    });
    expect(opened.thread[0]?.testo).toBe('Due pezzi arrivati rotti.\nFoto a parte.');
    // The agent following C00001 and the office are told, with a link to the order's record.
    expect(await notificationsOf('moretti')).toContainEqual(
      expect.objectContaining({ kind: 'issue.opened', link: `/orders/${order.number}` }),
    );
    expect(await notificationsOf('ufficio')).toContainEqual(
      expect.objectContaining({ kind: 'issue.opened' }),
    );
    expect(await notificationsOf('esposito')).toEqual([]);

    // The office sees it in the grid of open issues, filtered by kind and client.
    const grid = await send(who.ufficio, REST_PATHS.issuesList, {
      aperte: 'S',
      tipo: 'danneggiato',
      cliente: 'c00001',
    });
    const list = issuesListResponseSchema.parse(grid.json());
    if (!list.success) throw new Error('no grid');
    expect(list.data.items.map((i) => i.id)).toContain(opened.id);

    const replied = await issue(who.ufficio, REST_PATHS.issuesReply, {
      id: String(opened.id),
      testo: 'Spediamo i due pezzi sostitutivi domani.',
    });
    expect(replied.thread.map((m) => m.lato)).toEqual(['cliente', 'staff']);
    const closed = await issue(who.ufficio, REST_PATHS.issuesSetstatus, {
      id: String(opened.id),
      stato: 'chiusa',
      testo: 'Sostituzione spedita.',
    });
    expect(closed.stato).toBe('chiusa');
    expect(closed.messaggi).toBe(3);

    // The customer reads the thread and the status, and has been told of both.
    const mine = issuesOrderResponseSchema.parse(
      (await send(who.rossi, REST_PATHS.issuesOrder, { numero: order.number })).json(),
    );
    if (!mine.success) throw new Error('no issues');
    expect(mine.data.criticita.find((i) => i.id === opened.id)).toMatchObject({
      stato: 'chiusa',
      messaggi: 3,
    });
    const told = await notificationsOf('rossi');
    expect(told.map((n) => n.kind).sort()).toEqual(['issue.message', 'issue.statusChanged']);
    expect(told[0]?.link).toBe(`/account/orders/${order.number}`);

    // Closed: no more replies; the status change is in the order's audit log.
    expectFailure(
      await send(who.rossi, REST_PATHS.issuesReply, { id: String(opened.id), testo: 'Grazie' }),
      409,
      'CONFLICT',
      'id',
    );
    const audit = await send(who.admin, REST_PATHS.auditList, { entita: 'order', chiave: order.number });
    const entries = audit.json().data.items as Array<{ azione: string; modifiche: unknown[] }>;
    expect(entries.map((e) => e.azione)).toEqual(expect.arrayContaining(['issue.open', 'issue.status']));
    // Each coded value says what it is, so a reader gets its name in his language.
    expect(entries.find((e) => e.azione === 'issue.status')?.modifiche).toEqual(
      expect.arrayContaining([expect.objectContaining({ campo: 'stato', tipo: 'statoCriticita' })]),
    );
    expect(entries.find((e) => e.azione === 'issue.open')?.modifiche).toEqual(
      expect.arrayContaining([expect.objectContaining({ campo: 'tipo', tipo: 'tipoCriticita' })]),
    );
  });

  it('refuses a line the order does not have, and a blank or control-character text', async () => {
    expectFailure(
      await send(who.rossi, REST_PATHS.issuesOpen, {
        numero: order.number,
        riga: '9',
        tipo: 'mancante',
        testo: 'x',
      }),
      422,
      'VALIDATION',
      'riga',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.issuesOpen, { numero: order.number, tipo: 'mancante', testo: '   ' }),
      422,
      'VALIDATION',
      'testo',
    );
    expectFailure(
      await send(who.rossi, REST_PATHS.issuesOpen, {
        numero: order.number,
        tipo: 'mancante',
        testo: 'a\u0000b',
      }),
      422,
      'VALIDATION',
      'testo',
    );
  });

  it('answers 404 to a customer of another client and to an agent who does not follow the client', async () => {
    const opened = await issue(
      who.admin,
      REST_PATHS.issuesOpen,
      { numero: order.number, tipo: 'ritardo', testo: 'Consegna in ritardo di due giorni.' },
      201,
    );
    expect(opened.lato).toBe('staff');
    for (const user of [who.gallo, who.esposito]) {
      expectFailure(
        await send(user, REST_PATHS.issuesOrder, { numero: order.number }),
        404,
        'NOT_FOUND',
        'numero',
      );
      expectFailure(
        await send(user, REST_PATHS.issuesOpen, { numero: order.number, tipo: 'altro', testo: 'x' }),
        404,
        'NOT_FOUND',
        'numero',
      );
      expectFailure(
        await send(user, REST_PATHS.issuesReply, { id: String(opened.id), testo: 'x' }),
        404,
        'NOT_FOUND',
        'id',
      );
      const grid = issuesListResponseSchema.parse((await send(user, REST_PATHS.issuesList)).json());
      if (!grid.success) throw new Error('no grid');
      expect(grid.data.items.map((i) => i.numero)).not.toContain(order.number);
    }
    expectFailure(
      await send(who.esposito, REST_PATHS.issuesSetstatus, { id: String(opened.id), stato: 'chiusa' }),
      404,
      'NOT_FOUND',
      'id',
    );
    // A customer may not change the status; the agent of the client may.
    expectFailure(
      await send(who.rossi, REST_PATHS.issuesSetstatus, { id: String(opened.id), stato: 'chiusa' }),
      403,
      'FORBIDDEN',
    );
    const handled = await issue(who.moretti, REST_PATHS.issuesSetstatus, {
      id: String(opened.id),
      stato: 'in_lavorazione',
    });
    expect(handled.stato).toBe('in_lavorazione');
    expectFailure(
      await send(who.moretti, REST_PATHS.issuesSetstatus, { id: String(opened.id), stato: 'in_lavorazione' }),
      409,
      'CONFLICT',
      'stato',
    );
    // The customer was told the issue staff opened, by e-mail too.
    expect((await notificationsOf('rossi')).map((n) => n.kind)).toContain('issue.opened');
  });
});
