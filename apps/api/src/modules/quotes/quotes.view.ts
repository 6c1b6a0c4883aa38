// Quote rows as the contract answers them (quotes.ts). A customer reads only what was sent to him:
// the sent revisions, never internal notes nor a draft's figures.
import type { Language, Quote, QuoteStatus, QuoteSummary, QuoteViewStatus } from '@shop/contract';
import { money } from '../../kernel/money';
import type { QuoteHeadRow, QuoteParts } from './quotes.repository';

const fullName = (row: { firstName: string | null; lastName: string | null; username: string }) =>
  [row.firstName, row.lastName].filter(Boolean).join(' ') || row.username;

const amount = (value: string) => money(value).toNumber();

/** "scaduta" is read, never stored: sent, and its validity day is before today (shop calendar). */
export function viewStatus(status: string, validUntil: string | null, today: string): QuoteViewStatus {
  if (status === 'inviata' && validUntil !== null && validUntil < today) return 'scaduta';
  return status as QuoteStatus;
}

export function toQuoteSummary(row: QuoteHeadRow, today: string, forCustomer: boolean): QuoteSummary {
  const { quote } = row;
  // A customer sees the figures of the current revision once sent; a draft being revised shows none.
  const shown = !forCustomer || row.sentAt !== null;
  return {
    numero: quote.number,
    cliente: { codice: quote.clientCode, ragioneSociale: row.clientName },
    origine: quote.origin === 'staff' ? 'staff' : 'request',
    stato: viewStatus(quote.status, row.validUntil, today),
    revisione: quote.currentRevision,
    validoFino: shown ? row.validUntil : null,
    totale: shown && row.total !== null ? amount(row.total) : null,
    creato: quote.createdAt.toISOString(),
    aggiornato: quote.updatedAt.toISOString(),
    ordine: row.orderNumber,
  };
}

type HistoryEntry = QuoteParts['history'][number];

/**
 * The history as the customer sees it: the approval of an agent's discount is internal. A revision
 * waiting for approval is still "in preparation" for him (no step of its own, nor its rejection and
 * the approver's reason); once approved it reads as sent by whoever sent it, with no approval note.
 */
export function customerHistory(history: readonly HistoryEntry[]): HistoryEntry[] {
  const shown: HistoryEntry[] = [];
  let sentForApprovalBy: Omit<HistoryEntry, 'entry'> | undefined;
  for (const step of history) {
    const { entry, ...author } = step;
    const to = entry.toStatus === 'in_approvazione' ? 'bozza' : entry.toStatus;
    if (entry.toStatus === 'in_approvazione') sentForApprovalBy = author;
    const from = entry.fromStatus === 'in_approvazione' ? 'bozza' : entry.fromStatus;
    if (to === shown.at(-1)?.entry.toStatus) continue;
    const approved = entry.fromStatus === 'in_approvazione';
    shown.push({
      ...(approved && sentForApprovalBy ? sentForApprovalBy : author),
      entry: { ...entry, fromStatus: from, toStatus: to, reason: approved ? null : entry.reason },
    });
  }
  return shown;
}

export function toQuote(
  row: QuoteHeadRow,
  parts: QuoteParts,
  options: { today: string; forCustomer: boolean; language: Language },
): Quote {
  const { forCustomer, language } = options;
  const describe = (it: string | null, en: string | null) => (language === 'en' ? en : it) ?? '';
  const revisions = parts.revisions.filter((r) => !forCustomer || r.revision.sentAt !== null);
  return {
    ...toQuoteSummary(row, options.today, forCustomer),
    richiesta: parts.requested.map((r) => ({
      codArt: r.line.productCode,
      descrizione: describe(r.descriptionIt, r.descriptionEn),
      quantita: r.line.quantity,
    })),
    revisioni: revisions.map(({ revision, ...author }) => ({
      revisione: revision.revision,
      validoFino: revision.validUntil,
      noteCliente: revision.customerNotes,
      noteInterne: forCustomer ? null : revision.internalNotes,
      creataDa: fullName(author),
      creata: revision.createdAt.toISOString(),
      inviata: revision.sentAt?.toISOString() ?? null,
      righe: parts.lines
        .filter((line) => line.revision === revision.revision)
        .map((line) => ({
          riga: line.lineNo,
          codArt: line.productCode,
          descrizione: describe(line.descriptionIt, line.descriptionEn),
          um: line.um,
          quantita: line.quantity,
          prezzoListino: amount(line.listPrice),
          prezzoCliente: amount(line.clientPrice),
          scontoExtra: Number(line.extraDiscountPct),
          sconto: Number(line.discountPct),
          prezzoNetto: amount(line.netPrice),
          totale: amount(line.total),
        })),
      totale: amount(revision.total),
    })),
    thread: parts.messages.map(({ message, ...author }) => ({
      id: message.id,
      testo: message.body,
      autore: fullName(author),
      lato: message.byCustomer ? 'cliente' : 'staff',
      data: message.createdAt.toISOString(),
    })),
    storia: (forCustomer ? customerHistory(parts.history) : parts.history).map(({ entry, ...author }) => ({
      da: entry.fromStatus,
      a: entry.toStatus,
      chi: fullName(author),
      data: entry.changedAt.toISOString(),
      motivo: entry.reason,
    })),
    motivoRifiuto: row.quote.declineReason,
  };
}
