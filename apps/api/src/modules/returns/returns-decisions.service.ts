// Staff decisions on a return (returns.manage): approving it fully or in part, which makes its credit
// note (nota di credito) in the same transaction, or rejecting it with a reason. One decision per
// return: the return's row is locked and must still be `richiesto` (a second decision is 409). The
// credit note gives back the approved units at the delivery note line's net price (the order's price)
// with that line's VAT rate, totals and VAT per rate as invoices compute them, numbered per year
// without gaps (kind 'nc', counter taken last). Each decision is audited on the client.
import type { ReturnDetail, ReturnsApprovePayload, ReturnsRejectPayload } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  clients,
  creditNoteLines,
  creditNotes,
  creditNoteVatLines,
  deliveryNoteLines,
  deliveryNotes,
  returnLines,
  returnMessages,
  returnRequests,
  returnStatusHistory,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify } from '../notifications';
import { toStored } from '../../kernel/money';
import { invoiceTotals, lineAmount, takeDocumentNumber } from '../orders';
import { partySnapshot } from '../../kernel/party-snapshot';
import { findScopedReturn } from './returns.repository';
import { returnDetail, returnNotFound } from './returns.service';

type Tx = Database;

async function lockUndecided(tx: Tx, user: AuthUser, id: number) {
  const request = await findScopedReturn(tx, clientScopeOf(user), id, true);
  if (!request) throw returnNotFound();
  if (request.status !== 'richiesto') throw new AppError(409, 'CONFLICT', 'returns.decided', { field: 'id' });
  return request;
}

/** The approved quantity of each line: as asked unless `righe` says otherwise. */
function approvedQuantities(
  lines: ReadonlyArray<{ lineNo: number; quantityAsked: number }>,
  wanted: ReturnsApprovePayload['righe'],
): Map<number, number> {
  const approved = new Map(lines.map((line) => [line.lineNo, line.quantityAsked]));
  (wanted ?? []).forEach((entry, index) => {
    const line = lines.find((l) => l.lineNo === entry.riga);
    if (!line) {
      throw new AppError(422, 'VALIDATION', 'returns.lineNotInReturn', {
        field: `righe.${index}.riga`,
        params: { line: entry.riga },
      });
    }
    if (entry.qta > line.quantityAsked) {
      throw new AppError(422, 'VALIDATION', 'returns.overAsked', {
        field: `righe.${index}.qta`,
        params: { line: entry.riga, max: line.quantityAsked },
      });
    }
    approved.set(entry.riga, entry.qta);
  });
  return approved;
}

async function makeCreditNote(
  tx: Tx,
  user: AuthUser,
  request: typeof returnRequests.$inferSelect,
  approved: Map<number, number>,
  now: Date,
) {
  const rows = await tx
    .select({ line: returnLines, source: deliveryNoteLines, decimals: deliveryNotes.decimals })
    .from(returnLines)
    .innerJoin(
      deliveryNoteLines,
      and(
        eq(deliveryNoteLines.deliveryNoteId, returnLines.deliveryNoteId),
        eq(deliveryNoteLines.lineNo, returnLines.deliveryNoteLineNo),
      ),
    )
    .innerJoin(deliveryNotes, eq(deliveryNotes.id, returnLines.deliveryNoteId))
    .where(eq(returnLines.returnId, request.id))
    .orderBy(returnLines.lineNo);
  const credited = rows
    .map((row) => ({ ...row, quantity: approved.get(row.line.lineNo) ?? 0 }))
    .filter((row) => row.quantity > 0)
    .map((row) => ({
      ...row,
      amount: lineAmount(row.source.netPrice, row.quantity),
      vatRate: Number(row.source.vatRate),
    }));
  const totals = invoiceTotals(credited);
  const [client] = await tx.select().from(clients).where(eq(clients.code, request.clientCode));
  if (!client) throw new Error(`client ${request.clientCode} vanished`);
  const numbered = await takeDocumentNumber(tx, 'nc', now);
  const [note] = await tx
    .insert(creditNotes)
    .values({
      year: numbered.year,
      sequence: numbered.sequence,
      number: numbered.number,
      returnId: request.id,
      clientCode: client.code,
      issuedOn: numbered.day,
      issuedAt: now,
      createdBy: user.id,
      ...partySnapshot(client),
      taxableAmount: toStored(totals.taxable),
      vatAmount: toStored(totals.vat),
      totalAmount: toStored(totals.total),
      decimals: Math.max(2, ...credited.map((row) => row.decimals)),
    })
    .returning({ id: creditNotes.id });
  if (!note) throw new Error('credit note not written');
  await tx.insert(creditNoteLines).values(
    credited.map((row, index) => ({
      creditNoteId: note.id,
      lineNo: index + 1,
      deliveryNoteId: row.source.deliveryNoteId,
      productCode: row.source.productCode,
      descriptionIt: row.source.descriptionIt,
      descriptionEn: row.source.descriptionEn,
      um: row.source.um,
      quantity: row.quantity,
      listPrice: row.source.listPrice,
      netPrice: row.source.netPrice,
      discounts: row.source.discounts,
      amount: toStored(row.amount),
      vatRate: String(row.vatRate),
    })),
  );
  await tx.insert(creditNoteVatLines).values(
    totals.byRate.map((line) => ({
      creditNoteId: note.id,
      vatRate: String(line.rate),
      taxableAmount: toStored(line.taxable),
      vatAmount: toStored(line.vat),
    })),
  );
  return { id: note.id, number: numbered.number, total: toStored(totals.total) };
}

