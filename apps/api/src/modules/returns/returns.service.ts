// Returns (resi): what a customer may still return, asking for a return (lines of his delivery notes,
// optional photo), the grid and one return with its thread, writing in the thread. Everything in the
// user's client scope (a customer: his own client; an agent: the clients he follows); out of reach is
// 404, as missing. Staff decisions and the credit note are in returns-decisions.service.ts.
import { createHash } from 'node:crypto';
import {
  isCustomerTipo,
  RETURN_PHOTO_MAX_BYTES,
  RETURN_PHOTO_RULES,
  safeDocumentFileName,
  sniffReturnPhotoType,
  type Language,
  type ReturnDetail,
  type ReturnPhotoType,
  type ReturnsListData,
  type ReturnsListQuery,
  type ReturnsMessagePayload,
  type ReturnsRequestPayload,
  type ReturnsReturnableData,
  type ReturnsReturnableQuery,
} from '@shop/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  returnLines,
  returnMessages,
  returnPhotos,
  returnRequests,
  returnStatusHistory,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { type InternalDocumentFiles, refusedFile } from '../internal-documents';
import { notify } from '../notifications';
import { takeDocumentNumber } from '../orders';
import {
  findReturnablePage,
  findReturnParts,
  findReturnsPage,
  findScopedNotes,
  findScopedPhoto,
  findScopedReturn,
  lockNoteLines,
  noteLinesWithReturned,
} from './returns.repository';
import { toReturnableLine, toReturnDetail, toReturnSummary } from './returns.view';

/** How much of a message a notification shows. */
const EXCERPT_LENGTH = 140;
export const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

export const returnNotFound = () => new AppError(404, 'NOT_FOUND', 'returns.notFound', { field: 'id' });

export async function listReturnable(
  db: Database,
  user: AuthUser,
  query: ReturnsReturnableQuery,
): Promise<ReturnsReturnableData> {
  const { rows, total } = await findReturnablePage(db, clientScopeOf(user), query);
  return listData(
    rows.map((row) => toReturnableLine(row, query.Lingua)),
    total,
    query,
  );
}

export async function listReturns(
  db: Database,
  user: AuthUser,
  query: ReturnsListQuery,
): Promise<ReturnsListData> {
  if (query.dataDa && query.dataA && query.dataDa > query.dataA) {
    throw new AppError(422, 'VALIDATION', 'order.badDateRange', { field: 'dataDa' });
  }
  const { rows, total } = await findReturnsPage(db, clientScopeOf(user), query);
  return listData(rows.map(toReturnSummary), total, query);
}

/** The return as the detail shows it (the caller found it in scope, or just wrote it). */
export async function returnDetail(db: Database, id: number, language: Language): Promise<ReturnDetail> {
  const parts = await findReturnParts(db, id);
  if (!parts) throw returnNotFound();
  return toReturnDetail(parts, language);
}

export async function getReturn(db: Database, user: AuthUser, id: number, language: Language) {
  if (!(await findScopedReturn(db, clientScopeOf(user), id))) throw returnNotFound();
  return returnDetail(db, id, language);
}

/** The photo's size and content (JPEG, PNG, WebP sniffed from the bytes); answers its type. */
function checkPhoto(bytes: Uint8Array): ReturnPhotoType {
  if (bytes.length === 0) throw refusedFile('fileRequired');
  if (bytes.length > RETURN_PHOTO_MAX_BYTES) {
    throw photoRefused(RETURN_PHOTO_RULES.tooLarge, { max: RETURN_PHOTO_MAX_BYTES / (1024 * 1024) });
  }
  const type = sniffReturnPhotoType(bytes);
  if (!type) throw photoRefused(RETURN_PHOTO_RULES.type);
  return type;
}

function photoRefused(rule: string, params: Record<string, number> = {}) {
  const error = refusedFile(rule, params);
  return new AppError(error.status, 'VALIDATION', error.messageKey, {
    field: 'foto',
    params: { ...error.options.params, field: 'foto' },
  });
}

const lineError = (
  status: 404 | 422,
  key: 'returns.ddtNotFound' | 'returns.lineNotFound' | 'returns.duplicateLine' | 'returns.tooMany',
  field: string,
  params: Record<string, string | number>,
) =>
  new AppError(status, status === 404 ? 'NOT_FOUND' : 'VALIDATION', key, {
    field,
    params,
    details: 'returnable' in params ? { rendibile: params.returnable as number } : undefined,
  });

