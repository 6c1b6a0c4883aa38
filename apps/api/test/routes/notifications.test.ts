// Notifications of an order placed: the client's users get an in-app notification and a confirmation
// e-mail in their own language, the staff placer an in-app note; a refused or replayed order tells
// nobody. The calls on a user's own notifications: list, count, mark read, and nobody else's.
import {
  notificationsListResponseSchema,
  REST_PATHS,
  type NotificationItem,
  type NotificationsListData,
} from '@shop/contract';
import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, notifications, users } from '../../src/db/schema';
import { loginAs } from '../helpers/login';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { insertFixtures, PRODUCTS } from '../helpers/shop-fixtures';
import { useTestApp } from '../helpers/test-app';

const ctx = useTestApp();
const db = () => ctx.database.handle.db;
let rossi: Caller;
let rossiEn: Caller;
let moretti: Caller;
let gallo: Caller;
let keyCounter = 0;

/** Colleagues of rossi at C00001: one reading English, one without an e-mail, one no longer active. */
const COLLEAGUES = [
  { username: 'rossi.en', language: 'en', email: 'buyer@alimentarirossi.example', active: true },
  { username: 'rossi.nomail', language: 'it', email: '', active: true },
  { username: 'rossi.gone', language: 'it', email: 'gone@alimentarirossi.example', active: false },
] as const;

beforeAll(async () => {
  await insertFixtures(db());
  const [rossiRow] = await db().select().from(users).where(eq(users.username, 'rossi'));
  await db()
    .insert(users)
    .values(
      COLLEAGUES.map((c) => ({
        ...c,
        tipo: 'C',
        firstName: c.username === 'rossi.en' ? 'Anna' : 'Collega',
        lastName: 'Rossi',
        passwordHash: rossiRow?.passwordHash ?? '',
        clientCode: 'C00001',
        privacyAcceptedAt: new Date(),
        saleConditionsAcceptedAt: new Date(),
      })),
    );
  rossi = { token: (await loginAs(ctx.app, 'rossi')).token };
  rossiEn = { token: (await loginAs(ctx.app, 'rossi.en')).token };
  moretti = { token: (await loginAs(ctx.app, 'moretti')).token };
  gallo = { token: (await loginAs(ctx.app, 'gallo')).token };
});

const placeOrder = async (
  caller: Caller,
  fields: Record<string, string> = {},
  key = `notify-${++keyCounter}-${Date.now()}`,
) =>
  call(
    ctx.app,
    REST_PATHS.orderCreate,
    { AccettaCondizioni: 'S', ...fields },
    {
      ...caller,
      headers: { 'idempotency-key': key },
    },
  );

async function orderOf(caller: Caller, qta = 3, fields: Record<string, string> = {}): Promise<string> {
  const added = await call(
    ctx.app,
    REST_PATHS.cartAdd,
    { codArt: PRODUCTS.plain.code, qta: String(qta) },
    caller,
  );
  expect(added.statusCode, added.body).toBe(200);
  const placed = await placeOrder(caller, fields);
  expect(placed.statusCode, placed.body).toBe(201);
  return placed.json().data.ordine.numero as string;
}

async function inApp(number: string) {
  return db()
    .select({ username: users.username, kind: notifications.kind, link: notifications.link })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(like(notifications.dedupeKey, `order.placed:%`))
    .orderBy(asc(users.username))
    .then((rows) => rows.filter((row) => row.link?.includes(number) || row.kind === 'order.placedFor'));
}

async function mailsFor(number: string) {
  return db()
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.subject, `%${number}%`))
    .orderBy(asc(mailOutbox.recipient));
}

async function list(caller: Caller, fields: Record<string, string> = {}): Promise<NotificationsListData> {
  const response = await call(ctx.app, REST_PATHS.notificationsList, fields, caller);
  expect(response.statusCode, response.body).toBe(200);
  const body = notificationsListResponseSchema.parse(response.json());
  if (!body.success) throw new Error('expected success');
  return body.data;
}

const count = async (caller: Caller) => {
  const response = await call(ctx.app, REST_PATHS.notificationsCount, {}, caller);
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.nonLette as number;
};