export async function approveReturn(
  db: Database,
  user: AuthUser,
  input: ReturnsApprovePayload,
  now: Date = new Date(),
): Promise<ReturnDetail> {
  await db.transaction(async (tx) => {
    const request = await lockUndecided(tx, user, input.id);
    const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, request.id));
    const approved = approvedQuantities(lines, input.righe);
    if ([...approved.values()].every((quantity) => quantity === 0)) {
      throw new AppError(422, 'VALIDATION', 'returns.nothingApproved', { field: 'righe' });
    }
    const partial = lines.some((line) => (approved.get(line.lineNo) ?? 0) < line.quantityAsked);
    const status = partial ? 'approvato_parziale' : 'approvato';
    for (const line of lines) {
      await tx
        .update(returnLines)
        .set({ quantityApproved: approved.get(line.lineNo) ?? 0 })
        .where(and(eq(returnLines.returnId, request.id), eq(returnLines.lineNo, line.lineNo)));
    }
    const credit = await makeCreditNote(tx, user, request, approved, now);
    await tx
      .update(returnRequests)
      .set({ status, decidedBy: user.id, decidedAt: now, updatedAt: now, creditNoteId: credit.id })
      .where(eq(returnRequests.id, request.id));
    await tx
      .insert(returnStatusHistory)
      .values({ returnId: request.id, status, userId: user.id, note: input.nota ?? '', createdAt: now });
    if (input.nota) {
      await tx
        .insert(returnMessages)
        .values({ returnId: request.id, userId: user.id, byCustomer: false, body: input.nota });
    }
    await recordAudit(tx, user, {
      entity: 'client',
      key: request.clientCode,
      action: 'return.approve',
      clientCode: request.clientCode,
      summary: `Reso ${request.number}: ${status}, nota di credito ${credit.number}`,
      before: { reso: request.number, stato: request.status },
      after: {
        reso: request.number,
        stato: status,
        notaCredito: credit.number,
        righe: lines
          .map((line) => `${line.lineNo}:${approved.get(line.lineNo) ?? 0}/${line.quantityAsked}`)
          .join(' '),
      },
    });
    await notify(tx, { kind: 'return.decided', returnId: request.id, by: user.id, status });
    await notify(tx, {
      kind: 'document.ready',
      clientCode: request.clientCode,
      document: 'credit_note',
      documentNumber: credit.number,
      link: `/account/returns/${request.id}`,
      documentKey: `nc:${credit.number}`,
    });
  });
  return returnDetail(db, input.id, input.Lingua);
}

export async function rejectReturn(
  db: Database,
  user: AuthUser,
  input: ReturnsRejectPayload,
  now: Date = new Date(),
): Promise<ReturnDetail> {
  await db.transaction(async (tx) => {
    const request = await lockUndecided(tx, user, input.id);
    // A rejection approves nothing: the lines' units are returnable again.
    await tx.update(returnLines).set({ quantityApproved: 0 }).where(eq(returnLines.returnId, request.id));
    await tx
      .update(returnRequests)
      .set({
        status: 'rifiutato',
        rejectionReason: input.motivo,
        decidedBy: user.id,
        decidedAt: now,
        updatedAt: now,
      })
      .where(eq(returnRequests.id, request.id));
    await tx.insert(returnStatusHistory).values({
      returnId: request.id,
      status: 'rifiutato',
      userId: user.id,
      note: input.motivo,
      createdAt: now,
    });
    await recordAudit(tx, user, {
      entity: 'client',
      key: request.clientCode,
      action: 'return.reject',
      clientCode: request.clientCode,
      summary: `Reso ${request.number}: rifiutato`,
      before: { reso: request.number, stato: request.status },
      after: { reso: request.number, stato: 'rifiutato', motivo: input.motivo },
    });
    await notify(tx, { kind: 'return.decided', returnId: request.id, by: user.id, status: 'rifiutato' });
  });
  return returnDetail(db, input.id, input.Lingua);
}