export async function requestReturn(
  db: Database,
  files: InternalDocumentFiles,
  user: AuthUser,
  input: ReturnsRequestPayload,
  now: Date = new Date(),
): Promise<ReturnDetail> {
  const photoType = input.foto ? checkPhoto(input.foto) : null;
  if (input.fotoRiga !== undefined && input.fotoRiga > input.righe.length) {
    throw new AppError(422, 'VALIDATION', 'returns.photoLineNotFound', {
      field: 'fotoRiga',
      params: { line: input.fotoRiga },
    });
  }
  const seen = new Set<string>();
  input.righe.forEach((line, index) => {
    const key = `${line.ddt}#${line.riga}`;
    if (seen.has(key)) {
      throw lineError(422, 'returns.duplicateLine', `righe.${index}.riga`, {
        ddt: line.ddt,
        line: line.riga,
      });
    }
    seen.add(key);
  });
  const scope = clientScopeOf(user);
  const sha256 = input.foto ? createHash('sha256').update(input.foto).digest('hex') : null;
  // The bytes before the row (a rollback leaves at most an unused file, never a row without bytes).
  if (input.foto && sha256) await files.write(sha256, input.foto);
  const id = await db.transaction(async (tx) => {
    const notes = await findScopedNotes(tx, scope, [...new Set(input.righe.map((line) => line.ddt))]);
    const noteOf = new Map(notes.map((note) => [note.number, note]));
    const keys = input.righe.map((line, index) => {
      const note = noteOf.get(line.ddt);
      if (!note) throw lineError(404, 'returns.ddtNotFound', `righe.${index}.ddt`, { ddt: line.ddt });
      return { noteId: note.id, lineNo: line.riga };
    });
    const clientCode = notes[0]?.clientCode ?? '';
    await lockNoteLines(tx, keys);
    const found = await noteLinesWithReturned(tx, keys);
    const lines = input.righe.map((asked, index) => {
      const key = keys[index] as { noteId: number; lineNo: number };
      const row = found.find((f) => f.line.deliveryNoteId === key.noteId && f.line.lineNo === key.lineNo);
      if (!row) {
        throw lineError(422, 'returns.lineNotFound', `righe.${index}.riga`, {
          ddt: asked.ddt,
          line: asked.riga,
        });
      }
      const returnable = Math.max(0, row.line.quantity - Number(row.returned));
      if (asked.qta > returnable) {
        throw lineError(422, 'returns.tooMany', `righe.${index}.qta`, {
          ddt: asked.ddt,
          line: asked.riga,
          returnable,
        });
      }
      return { asked, line: row.line };
    });
    const numbered = await takeDocumentNumber(tx, 'reso', now);
    const [request] = await tx
      .insert(returnRequests)
      .values({
        year: numbered.year,
        sequence: numbered.sequence,
        number: numbered.number,
        clientCode,
        createdBy: user.id,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: returnRequests.id });
    if (!request) throw new Error('return not written');
    await tx.insert(returnLines).values(
      lines.map(({ asked, line }, index) => ({
        returnId: request.id,
        lineNo: index + 1,
        deliveryNoteId: line.deliveryNoteId,
        deliveryNoteLineNo: line.lineNo,
        productCode: line.productCode,
        descriptionIt: line.descriptionIt,
        descriptionEn: line.descriptionEn,
        quantityAsked: asked.qta,
        reason: asked.motivo,
        note: asked.nota,
      })),
    );
    await tx
      .insert(returnStatusHistory)
      .values({ returnId: request.id, status: 'richiesto', userId: user.id });
    if (input.note.trim() !== '') {
      await tx.insert(returnMessages).values({
        returnId: request.id,
        userId: user.id,
        byCustomer: isCustomerTipo(user.tipo),
        body: input.note,
      });
    }
    if (input.foto && photoType && sha256) {
      await tx.insert(returnPhotos).values({
        returnId: request.id,
        lineNo: input.fotoRiga ?? null,
        fileName: safeDocumentFileName(input.nomeFile ?? `foto.${photoType.slice(6)}`),
        contentType: photoType,
        size: input.foto.length,
        sha256,
        uploadedBy: user.id,
      });
    }
    await notify(tx, { kind: 'return.requested', returnId: request.id, by: user.id });
    return request.id;
  });
  return returnDetail(db, id, input.Lingua);
}

export async function writeReturnMessage(
  db: Database,
  user: AuthUser,
  input: ReturnsMessagePayload,
): Promise<ReturnDetail> {
  await db.transaction(async (tx) => {
    const request = await findScopedReturn(tx, clientScopeOf(user), input.id, true);
    if (!request) throw returnNotFound();
    const [message] = await tx
      .insert(returnMessages)
      .values({
        returnId: request.id,
        userId: user.id,
        byCustomer: isCustomerTipo(user.tipo),
        body: input.testo,
      })
      .returning({ id: returnMessages.id });
    if (!message) throw new Error('message not written');
    await tx.update(returnRequests).set({ updatedAt: new Date() }).where(eq(returnRequests.id, request.id));
    await notify(tx, {
      kind: 'return.message',
      returnId: request.id,
      messageId: message.id,
      by: user.id,
      excerpt: excerpt(input.testo),
    });
  });
  return returnDetail(db, input.id, input.Lingua);
}

/** A photo's bytes, for whoever may read its return. */
export async function returnPhotoFile(
  db: Database,
  files: InternalDocumentFiles,
  user: AuthUser,
  id: number,
) {
  const photo = await findScopedPhoto(db, clientScopeOf(user), id);
  if (!photo) throw new AppError(404, 'NOT_FOUND', 'returns.notFound', { field: 'id' });
  const bytes = await files.read(photo.sha256);
  if (!bytes) throw new AppError(404, 'NOT_FOUND', 'returns.notFound', { field: 'id' });
  return { bytes, contentType: photo.contentType, fileName: photo.fileName };
}
