// The e-mail outbox and its sender against a real SMTP server in the test process: a mail server that
// is down loses nothing (retries with back-off, then the mail arrives once), a refusal for good is
// `failed` at once, a mail out of attempts is `failed` until the management retries it by hand; with
// no SMTP_URL mails are `logged`, not sent. The management's REST view: list, filters, retry, audit.
import { outboxListResponseSchema, REST_PATHS, type OutboxListData } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { auditLog, mailOutbox, type MailOutboxRow } from '../../src/db/schema';
import { fakeSmtp, type FakeSmtp } from '../helpers/fake-smtp';
import { loginAs } from '../helpers/login';
import { call, expectFailure, type Caller } from '../helpers/shop-calls';
import { openTestDatabase, testEnv, type TestDatabase } from '../helpers/test-database';

let database: TestDatabase;
let smtp: FakeSmtp;
/** Sends over SMTP to the fake server; 3 attempts, 1 s then 2 s between them. */
let app: FastifyInstance;
/** No SMTP_URL: the same database, mails written to the log. */
let logging: FastifyInstance;
let admin: Caller;
let rossi: Caller;
const db = () => database.handle.db;
let serial = 0;

beforeAll(async () => {
  database = await openTestDatabase();
  smtp = await fakeSmtp();
  const mail = { SHOP_URL: 'https://shop.example', OUTBOX_RETRY_BASE_MS: '1000', OUTBOX_MAX_ATTEMPTS: '3' };
  app = await buildApp(
    loadConfig(
      testEnv({ ...mail, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: 'Shop <shop@example.test>' }),
    ),
    { database: database.handle },
  );
  logging = await buildApp(loadConfig(testEnv(mail)), { database: database.handle });
  await Promise.all([app.ready(), logging.ready()]);
  admin = { token: (await loginAs(app, 'admin')).token };
  rossi = { token: (await loginAs(app, 'rossi')).token };
});

afterAll(async () => {
  await app?.close();
  await logging?.close();
  await smtp?.stop();
  await database?.destroy();
});

async function queue(recipient: string, subject = `Prova ${++serial}`): Promise<MailOutboxRow> {
  const [row] = await db()
    .insert(mailOutbox)
    .values({
      kind: 'order.placed',
      recipient,
      language: 'it',
      subject,
      body: `Buongiorno,\nil tuo ordine: {{shop}}/account/orders/2026/00000${serial}\n`,
      dedupeKey: `test:${serial}:${recipient}`,
    })
    .returning();
  if (!row) throw new Error('not queued');
  return row;
}

async function row(id: number): Promise<MailOutboxRow> {
  const [found] = await db().select().from(mailOutbox).where(eq(mailOutbox.id, id));
  if (!found) throw new Error(`mail ${id} not found`);
  return found;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Quoted-printable soft breaks and escapes undone, so the text can be searched. */
const decoded = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Makes every waiting mail due now (instead of sleeping through the back-off). */
const dueNow = () =>
  db()
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(Date.now() - 1000) })
    .where(eq(mailOutbox.status, 'pending'));

