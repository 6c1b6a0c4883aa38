// notify(tx, event): the one entry point other services call, inside their own transaction, to tell
// people about a change. It resolves the recipients from the data, writes their in-app notifications
// (kind + params; texts rendered when read) and queues their e-mails in the outbox (rendered now, in
// each recipient's language), all in one statement of `tx`: a change that rolls back tells nobody, a
// committed one is never lost, and a dedupe key per event and recipient makes a second call a no-op.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { mailOutbox, notifications } from '../../db/schema';
import { mailLink, type Delivery } from './delivery';
import type { NotificationEvent } from './notification-events';
import { plannerFor } from './planners';

export interface NotifyResult {
  notifications: number;
  mails: number;
}

export async function notify(tx: Database, event: NotificationEvent): Promise<NotifyResult> {
  // The planner of the event's kind, registered by app.ts (planners.ts): this module knows no domain.
  const planner = plannerFor(event);
  if (!planner) throw new Error(`no notification planner registered for ${event.kind}`);
  return write(tx, planner.dedupeBase(event), await planner.plan(tx, event));
}

/** Writes every notification and e-mail of an event in one statement; what exists already is kept. */
async function write(tx: Database, base: string, deliveries: readonly Delivery[]): Promise<NotifyResult> {
  const inApp: SQL[] = [];
  const mails: SQL[] = [];
  for (const delivery of deliveries) {
    const key = `${base}:${delivery.kind}`;
    const params = JSON.stringify(delivery.params);
    for (const recipient of delivery.recipients) {
      inApp.push(sql`(${recipient.id}, ${delivery.kind}, ${params}::jsonb, ${delivery.link}, ${key})`);
      if (!delivery.mail || !recipient.email) continue;
      const link = mailLink(delivery.link ?? '/', recipient.language);
      const { subject, body } = delivery.mail(recipient, link);
      mails.push(
        sql`(${delivery.kind}, ${recipient.id}, ${recipient.email}, ${recipient.language}, ${subject}, ${body}, ${`${key}:${recipient.id}`})`,
      );
    }
  }
  const insertInApp = sql`insert into ${notifications} (user_id, kind, params, link, dedupe_key)
    values ${sql.join(inApp, sql`, `)} on conflict (user_id, dedupe_key) do nothing`;
  const insertMails = sql`insert into ${mailOutbox}
    (kind, recipient_user_id, recipient, language, subject, body, dedupe_key)
    values ${sql.join(mails, sql`, `)} on conflict (dedupe_key) do nothing`;
  if (inApp.length > 0 && mails.length > 0) {
    await tx.execute(sql`with in_app as (${insertInApp}) ${insertMails}`);
  } else if (inApp.length > 0) {
    await tx.execute(insertInApp);
  }
  return { notifications: inApp.length, mails: mails.length };
}
