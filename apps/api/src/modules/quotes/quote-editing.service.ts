// Quotes, the staff's side (quotes.edit; an agent for the clients he follows): create a draft, save
// the current revision (a sent one is frozen: saving makes the next revision), send (or, when an
// agent's discount passes his ceiling, put it to approval), extend the validity, withdraw. Approvers
// (quotes.approve) approve or reject a waiting quote, never a revision they made. Each change is one
// transaction with its audit entry (before → after) and its notifications.
import type { Language, Quote, QuotesListData, QuotesSavePayload } from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { quoteRevisionLines, quoteRevisions, quotes, quoteStatusHistory } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { recordAudit } from '../../kernel/audit';
import { clientScopeOf } from '../../kernel/client-scope';
import { findAgentCeiling } from '../approvals';
import { notify } from '../notifications';
import { money } from '../../kernel/money';
import { shopDay } from '../../kernel/shop-calendar';
import { largestExtraDiscount, priceQuoteLines } from './quote-lines';
import {
  findQuotesPage,
  findScopedClient,
  moveQuote,
  nextQuoteNumber,
  type QuoteHeadRow,
} from './quotes.repository';
import { readQuote, scopedQuote, wrongStatus } from './quotes.service';
import { toQuoteSummary } from './quotes.view';

/** How long a new draft is valid unless staff say otherwise. */
const DEFAULT_VALIDITY_DAYS = 30;

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

const auditFields = (row: QuoteHeadRow) => ({
  stato: row.quote.status,
  revisione: row.quote.currentRevision,
  validoFino: row.validUntil,
  totale: row.total === null ? null : money(row.total).toNumber(),
});

function validityFrom(day: string, today: string) {
  if (day < today) throw new AppError(422, 'VALIDATION', 'quotes.validityPast', { field: 'validoFino' });
  return day;
}