describe('the outbox sender with a mail server that is down, then up', () => {
  it('keeps the mail, retries with a growing wait, and delivers it exactly once when the server is back', async () => {
    const mail = await queue('g.rossi@alimentarirossi.example', 'Conferma ordine 2026/000001');

    // Down: nothing listens on the port. The attempt fails, the mail waits for its next one.
    const beforeFirst = Date.now();
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    const first = await row(mail.id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, sentAt: null });
    expect(first.lastError).toMatch(/ECONNREFUSED|ECONNECTION|connect/i);
    expect((first.nextAttemptAt?.getTime() ?? 0) - beforeFirst).toBeGreaterThanOrEqual(990);
    // Not due yet: a round right now takes nothing.
    expect((await app.outboxSender.runOnce()).claimed).toBe(0);

    await dueNow(); // as if the second passed
    const beforeSecond = Date.now();
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 1, retrying: 1 });
    const second = await row(mail.id);
    expect(second.attempts).toBe(2);
    // The second wait is twice the first (1 s, then 2 s).
    expect((second.nextAttemptAt?.getTime() ?? 0) - beforeSecond).toBeGreaterThanOrEqual(1990);

    await smtp.start();
    await dueNow();
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 0 });
    const sent = await row(mail.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, lastError: null, nextAttemptAt: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    expect(smtp.received).toHaveLength(1);
    const [received] = smtp.received;
    expect(received?.to).toEqual(['g.rossi@alimentarirossi.example']);
    expect(received?.from).toBe('shop@example.test');
    const text = decoded(received?.raw ?? '');
    expect(text).toContain('Subject: Conferma ordine 2026/000001');
    // The link marker is completed with SHOP_URL when sent.
    expect(text).toContain('https://shop.example/account/orders/2026/00000');
    expect(text).not.toContain('{{shop}}');
  });

  it('marks a mail the server refuses for good (550) failed at once, and sends the others', async () => {
    smtp.refuse.add('nobody@alimentarirossi.example');
    const refused = await queue('nobody@alimentarirossi.example');
    const fine = await queue('buyer@alimentarirossi.example');
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 2, delivered: 1, failed: 1 });
    expect(await row(refused.id)).toMatchObject({ status: 'failed', attempts: 1, nextAttemptAt: null });
    expect((await row(refused.id)).lastError).toMatch(/550/);
    expect(await row(fine.id)).toMatchObject({ status: 'sent' });
    expect(smtp.received.filter((m) => m.to.includes('nobody@alimentarirossi.example'))).toHaveLength(0);
  });

  it('fails a mail after its last attempt; the management retries it by hand and it goes out', async () => {
    await smtp.stop();
    const mail = await queue('late@alimentarirossi.example');
    for (let attempt = 1; attempt <= 3; attempt++) {
      await dueNow();
      await app.outboxSender.runOnce();
    }
    expect(await row(mail.id)).toMatchObject({ status: 'failed', attempts: 3, nextAttemptAt: null });
    await dueNow();
    expect((await app.outboxSender.runOnce()).claimed).toBe(0); // failed stays failed

    await smtp.start();
    const retried = await call(app, REST_PATHS.outboxRetry, { id: String(mail.id) }, admin);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data.messaggio).toMatchObject({ id: mail.id, stato: 'pending', tentativi: 0 });
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 1 });
    expect(smtp.received.filter((m) => m.to.includes('late@alimentarirossi.example'))).toHaveLength(1);

    // Who retried what is in the audit log of the mail.
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'mail'), eq(auditLog.entityKey, String(mail.id))));
    expect(entry).toMatchObject({ username: 'admin', action: 'retry' });
    const audit = await call(app, REST_PATHS.auditList, { entita: 'mail', chiave: String(mail.id) }, admin);
    expect(audit.json().data.items[0].modifiche).toEqual(
      expect.arrayContaining([{ campo: 'stato', prima: 'failed', dopo: 'pending' }]),
    );
  });

  it('takes over a mail whose sender died mid-send once its lease ends, and ignores the dead one’s late answer', async () => {
    const { claimDueMails, markDelivered } =
      await import('../../src/modules/notifications/outbox.repository');
    const mail = await queue('lease@alimentarirossi.example');
    const [claimed] = await claimDueMails(db(), 10, 60_000); // a sender claims it for a minute, then dies
    if (!claimed) throw new Error('nothing claimed');
    expect(claimed?.id).toBe(mail.id);
    expect((await app.outboxSender.runOnce()).claimed).toBe(0); // still leased
    // The minute passes.
    await db()
      .update(mailOutbox)
      .set({ nextAttemptAt: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, mail.id));
    expect(await app.outboxSender.runOnce()).toMatchObject({ claimed: 1, delivered: 1 });
    await markDelivered(db(), claimed, 'logged'); // the dead sender's answer, too late: ignored
    expect(await row(mail.id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('without SMTP_URL', () => {
  it('writes each mail to the log and marks it logged, not sent; the sender polls by itself once started', async () => {
    const mail = await queue('logged@alimentarirossi.example');
    expect(logging.outboxSender.transportKind).toBe('log');
    logging.outboxSender.start();
    for (let i = 0; i < 250 && (await row(mail.id)).status !== 'logged'; i++) await sleep(20);
    await logging.outboxSender.stop();
    const logged = await row(mail.id);
    expect(logged).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(logged.sentAt).toBeInstanceOf(Date);
    expect(smtp.received.filter((m) => m.to.includes('logged@alimentarirossi.example'))).toHaveLength(0);
  });
});

describe('the management’s outbox calls', () => {
  async function list(fields: Record<string, string>): Promise<OutboxListData> {
    const response = await call(app, REST_PATHS.outboxList, fields, admin);
    expect(response.statusCode, response.body).toBe(200);
    const body = outboxListResponseSchema.parse(response.json());
    if (!body.success) throw new Error('expected success');
    return body.data;
  }

  it('lists the mails newest first with state, attempts and last error, filtered and searched', async () => {
    const all = await list({ pageSize: '100' });
    expect(all.total).toBeGreaterThanOrEqual(6);
    expect(all.items[0]?.id).toBeGreaterThan(all.items.at(-1)?.id ?? Infinity);
    const failed = await list({ stato: 'failed' });
    expect(failed.items.map((m) => m.destinatario)).toEqual(['nobody@alimentarirossi.example']);
    expect(failed.items[0]).toMatchObject({ stato: 'failed', tentativi: 1, prossimoTentativo: null });
    expect(failed.items[0]?.ultimoErrore).toMatch(/550/);
    expect((await list({ search: 'late@' })).items.map((m) => m.destinatario)).toEqual([
      'late@alimentarirossi.example',
    ]);
    const byRecipient = await list({ sort: 'destinatario', pageSize: '2', page: '1' });
    expect(byRecipient.items.map((m) => m.destinatario)).toEqual(
      [...byRecipient.items.map((m) => m.destinatario)].sort(),
    );
    // Bodies are shown as they are sent: links completed with SHOP_URL.
    expect(all.items.every((m) => !m.testo.includes('{{shop}}'))).toBe(true);
  });

  it('refuses a retry of a mail already sent (409), of an unknown one (404), and bad filters (422)', async () => {
    const [sent] = await db().select().from(mailOutbox).where(eq(mailOutbox.status, 'sent')).limit(1);
    const refused = expectFailure(
      await call(app, REST_PATHS.outboxRetry, { id: String(sent?.id), Lingua: 'en' }, admin),
      409,
      'CONFLICT',
      'id',
    );
    expect(refused.title).toMatch(/sent/);
    expectFailure(await call(app, REST_PATHS.outboxRetry, { id: '999999' }, admin), 404, 'NOT_FOUND', 'id');
    expectFailure(await call(app, REST_PATHS.outboxRetry, { id: 'x' }, admin), 422, 'VALIDATION', 'id');
    expectFailure(
      await call(app, REST_PATHS.outboxList, { stato: 'lost' }, admin),
      422,
      'VALIDATION',
      'stato',
    );
    expectFailure(
      await call(app, REST_PATHS.outboxList, { dal: '2026-05-02', al: '2026-05-01' }, admin),
      422,
      'VALIDATION',
      'dal',
    );
    // A customer has no outbox.
    expectFailure(await call(app, REST_PATHS.outboxList, {}, rossi), 403, 'FORBIDDEN');
  });
});