describe('an order placed by one of the client’s users', () => {
  it('notifies every active user of the client in the app, and e-mails those with an address in their language', async () => {
    const number = await orderOf(rossi, 3, { Note: 'Consegnare sul retro' });
    expect((await inApp(number)).map((row) => `${row.username} ${row.kind} ${row.link}`)).toEqual([
      `rossi order.placed /account/orders/${number}`,
      `rossi.en order.placed /account/orders/${number}`,
      `rossi.nomail order.placed /account/orders/${number}`,
    ]);

    const mails = await mailsFor(number);
    expect(mails.map((m) => `${m.recipient} ${m.language} ${m.status}`)).toEqual([
      'buyer@alimentarirossi.example en pending',
      'g.rossi@alimentarirossi.example it pending',
    ]);
    const [en, it] = mails;
    expect(it?.subject).toBe(`Conferma ordine ${number} – Ingrosso Bellini`);
    expect(en?.subject).toBe(`Order confirmation ${number} – Ingrosso Bellini`);
    // What the confirmation page shows: number, lines at their frozen prices, total, address, day, notes.
    expect(it?.body).toContain('Buongiorno Giovanni Rossi,');
    expect(it?.body).toContain(`ordine n. ${number}`);
    expect(it?.body).toContain('Alimentari Rossi S.r.l. (C00001)');
    expect(it?.body).toMatch(
      /T-PLAIN Articolo di prova T-PLAIN: 3 PZ × 7,20\s€ \(sconti 20\+10\) = 21,60\s€/,
    );
    expect(it?.body).toMatch(/Totale ordine: 21,60\s€/);
    expect(it?.body).toContain('Data di consegna richiesta: appena possibile');
    expect(it?.body).toContain('Note: Consegnare sul retro');
    expect(it?.body).toContain(`{{shop}}/account/orders/${number}`);
    expect(it?.body).not.toContain('agente');
    expect(en?.body).toContain('Hello Anna Rossi,');
    expect(en?.body).toMatch(/T-PLAIN Test product T-PLAIN: 3 PZ × €7\.20 \(discounts 20\+10\) = €21\.60/);
    expect(en?.body).toContain('Requested delivery date: as soon as possible');
    expect(en?.body).toContain(`{{shop}}/en/account/orders/${number}`);
  });

  it('is told once: replaying the same idempotency key places nothing and notifies nobody again', async () => {
    await call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '1' }, rossi);
    const key = `notify-replay-${Date.now()}`;
    const first = await placeOrder(rossi, {}, key);
    const number = first.json().data.ordine.numero as string;
    const before = { inApp: (await inApp(number)).length, mails: (await mailsFor(number)).length };
    // The same key again: the stored answer, no new order.
    const again = await placeOrder(rossi, {}, key);
    expect(again.statusCode).toBe(201);
    expect(again.json().data.ordine.numero).toBe(number);
    expect({ inApp: (await inApp(number)).length, mails: (await mailsFor(number)).length }).toEqual(before);
    expect(before).toEqual({ inApp: 3, mails: 2 });
  });

  it('tells nobody about an order that was refused (its transaction rolled back)', async () => {
    const [notificationsBefore, mailsBefore] = await Promise.all([
      db().$count(notifications),
      db().$count(mailOutbox),
    ]);
    await call(ctx.app, REST_PATHS.cartAdd, { codArt: PRODUCTS.plain.code, qta: '2' }, rossi);
    // The expected total is not the cart's: refused with 409 after the lines were locked and priced.
    expectFailure(await placeOrder(rossi, { TotaleAtteso: '1.00' }), 409, 'CONFLICT', 'TotaleAtteso');
    expect(await db().$count(notifications)).toBe(notificationsBefore);
    expect(await db().$count(mailOutbox)).toBe(mailsBefore);
    await call(ctx.app, REST_PATHS.cartUpdate, { codArt: PRODUCTS.plain.code, quantity: '0' }, rossi);
  });
});

