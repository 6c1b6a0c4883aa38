// The content version: raised in the transaction of every change to what the storefront shows to
// everyone (configuration, policy texts, banners, promotions, categories, brands…), and announced with
// NOTIFY on CONTENT_CHANNEL. PostgreSQL delivers the notification at commit, to every API replica
// listening (modules/content/content-events.plugin.ts), which tells the gateways (GET /api/content/events): they drop
// the public data they share between requests. A change that rolls back announces nothing.
//
// Any domain whose change the storefront shows publicly calls `contentChanged(tx, kind)` inside the
// change's own transaction (or with `db` for a one-statement change).
import type { ContentKind, ContentVersionData } from '@shop/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { contentVersion } from '../../db/schema';

/** The NOTIFY channel; the payload is ContentVersionData as JSON. */
export const CONTENT_CHANNEL = 'shop_content';

/** Raises the content version by one and announces it (at commit). Answers the new version. */
export async function contentChanged(db: Database, kind: ContentKind): Promise<number> {
  // An upsert, so that the row's absence (a table emptied by hand) cannot lose a change. The row
  // lock orders concurrent content changes; they are rare and short.
  const [row] = await db
    .insert(contentVersion)
    .values({ id: 1, version: 1, kind, changedAt: sql`now()` })
    .onConflictDoUpdate({
      target: contentVersion.id,
      set: { version: sql`${contentVersion.version} + 1`, kind, changedAt: sql`now()` },
    })
    .returning({ version: contentVersion.version });
  const version = Number(row?.version ?? 0);
  const payload: ContentVersionData = { versione: version, tipo: kind };
  await db.execute(sql`select pg_notify(${CONTENT_CHANNEL}, ${JSON.stringify(payload)})`);
  return version;
}

/** The version now (0 and no kind before the first change). */
export async function readContentVersion(db: Database): Promise<ContentVersionData> {
  const [row] = await db
    .select({ version: contentVersion.version, kind: contentVersion.kind })
    .from(contentVersion)
    .where(eq(contentVersion.id, 1));
  return { versione: Number(row?.version ?? 0), tipo: (row?.kind ?? null) as ContentVersionData['tipo'] };
}

/** A notification's payload, or undefined when it is not one of ours. */
export function parseContentNotice(payload: string | undefined): ContentVersionData | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<ContentVersionData>;
    return typeof value.versione === 'number' && Number.isInteger(value.versione)
      ? { versione: value.versione, tipo: value.tipo ?? null }
      : undefined;
  } catch {
    return undefined;
  }
}
