// Two API processes' outbox senders on one PostgreSQL database (each its own connection pool, as two
// replicas would have): every mail is handed over exactly once, however their rounds overlap.
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { fromPool, type PostgresHandle } from '../../src/db/client';
import { mailOutbox } from '../../src/db/schema';
import type { MailTransport, OutgoingMail } from '../../src/modules/notifications/mail-transport';
import { OutboxSender } from '../../src/modules/notifications/outbox-sender';
import { openTestDatabase, type TestDatabase } from '../helpers/test-database';

// vitest.config.ts includes *.pg.test.ts only when DATABASE_URL is set (the PostgreSQL leg).
if (inject('testDatabaseSource').kind !== 'postgres') {
  throw new Error('outbox-concurrency.pg.test.ts needs PostgreSQL: run it with DATABASE_URL set');
}

const MAILS = 300;
const quiet = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
  child() {
    return this;
  },
} as unknown as FastifyBaseLogger;

let database: TestDatabase;
const replicas: PostgresHandle[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  if (database.handle.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const url = database.handle.pool.options.connectionString;
  for (let i = 0; i < 2; i++) replicas.push(fromPool(new pg.Pool({ connectionString: url, max: 4 })));
  await database.handle.db.insert(mailOutbox).values(
    Array.from({ length: MAILS }, (_, i) => ({
      kind: 'order.placed',
      recipient: `buyer${i}@example.test`,
      language: 'it',
      subject: `Mail ${i}`,
      body: 'Testo',
      dedupeKey: `race:${i}`,
    })),
  );
});

afterAll(async () => {
  for (const replica of replicas) await replica.close();
  await database?.destroy();
});

/** A transport that records every hand-over and takes a little while, so rounds overlap. */
function recordingTransport(log: string[]): MailTransport {
  return {
    kind: 'smtp',
    async send(mail: OutgoingMail) {
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4));
      log.push(mail.to);
    },
    close: () => undefined,
  };
}

describe('two outbox senders on one PostgreSQL database', () => {
  it('hand every mail over exactly once', async () => {
    const delivered: string[] = [];
    const options = {
      pollMs: 10,
      maxAttempts: 3,
      retryBaseMs: 10,
      retryMaxMs: 10,
      shopUrl: 'x',
      batchSize: 7,
    };
    const senders = replicas.map(
      (r) => new OutboxSender(r.db, recordingTransport(delivered), options, quiet),
    );
    // Each replica runs rounds, two at a time, until a round finds nothing left.
    const drain = async (sender: OutboxSender) => {
      for (;;) {
        const rounds = await Promise.all([sender.runOnce(), sender.runOnce()]);
        if (rounds.every((round) => round.claimed === 0)) return rounds;
      }
    };
    await Promise.all(senders.map(drain));

    expect(delivered).toHaveLength(MAILS);
    expect(new Set(delivered).size).toBe(MAILS);
    const rows = await database.handle.db.select().from(mailOutbox).where(eq(mailOutbox.status, 'sent'));
    expect(rows).toHaveLength(MAILS);
    expect(rows.every((row) => row.attempts === 1)).toBe(true);
  });
});
