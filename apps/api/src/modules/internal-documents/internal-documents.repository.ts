// Queries of internal documents. Reads from a request carry the user's client scope in their WHERE
// (clientScopeCondition on the document's client), so a document of a client out of reach is never
// found. The bytes are on disk (internal-document-files.ts).
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { clients, internalDocuments, orders, users } from '../../db/schema';
import { clientScopeCondition, type ClientScope } from '../../kernel/client-scope';

const columns = {
  id: internalDocuments.id,
  clientCode: internalDocuments.clientCode,
  orderNumber: orders.number,
  title: internalDocuments.title,
  note: internalDocuments.note,
  fileName: internalDocuments.fileName,
  contentType: internalDocuments.contentType,
  size: internalDocuments.size,
  sha256: internalDocuments.sha256,
  uploadedAt: internalDocuments.uploadedAt,
  username: users.username,
  firstName: users.firstName,
  lastName: users.lastName,
};

function scoped(db: Database, scope: ClientScope, where: SQL | undefined) {
  return db
    .select(columns)
    .from(internalDocuments)
    .innerJoin(clients, eq(clients.code, internalDocuments.clientCode))
    .innerJoin(users, eq(users.id, internalDocuments.uploadedBy))
    .leftJoin(orders, eq(orders.id, internalDocuments.orderId))
    .where(and(clientScopeCondition(scope), where));
}
export type InternalDocumentRow = Awaited<ReturnType<ReturnType<typeof scoped>['execute']>>[number];

/** A client's documents (its own and its orders'), or one order's, newest first. */
export function findDocuments(
  db: Database,
  scope: ClientScope,
  owner: { clientCode?: string; orderId?: number },
) {
  return scoped(
    db,
    scope,
    owner.orderId !== undefined
      ? eq(internalDocuments.orderId, owner.orderId)
      : eq(internalDocuments.clientCode, owner.clientCode ?? ''),
  ).orderBy(desc(internalDocuments.uploadedAt), desc(internalDocuments.id));
}

export async function findDocument(db: Database, scope: ClientScope, id: number) {
  const [row] = await scoped(db, scope, eq(internalDocuments.id, id)).limit(1);
  return row;
}

/** What the download of a document in scope needs (its bytes are named by sha256). */
export async function findDocumentContent(db: Database, scope: ClientScope, id: number) {
  const [row] = await db
    .select({
      sha256: internalDocuments.sha256,
      fileName: internalDocuments.fileName,
      contentType: internalDocuments.contentType,
    })
    .from(internalDocuments)
    .innerJoin(clients, eq(clients.code, internalDocuments.clientCode))
    .where(and(eq(internalDocuments.id, id), clientScopeCondition(scope)))
    .limit(1);
  return row;
}
