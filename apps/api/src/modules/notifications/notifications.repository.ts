// Queries on a user's in-app notifications: a page (unread first or newest first), the unread count,
// marking read. Every query names the user: nobody reaches another user's notifications.
import type { NotificationOrder } from '@shop/contract';
import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { notifications } from '../../db/schema';
import { pageWindow } from '../../http/list';

export async function findNotifications(
  db: Database,
  userId: number,
  query: { page: number; pageSize: number; unreadOnly: boolean; order: NotificationOrder },
) {
  const where = and(
    eq(notifications.userId, userId),
    query.unreadOnly ? isNull(notifications.readAt) : undefined,
  );
  const window = pageWindow(query.page, query.pageSize);
  const order =
    query.order === 'nonLettePrima'
      ? [sql`${notifications.readAt} is not null`, desc(notifications.createdAt), desc(notifications.id)]
      : [desc(notifications.createdAt), desc(notifications.id)];
  const [rows, [counted], unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(where)
      .orderBy(...order)
      .limit(window.limit)
      .offset(window.offset),
    db.select({ total: count() }).from(notifications).where(where),
    countUnread(db, userId),
  ]);
  return { rows, total: counted?.total ?? 0, unread };
}

export async function countUnread(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.total ?? 0;
}

/** Marks the user's own unread notifications read (all, or those of `ids`); answers how many. */
export async function markRead(
  db: Database,
  userId: number,
  ids: readonly number[] | 'all',
): Promise<number> {
  const changed = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, [...ids]),
      ),
    )
    .returning({ id: notifications.id });
  return changed.length;
}
