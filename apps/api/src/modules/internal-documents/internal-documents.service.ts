// Internal documents (intdocument): staff attach files to a client or one of its orders, list them,
// download and delete them, in their client scope (an agent: the clients he follows; out of reach is
// 404, as missing). An upload is checked by its content (type sniffed, size) and refused on the field
// `file`; uploads and deletions are audited on the client or the order. The bytes live on disk
// (internal-document-files.ts), the row names them by their SHA-256.
import { createHash } from 'node:crypto';
import {
  INTERNAL_DOCUMENT_MAX_BYTES,
  INTERNAL_DOCUMENT_RULES,
  safeDocumentFileName,
  sniffInternalDocumentType,
  type InternalDocument,
  type InternalDocumentType,
  type IntdocumentsUploadPayload,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { internalDocuments } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { MessageKey } from '../../kernel/texts/messages';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { canReadClient, clientScopeOf } from '../../kernel/client-scope';
import { findScopedOrder } from '../order-issues';
import type { InternalDocumentFiles } from './internal-document-files';
import {
  findDocument,
  findDocumentContent,
  findDocuments,
  type InternalDocumentRow,
} from './internal-documents.repository';

const notFound = () => new AppError(404, 'NOT_FOUND', 'intdocuments.notFound', { field: 'id' });

/** A refused file: 422 on `file`, titled by its rule. */
export function refusedFile(rule: string, params: Record<string, number> = {}): AppError {
  return new AppError(422, 'VALIDATION', `validation.${rule}` as MessageKey, {
    field: 'file',
    params: { field: 'file', ...params },
  });
}

function toDocument(row: InternalDocumentRow): InternalDocument {
  return {
    id: row.id,
    cliente: row.clientCode,
    numero: row.orderNumber,
    titolo: row.title,
    nota: row.note,
    nomeFile: row.fileName,
    tipo: row.contentType as InternalDocumentType,
    dimensione: row.size,
    sha256: row.sha256,
    caricatoDa: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username,
    caricato: row.uploadedAt.toISOString(),
  };
}

/** The client or order the call names, in the user's scope (404 on the field named otherwise). */
async function ownerOf(db: Database, user: AuthUser, owner: { cliente?: string; numero?: string }) {
  if (owner.numero !== undefined) {
    const order = await findScopedOrder(db, clientScopeOf(user), owner.numero);
    if (!order) throw new AppError(404, 'NOT_FOUND', 'intdocuments.ownerNotFound', { field: 'numero' });
    return { clientCode: order.clientCode, orderId: order.id, orderNumber: order.number };
  }
  const clientCode = owner.cliente ?? '';
  if (!(await canReadClient(db, user, clientCode))) {
    throw new AppError(404, 'NOT_FOUND', 'intdocuments.ownerNotFound', { field: 'cliente' });
  }
  return { clientCode, orderId: undefined, orderNumber: undefined };
}

export async function listInternalDocuments(
  db: Database,
  user: AuthUser,
  owner: { cliente?: string; numero?: string },
): Promise<InternalDocument[]> {
  const { clientCode, orderId } = await ownerOf(db, user, owner);
  const rows = await findDocuments(
    db,
    clientScopeOf(user),
    orderId !== undefined ? { orderId } : { clientCode },
  );
  return rows.map(toDocument);
}

/** Checks the file's size and content; answers its type. */
export function checkFile(bytes: Uint8Array | undefined, fileName: string): InternalDocumentType {
  if (!bytes || bytes.length === 0) throw refusedFile(INTERNAL_DOCUMENT_RULES.required);
  if (bytes.length > INTERNAL_DOCUMENT_MAX_BYTES) {
    throw refusedFile(INTERNAL_DOCUMENT_RULES.tooLarge, {
      max: Math.round(INTERNAL_DOCUMENT_MAX_BYTES / (1024 * 1024)),
    });
  }
  const type = sniffInternalDocumentType(bytes, fileName);
  if (!type) throw refusedFile(INTERNAL_DOCUMENT_RULES.type);
  return type;
}

export async function uploadInternalDocument(
  db: Database,
  files: InternalDocumentFiles,
  user: AuthUser,
  input: IntdocumentsUploadPayload,
): Promise<InternalDocument> {
  // The client or order first (out of reach is 404 whatever the file), then the file.
  const owner = await ownerOf(db, user, input);
  const fileName = safeDocumentFileName(input.nomeFile ?? '');
  const contentType = checkFile(input.file, fileName);
  const bytes = input.file as Uint8Array;
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  await files.write(sha256, bytes);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(internalDocuments)
      .values({
        clientCode: owner.clientCode,
        orderId: owner.orderId ?? null,
        title: input.titolo,
        note: input.nota,
        fileName,
        contentType,
        size: bytes.length,
        sha256,
        uploadedBy: user.id,
      })
      .returning({ id: internalDocuments.id });
    if (!row) throw new Error('document not written');
    await recordAudit(tx, user, {
      entity: owner.orderNumber ? 'order' : 'client',
      key: owner.orderNumber ?? owner.clientCode,
      action: 'intdocument.upload',
      clientCode: owner.clientCode,
      after: {
        documento: row.id,
        titolo: input.titolo,
        file: fileName,
        tipo: contentType,
        byte: bytes.length,
        sha256,
      },
    });
    return row.id;
  });
  const written = await findDocument(db, clientScopeOf(user), id);
  if (!written) throw notFound();
  return toDocument(written);
}

export async function internalDocumentFile(
  db: Database,
  files: InternalDocumentFiles,
  user: AuthUser,
  id: number,
) {
  const row = await findDocumentContent(db, clientScopeOf(user), id);
  if (!row) throw notFound();
  const bytes = await files.read(row.sha256);
  if (!bytes) throw new Error(`internal document ${id}: its file is missing`);
  return { bytes, fileName: row.fileName, contentType: row.contentType };
}

/** Deletes a document for good (its bytes too); the audit entry keeps what it was. */
export async function deleteInternalDocument(
  db: Database,
  files: InternalDocumentFiles,
  user: AuthUser,
  id: number,
): Promise<InternalDocument> {
  const deleted = await db.transaction(async (tx) => {
    const row = await findDocument(tx, clientScopeOf(user), id);
    if (!row) throw notFound();
    await tx.delete(internalDocuments).where(eq(internalDocuments.id, id));
    await recordAudit(tx, user, {
      entity: row.orderNumber ? 'order' : 'client',
      key: row.orderNumber ?? row.clientCode,
      action: 'intdocument.delete',
      clientCode: row.clientCode,
      before: {
        documento: row.id,
        titolo: row.title,
        file: row.fileName,
        tipo: row.contentType,
        byte: row.size,
        sha256: row.sha256,
      },
    });
    return { document: toDocument(row), sha256: row.sha256 };
  });
  // The file goes once no other document names the same bytes.
  const [other] = await db
    .select({ id: internalDocuments.id })
    .from(internalDocuments)
    .where(and(eq(internalDocuments.sha256, deleted.sha256)))
    .limit(1);
  if (!other) await files.remove(deleted.sha256);
  return deleted.document;
}