/** A new draft (revision 1, no lines yet) for a client in the user's scope. */
export async function createQuote(db: Database, user: AuthUser, clientCode: string, language: Language) {
  const client = await findScopedClient(db, clientScopeOf(user), clientCode);
  if (!client) throw new AppError(404, 'NOT_FOUND', 'quotes.clientNotFound', { field: 'cliente' });
  const now = new Date();
  const today = shopDay(now);
  const number = await db.transaction(async (tx) => {
    const taken = await nextQuoteNumber(tx, Number(today.slice(0, 4)));
    const [quote] = await tx
      .insert(quotes)
      .values({
        number: taken,
        clientCode: client.code,
        createdBy: user.id,
        origin: 'staff',
        status: 'bozza',
        currentRevision: 1,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error('quote not written');
    await tx.insert(quoteRevisions).values({
      quoteId: quote.id,
      revision: 1,
      validUntil: addDays(today, DEFAULT_VALIDITY_DAYS),
      createdBy: user.id,
      createdAt: now,
      total: '0',
    });
    await tx
      .insert(quoteStatusHistory)
      .values({ quoteId: quote.id, toStatus: 'bozza', userId: user.id, changedAt: now });
    await recordAudit(tx, user, {
      entity: 'quote',
      key: taken,
      action: 'create',
      clientCode: client.code,
      after: { stato: 'bozza', revisione: 1 },
    });
    return taken;
  });
  return readQuote(db, user, number, language);
}

/** Statuses whose current revision staff may change (a sent one by a new revision). */
const EDITABLE = new Set(['richiesta', 'bozza', 'inviata', 'modifiche_richieste']);

export async function saveQuote(db: Database, user: AuthUser, input: QuotesSavePayload): Promise<Quote> {
  const now = new Date();
  const validUntil = validityFrom(input.validoFino, shopDay(now));
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    const { quote } = row;
    if (!EDITABLE.has(quote.status)) throw wrongStatus(quote.status);
    const priced = await priceQuoteLines(tx, input.righe, quote.clientCode, now);
    // A draft's unsent revision is rewritten; a sent one (or a request's none) gets a successor.
    const inPlace = quote.status === 'bozza' && quote.currentRevision > 0 && row.sentAt === null;
    const revision = inPlace ? quote.currentRevision : quote.currentRevision + 1;
    const values = {
      validUntil,
      customerNotes: input.noteCliente ?? '',
      internalNotes: input.noteInterne ?? '',
      createdBy: user.id,
      createdAt: now,
      total: priced.total.toFixed(4),
      neededApproval: false,
    };
    if (inPlace) {
      await tx
        .update(quoteRevisions)
        .set(values)
        .where(and(eq(quoteRevisions.quoteId, quote.id), eq(quoteRevisions.revision, revision)));
      await tx
        .delete(quoteRevisionLines)
        .where(and(eq(quoteRevisionLines.quoteId, quote.id), eq(quoteRevisionLines.revision, revision)));
    } else {
      await tx.insert(quoteRevisions).values({ ...values, quoteId: quote.id, revision });
    }
    await tx
      .insert(quoteRevisionLines)
      .values(priced.lines.map((line) => ({ ...line, quoteId: quote.id, revision })));
    if (quote.status === 'bozza') {
      await tx
        .update(quotes)
        .set({ currentRevision: revision, updatedAt: now })
        .where(eq(quotes.id, quote.id));
    } else if (
      !(await moveQuote(
        tx,
        { quoteId: quote.id, from: quote.status, to: 'bozza', userId: user.id, at: now },
        { currentRevision: revision },
      ))
    ) {
      throw wrongStatus(quote.status);
    }
    await recordAudit(tx, user, {
      entity: 'quote',
      key: quote.number,
      action: 'save',
      clientCode: quote.clientCode,
      before: auditFields(row),
      after: { stato: 'bozza', revisione: revision, validoFino: validUntil, totale: priced.total.toNumber() },
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}

/** Sends the draft, or puts it to approval when an agent's extra discount passes his ceiling. */
export async function sendQuote(db: Database, user: AuthUser, input: { numero: string; Lingua: Language }) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    const { quote } = row;
    if (quote.status !== 'bozza') throw wrongStatus(quote.status);
    const lines = await tx
      .select()
      .from(quoteRevisionLines)
      .where(
        and(eq(quoteRevisionLines.quoteId, quote.id), eq(quoteRevisionLines.revision, quote.currentRevision)),
      );
    if (lines.length === 0) throw new AppError(422, 'VALIDATION', 'quotes.noLines', { field: 'numero' });
    validityFrom(row.validUntil ?? '', shopDay(now));
    const ceiling =
      user.tipo === 'A' ? (user.agentCode ? await findAgentCeiling(tx, user.agentCode) : 0) : Infinity;
    // The ceiling bounds the agent's extra discount, not what the client's own terms already give.
    const waits = largestExtraDiscount(lines) > ceiling;
    const to = waits ? 'in_approvazione' : 'inviata';
    if (!(await moveQuote(tx, { quoteId: quote.id, from: 'bozza', to, userId: user.id, at: now }))) {
      throw wrongStatus(quote.status);
    }
    await tx
      .update(quoteRevisions)
      .set(waits ? { neededApproval: true } : { sentAt: now })
      .where(and(eq(quoteRevisions.quoteId, quote.id), eq(quoteRevisions.revision, quote.currentRevision)));
    await recordAudit(tx, user, {
      entity: 'quote',
      key: quote.number,
      action: 'send',
      clientCode: quote.clientCode,
      before: { stato: 'bozza' },
      after: { stato: to },
    });
    await notify(tx, {
      kind: waits ? 'quote.approvalRequested' : quote.currentRevision > 1 ? 'quote.revised' : 'quote.sent',
      quoteId: quote.id,
      by: user.id,
      changeKey: String(quote.currentRevision),
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}

/** A sent quote (expired or not) valid to a new day; the customer is told. */
export async function extendQuote(
  db: Database,
  user: AuthUser,
  input: { numero: string; validoFino: string; Lingua: Language },
) {
  const now = new Date();
  const validUntil = validityFrom(input.validoFino, shopDay(now));
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    const { quote } = row;
    if (quote.status !== 'inviata') throw wrongStatus(quote.status);
    await tx
      .update(quoteRevisions)
      .set({ validUntil })
      .where(and(eq(quoteRevisions.quoteId, quote.id), eq(quoteRevisions.revision, quote.currentRevision)));
    await tx.update(quotes).set({ updatedAt: now }).where(eq(quotes.id, quote.id));
    await recordAudit(tx, user, {
      entity: 'quote',
      key: quote.number,
      action: 'extend',
      clientCode: quote.clientCode,
      before: { validoFino: row.validUntil },
      after: { validoFino: validUntil },
    });
    await notify(tx, {
      kind: 'quote.extended',
      quoteId: quote.id,
      by: user.id,
      changeKey: `${quote.currentRevision}:${validUntil}`,
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}

const FINAL = new Set(['accettata', 'rifiutata', 'annullata']);

export async function withdrawQuote(
  db: Database,
  user: AuthUser,
  input: { numero: string; motivo?: string; Lingua: Language },
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    const { quote } = row;
    if (FINAL.has(quote.status)) throw wrongStatus(quote.status);
    if (
      !(await moveQuote(tx, {
        quoteId: quote.id,
        from: quote.status,
        to: 'annullata',
        userId: user.id,
        reason: input.motivo,
        at: now,
      }))
    ) {
      throw wrongStatus(quote.status);
    }
    await recordAudit(tx, user, {
      entity: 'quote',
      key: quote.number,
      action: 'withdraw',
      clientCode: quote.clientCode,
      before: { stato: quote.status },
      after: { stato: 'annullata', motivo: input.motivo ?? null },
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}

/** The quotes waiting for approval in the user's scope, oldest first. */
export async function listQuoteApprovals(
  db: Database,
  user: AuthUser,
  query: { page: number; pageSize: number; search?: string },
): Promise<QuotesListData> {
  const today = shopDay();
  const { rows, total } = await findQuotesPage(
    db,
    clientScopeOf(user),
    { ...query, stato: 'in_approvazione', sort: { field: 'aggiornato', direction: 'asc' } },
    today,
  );
  return listData(
    rows.map((row) => toQuoteSummary(row, today, false)),
    total,
    query,
  );
}

/** Approves (→ inviata, the customer told) or rejects (→ bozza, the maker told) a waiting quote. */
export async function decideQuote(
  db: Database,
  user: AuthUser,
  input: { numero: string; Lingua: Language; motivo?: string },
  decision: 'approve' | 'reject',
) {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    const { quote } = row;
    if (quote.status !== 'in_approvazione') throw wrongStatus(quote.status);
    if (row.revisionBy === user.id)
      throw new AppError(403, 'FORBIDDEN', 'quotes.ownRevision', { field: 'numero' });
    const to = decision === 'approve' ? 'inviata' : 'bozza';
    if (
      !(await moveQuote(tx, {
        quoteId: quote.id,
        from: 'in_approvazione',
        to,
        userId: user.id,
        reason: input.motivo,
        at: now,
      }))
    ) {
      throw wrongStatus(quote.status);
    }
    if (decision === 'approve') {
      await tx
        .update(quoteRevisions)
        .set({ sentAt: now })
        .where(and(eq(quoteRevisions.quoteId, quote.id), eq(quoteRevisions.revision, quote.currentRevision)));
    }
    await recordAudit(tx, user, {
      entity: 'quote',
      key: quote.number,
      action: decision,
      clientCode: quote.clientCode,
      before: { stato: 'in_approvazione' },
      after: { stato: to, motivo: input.motivo ?? null },
    });
    await notify(tx, {
      kind: decision === 'approve' ? 'quote.approved' : 'quote.rejected',
      quoteId: quote.id,
      by: user.id,
      reason: input.motivo,
      changeKey: `${quote.currentRevision}:${now.getTime()}`,
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}