describe('an order placed by an agent for his client', () => {
  it('tells the client’s users who placed it, and the agent that he did', async () => {
    const started = await call(ctx.app, REST_PATHS.currentOrderStart, { codCliente: 'C00001' }, moretti);
    expect(started.statusCode, started.body).toBe(200);
    const number = await orderOf(moretti, 2);
    expect((await inApp(number)).map((row) => `${row.username} ${row.kind} ${row.link}`)).toEqual([
      `moretti order.placedFor /client/C00001`,
      `rossi order.placed /account/orders/${number}`,
      `rossi.en order.placed /account/orders/${number}`,
      `rossi.nomail order.placed /account/orders/${number}`,
    ]);
    const mails = await mailsFor(number);
    // The agent gets no e-mail of his own order; the client's users get the same confirmation.
    expect(mails.map((m) => m.recipient)).toEqual([
      'buyer@alimentarirossi.example',
      'g.rossi@alimentarirossi.example',
    ]);
    expect(mails[1]?.body).toContain('Inserito dal tuo agente Luca Moretti.');
    expect(mails[0]?.body).toContain('Placed by your agent Luca Moretti.');

    const forRossi = (await list(rossi)).items.find((n) => n.parametri.number === number);
    expect(forRossi).toMatchObject({
      tipo: 'order.placed',
      titolo: `Ordine ${number} ricevuto`,
      link: `/account/orders/${number}`,
      letta: null,
    });
    expect(forRossi?.testo).toMatch(/1 riga, totale 14,40\s€\. Inserito dal tuo agente Luca Moretti\./);
    const forMoretti = (await list(moretti, { Lingua: 'en' })).items.find(
      (n) => n.parametri.number === number,
    );
    expect(forMoretti).toMatchObject({
      tipo: 'order.placedFor',
      titolo: `Order ${number} placed for Alimentari Rossi S.r.l.`,
      link: '/client/C00001',
    });
    await call(ctx.app, REST_PATHS.currentOrderFinish, {}, moretti);
  });
});

describe('a user’s own notifications', () => {
  it('lists them unread first in the user’s language, counts the unread and marks them read', async () => {
    // rossi.en reads English unless the page asks for Italian.
    const english = await list(rossiEn);
    expect(english.items[0]?.titolo).toMatch(/^Order \d{4}\/\d{6} received$/);
    expect((await list(rossiEn, { Lingua: 'it' })).items[0]?.titolo).toMatch(/^Ordine .* ricevuto$/);

    const unread = await count(rossi);
    expect(unread).toBeGreaterThanOrEqual(3);
    const page = await list(rossi, { pageSize: '2' });
    expect(page).toMatchObject({ total: unread, page: 1, pageSize: 2, nonLette: unread });
    const newest = page.items[0];
    if (!newest) throw new Error('expected a notification');

    const read = await call(ctx.app, REST_PATHS.notificationsRead, { ids: String(newest.id) }, rossi);
    expect(read.json()).toEqual({ success: true, data: { aggiornate: 1, nonLette: unread - 1 } });
    // Unread first: the one just read goes after the others.
    const after = await list(rossi);
    expect(after.items.at(-1)?.id).toBe(newest.id);
    expect(after.items.at(-1)?.letta).not.toBeNull();
    expect((await list(rossi, { ordine: 'recenti' })).items[0]?.id).toBe(newest.id);
    expect((await list(rossi, { soloNonLette: 'S' })).items.map((n: NotificationItem) => n.id)).not.toContain(
      newest.id,
    );

    const all = await call(ctx.app, REST_PATHS.notificationsRead, { tutte: 'S' }, rossi);
    expect(all.json().data).toEqual({ aggiornate: unread - 1, nonLette: 0 });
    expect(await count(rossi)).toBe(0);
  });

  it('never reaches another user’s notifications', async () => {
    const theirs = await db()
      .select({ id: notifications.id })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(and(eq(users.username, 'rossi.en')));
    expect(theirs.length).toBeGreaterThan(0);
    expect((await list(gallo)).items.map((n) => n.id)).not.toEqual(expect.arrayContaining([theirs[0]?.id]));
    const tried = await call(
      ctx.app,
      REST_PATHS.notificationsRead,
      { ids: theirs.map((t) => t.id).join(',') },
      gallo,
    );
    expect(tried.json().data.aggiornate).toBe(0);
    const still = await db()
      .select({ readAt: notifications.readAt })
      .from(notifications)
      .where(
        inArray(
          notifications.id,
          theirs.map((t) => t.id),
        ),
      );
    expect(still.every((row) => row.readAt === null)).toBe(true);
  });

  it('refuses visitors and malformed ids with clear errors', async () => {
    expectFailure(await call(ctx.app, REST_PATHS.notificationsCount, {}), 401, 'UNAUTHENTICATED');
    expectFailure(await call(ctx.app, REST_PATHS.notificationsList, {}), 401, 'UNAUTHENTICATED');
    expectFailure(
      await call(ctx.app, REST_PATHS.notificationsRead, { ids: 'uno,due' }, rossi),
      422,
      'VALIDATION',
      'ids',
    );
    expectFailure(await call(ctx.app, REST_PATHS.notificationsRead, {}, rossi), 422, 'VALIDATION', 'ids');
    expectFailure(
      await call(ctx.app, REST_PATHS.notificationsList, { pageSize: '1000' }, rossi),
      422,
      'VALIDATION',
      'pageSize',
    );
  });
});
