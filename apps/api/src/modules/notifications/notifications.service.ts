// A user's notifications as the contract shows them, texts rendered in the language asked for (else
// the user's own), and the management's view of the outbox with its manual retry.
import {
  NOTIFICATION_KINDS,
  type Language,
  type NotificationItem,
  type NotificationKind,
  type NotificationsListData,
  type NotificationsListPayload,
  type NotificationsReadData,
  type NotificationsReadPayload,
  type OutboxListData,
  type OutboxListPayload,
  type OutboxMessage,
  type OutboxStatus,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { users, type MailOutboxRow, type NotificationRow } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import type { Params } from './format';
import { renderNotification } from './render-notification';
import { countUnread, findNotifications, markRead } from './notifications.repository';
import { completeLinks } from './delivery';
import { findMail, findMails, requeueMail } from './outbox.repository';

const isKind = (kind: string): kind is NotificationKind =>
  (NOTIFICATION_KINDS as readonly string[]).includes(kind);

async function userLanguage(db: Database, userId: number): Promise<Language> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row?.language === 'en' ? 'en' : 'it';
}

function toItem(row: NotificationRow, language: Language): NotificationItem | null {
  if (!isKind(row.kind)) return null; // a kind this version does not know: not shown rather than garbled
  const params = (row.params ?? {}) as Params;
  const { title, text } = renderNotification(row.kind, params, language);
  return {
    id: row.id,
    tipo: row.kind,
    titolo: title,
    testo: text,
    link: row.link,
    parametri: params,
    data: row.createdAt.toISOString(),
    letta: row.readAt?.toISOString() ?? null,
  };
}

export async function listNotifications(
  db: Database,
  user: AuthUser,
  query: NotificationsListPayload,
): Promise<NotificationsListData> {
  const language = query.Lingua ?? (await userLanguage(db, user.id));
  const { rows, total, unread } = await findNotifications(db, user.id, {
    page: query.page,
    pageSize: query.pageSize,
    unreadOnly: query.soloNonLette === 'S',
    order: query.ordine,
  });
  const items = rows.flatMap((row) => toItem(row, language) ?? []);
  return { ...listData(items, total, query), nonLette: unread };
}

export async function unreadCount(db: Database, user: AuthUser): Promise<number> {
  return countUnread(db, user.id);
}

export async function readNotifications(
  db: Database,
  user: AuthUser,
  query: NotificationsReadPayload,
): Promise<NotificationsReadData> {
  const changed = await markRead(db, user.id, query.tutte === 'S' ? 'all' : (query.ids ?? []));
  return { aggiornate: changed, nonLette: await countUnread(db, user.id) };
}

export function toOutboxMessage(row: MailOutboxRow, shopUrl: string): OutboxMessage {
  return {
    id: row.id,
    tipo: (isKind(row.kind) ? row.kind : 'order.placed') as NotificationKind,
    destinatario: row.recipient,
    lingua: row.language === 'en' ? 'en' : 'it',
    oggetto: row.subject,
    testo: completeLinks(row.body, shopUrl),
    stato: row.status as OutboxStatus, // kept to OUTBOX_STATUSES by mail_outbox_status_ck
    tentativi: row.attempts,
    prossimoTentativo: row.nextAttemptAt?.toISOString() ?? null,
    ultimoErrore: row.lastError,
    inviata: row.sentAt?.toISOString() ?? null,
    creata: row.createdAt.toISOString(),
  };
}

export async function listOutbox(
  db: Database,
  query: OutboxListPayload,
  shopUrl: string,
): Promise<OutboxListData> {
  if (query.dal && query.al && query.dal > query.al) {
    throw new AppError(422, 'VALIDATION', 'outbox.badDateRange', { field: 'dal' });
  }
  const { rows, total } = await findMails(db, query);
  return listData(
    rows.map((row) => toOutboxMessage(row, shopUrl)),
    total,
    query,
  );
}

/**
 * Sends a failed (or waiting) mail again now, with a fresh count of attempts; audited. A mail already
 * sent, logged or being sent is a 409 (nothing to retry); an unknown id a 404.
 */
export async function retryOutboxMessage(
  db: Database,
  user: AuthUser,
  id: number,
  shopUrl: string,
): Promise<OutboxMessage> {
  return db.transaction(async (tx) => {
    const before = await findMail(tx, id);
    if (!before) throw new AppError(404, 'NOT_FOUND', 'outbox.notFound', { field: 'id' });
    const after = await requeueMail(tx, id);
    if (!after) {
      throw new AppError(409, 'CONFLICT', 'outbox.notRetriable', {
        field: 'id',
        params: { status: before.status },
      });
    }
    await recordAudit(tx, user, {
      entity: 'mail',
      key: String(id),
      action: 'retry',
      before: { stato: before.status, tentativi: before.attempts },
      after: { stato: after.status, tentativi: after.attempts },
      summary: `${before.recipient}: ${before.subject}`,
    });
    return toOutboxMessage(after, shopUrl);
  });
}
