// Quotes, the reading side and the customer's side: the grid, one quote, the thread, a request, and
// the answers to a sent quote (accept → an order at the quoted prices, decline, ask for changes).
// Everything in the user's client scope; out of reach is 404, as missing. A sent quote whose validity
// day is over (the shop's calendar) can only be read.
import {
  CLIENT_SCOPE,
  type Language,
  type Quote,
  type QuotesListData,
  type QuotesListQuery,
  type QuotesRequestPayload,
} from '@shop/contract';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import {
  quoteMessages,
  quoteRequestLines,
  quoteRevisionLines,
  quotes,
  quoteStatusHistory,
} from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { listData } from '../../http/list';
import type { AuthUser } from '../../kernel/auth-user';
import { clientScopeOf } from '../../kernel/client-scope';
import { notify } from '../notifications';
import { shopDay } from '../../kernel/shop-calendar';
import { placeQuoteOrder } from './quote-order';
import {
  findQuoteParts,
  findQuotedProducts,
  findQuotesPage,
  findScopedQuote,
  moveQuote,
  nextQuoteNumber,
  type QuoteHeadRow,
} from './quotes.repository';
import { toQuote, toQuoteSummary } from './quotes.view';

export const isCustomerUser = (user: Pick<AuthUser, 'tipo'>) => CLIENT_SCOPE[user.tipo] === 'own';
const EXCERPT_LENGTH = 140;
export const excerpt = (text: string) =>
  text.length > EXCERPT_LENGTH ? `${text.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : text;

export const quoteNotFound = () => new AppError(404, 'NOT_FOUND', 'quotes.notFound', { field: 'numero' });

/** The quote is not in a status where this makes sense: 409 naming the status it is in. */
export const wrongStatus = (status: string) =>
  new AppError(409, 'CONFLICT', 'quotes.wrongStatus', {
    field: 'numero',
    params: { status },
    details: { stato: status },
  });

/** The quote in the user's scope (locked for update with `lock`), or 404. */
export async function scopedQuote(db: Database, user: AuthUser, number: string, lock = false) {
  const row = await findScopedQuote(db, clientScopeOf(user), number, lock);
  if (!row) throw quoteNotFound();
  return row;
}

export async function listQuotes(
  db: Database,
  user: AuthUser,
  query: QuotesListQuery,
): Promise<QuotesListData> {
  const today = shopDay();
  const { rows, total } = await findQuotesPage(db, clientScopeOf(user), query, today);
  const forCustomer = isCustomerUser(user);
  return listData(
    rows.map((row) => toQuoteSummary(row, today, forCustomer)),
    total,
    query,
  );
}

export async function readQuote(
  db: Database,
  user: AuthUser,
  number: string,
  language: Language,
): Promise<Quote> {
  const row = await scopedQuote(db, user, number);
  return toQuote(row, await findQuoteParts(db, row.quote.id), {
    today: shopDay(),
    forCustomer: isCustomerUser(user),
    language,
  });
}

/** A message in the thread, by whoever may read the quote. */
export async function writeMessage(
  db: Database,
  user: AuthUser,
  input: { numero: string; testo: string; Lingua: Language },
): Promise<Quote> {
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    await addMessage(tx, user, row.quote.id, input.testo, new Date());
  });
  return readQuote(db, user, input.numero, input.Lingua);
}

async function addMessage(tx: Database, user: AuthUser, quoteId: number, body: string, at: Date) {
  await tx
    .insert(quoteMessages)
    .values({ quoteId, userId: user.id, byCustomer: isCustomerUser(user), body, createdAt: at });
  await tx.update(quotes).set({ updatedAt: at }).where(eq(quotes.id, quoteId));
}

/** A customer asks for a quote: the lines he wants priced, his notes as the thread's first message. */
export async function requestQuote(
  db: Database,
  user: AuthUser,
  input: QuotesRequestPayload,
): Promise<Quote> {
  const clientCode = user.ownClientCode;
  if (!clientCode) throw new AppError(403, 'FORBIDDEN', 'order.customersOnly');
  const codes = input.righe.map((line) => line.codArt.toUpperCase());
  const found = new Map((await findQuotedProducts(db, codes)).map((p) => [p.code.toUpperCase(), p]));
  const lines = input.righe.map((line, index) => {
    const product = found.get(line.codArt.toUpperCase());
    if (!product || !product.active) {
      throw new AppError(422, 'VALIDATION', 'quotes.productNotFound', {
        field: `righe.${index}.codArt`,
        params: { code: line.codArt },
      });
    }
    return { lineNo: index + 1, productCode: product.code, quantity: line.quantita };
  });
  const now = new Date();
  const number = await db.transaction(async (tx) => {
    const taken = await nextQuoteNumber(tx, Number(shopDay(now).slice(0, 4)));
    const [quote] = await tx
      .insert(quotes)
      .values({
        number: taken,
        clientCode,
        createdBy: user.id,
        origin: 'request',
        status: 'richiesta',
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: quotes.id });
    if (!quote) throw new Error('quote not written');
    await tx.insert(quoteRequestLines).values(lines.map((line) => ({ ...line, quoteId: quote.id })));
    await tx
      .insert(quoteStatusHistory)
      .values({ quoteId: quote.id, toStatus: 'richiesta', userId: user.id, changedAt: now });
    if (input.note) await addMessage(tx, user, quote.id, input.note, now);
    await notify(tx, { kind: 'quote.requested', quoteId: quote.id, by: user.id, changeKey: '0' });
    return taken;
  });
  return readQuote(db, user, number, input.Lingua);
}

/** A sent quote the customer may still answer: inviata and within its validity day. */
function answerable(row: QuoteHeadRow, today: string) {
  const { quote } = row;
  if (quote.status === 'accettata') {
    throw new AppError(409, 'CONFLICT', 'quotes.alreadyAccepted', {
      field: 'numero',
      params: { order: row.orderNumber ?? '' },
      details: { ordine: row.orderNumber ?? '' },
    });
  }
  if (quote.status !== 'inviata') throw wrongStatus(quote.status);
  if (row.validUntil !== null && row.validUntil < today) {
    throw new AppError(409, 'CONFLICT', 'quotes.expired', {
      field: 'numero',
      params: { day: row.validUntil },
    });
  }
}

/**
 * Accepts the sent revision the customer saw (`revisione`; another sent since: 409, nothing ordered):
 * the quote moves to accettata by a conditional update (of two
 * acceptances at once one wins; the other waits on the row lock and then finds it accepted: 409), and
 * its order is placed at the quoted prices in the same transaction.
 */
export async function acceptQuote(
  db: Database,
  user: AuthUser,
  input: { numero: string; revisione: number; Lingua: Language },
): Promise<{ preventivo: Quote; ordine: string }> {
  const now = new Date();
  const ordine = await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    answerable(row, shopDay(now));
    const { quote } = row;
    if (input.revisione !== quote.currentRevision) {
      throw new AppError(409, 'CONFLICT', 'quotes.staleRevision', {
        field: 'revisione',
        params: { seen: input.revisione, current: quote.currentRevision },
        details: { revisione: quote.currentRevision },
      });
    }
    const lines = await tx
      .select()
      .from(quoteRevisionLines)
      .where(
        and(eq(quoteRevisionLines.quoteId, quote.id), eq(quoteRevisionLines.revision, quote.currentRevision)),
      )
      .orderBy(quoteRevisionLines.lineNo);
    const moved = await moveQuote(tx, {
      quoteId: quote.id,
      from: 'inviata',
      to: 'accettata',
      userId: user.id,
      at: now,
    });
    if (!moved) throw wrongStatus('accettata');
    const order = await placeQuoteOrder(
      tx,
      user,
      { number: quote.number, revision: quote.currentRevision, lines, total: row.total ?? '0' },
      input.Lingua,
      now,
    );
    await tx.update(quotes).set({ orderId: order.id }).where(eq(quotes.id, quote.id));
    await notify(tx, {
      kind: 'quote.accepted',
      quoteId: quote.id,
      by: user.id,
      changeKey: String(quote.currentRevision),
    });
    return order.number;
  });
  return { preventivo: await readQuote(db, user, input.numero, input.Lingua), ordine };
}

/** Declines a sent quote with a reason, or asks for changes with a message (both: the customer). */
export async function answerQuote(
  db: Database,
  user: AuthUser,
  input: { numero: string; Lingua: Language; text: string },
  answer: 'decline' | 'changes',
): Promise<Quote> {
  const now = new Date();
  await db.transaction(async (tx) => {
    const row = await scopedQuote(tx, user, input.numero, true);
    answerable(row, shopDay(now));
    const { quote } = row;
    const to = answer === 'decline' ? 'rifiutata' : 'modifiche_richieste';
    const moved = await moveQuote(
      tx,
      { quoteId: quote.id, from: 'inviata', to, userId: user.id, reason: input.text, at: now },
      answer === 'decline' ? { declineReason: input.text } : {},
    );
    if (!moved) throw wrongStatus(quote.status);
    if (answer === 'changes') await addMessage(tx, user, quote.id, input.text, now);
    await notify(tx, {
      kind: answer === 'decline' ? 'quote.declined' : 'quote.changesRequested',
      quoteId: quote.id,
      by: user.id,
      reason: excerpt(input.text),
      changeKey: `${quote.currentRevision}:${now.getTime()}`,
    });
  });
  return readQuote(db, user, input.numero, input.Lingua);
}
