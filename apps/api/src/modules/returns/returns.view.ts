// Return rows as the contract answers them (returns.ts).
import type {
  Language,
  ReturnableLine,
  ReturnDetail,
  ReturnPhotoType,
  ReturnReason,
  ReturnStatus,
  ReturnSummary,
} from '@shop/contract';
import type { deliveryNoteLines } from '../../db/schema';
import { money, toAmount } from '../../kernel/money';
import type { ReturnParts, ReturnSummaryRow } from './returns.repository';

const fullName = (first: string | null, last: string | null, username: string | null) =>
  [first, last].filter(Boolean).join(' ') || username || '';

export function toReturnSummary(row: ReturnSummaryRow): ReturnSummary {
  const { request } = row;
  return {
    id: request.id,
    numero: request.number,
    cliente: { codice: request.clientCode, ragioneSociale: row.clientName },
    stato: request.status as ReturnStatus,
    richiestoDa: fullName(row.firstName, row.lastName, row.username),
    data: request.createdAt.toISOString(),
    aggiornato: request.updatedAt.toISOString(),
    righe: row.lines,
    pezzi: row.pieces,
    notaCredito: row.creditNumber,
  };
}

export function toReturnDetail(parts: ReturnParts, language: Language): ReturnDetail {
  const credit = parts.credit;
  return {
    ...toReturnSummary(parts.summary),
    motivoRifiuto: parts.summary.request.rejectionReason,
    linee: parts.lines.map(({ line, noteNumber }) => ({
      riga: line.lineNo,
      ddt: noteNumber,
      rigaDdt: line.deliveryNoteLineNo,
      codice: line.productCode,
      descrizione: language === 'en' ? line.descriptionEn : line.descriptionIt,
      qtaRichiesta: line.quantityAsked,
      qtaApprovata: line.quantityApproved,
      motivo: line.reason as ReturnReason,
      nota: line.note,
    })),
    foto: parts.photos.map((photo) => ({
      id: photo.id,
      riga: photo.lineNo,
      nomeFile: photo.fileName,
      tipo: photo.contentType as ReturnPhotoType,
      dimensione: photo.size,
    })),
    thread: parts.messages.map((row) => ({
      id: row.message.id,
      testo: row.message.body,
      autore: fullName(row.firstName, row.lastName, row.username),
      lato: row.message.byCustomer ? 'cliente' : 'staff',
      data: row.message.createdAt.toISOString(),
    })),
    stati: parts.history.map((row) => ({
      stato: row.entry.status as ReturnStatus,
      autore: fullName(row.firstName, row.lastName, row.username),
      nota: row.entry.note,
      data: row.entry.createdAt.toISOString(),
    })),
    documentoCredito: credit
      ? {
          numero: credit.number,
          data: credit.issuedOn,
          imponibile: toAmount(money(credit.taxableAmount), 2),
          iva: toAmount(money(credit.vatAmount), 2),
          totale: toAmount(money(credit.totalAmount), 2),
        }
      : null,
  };
}

export function toReturnableLine(
  row: {
    line: typeof deliveryNoteLines.$inferSelect;
    noteNumber: string;
    issuedOn: string;
    orderNumber: string;
    returned: number;
  },
  language: Language,
): ReturnableLine {
  const returned = Number(row.returned);
  return {
    ddt: row.noteNumber,
    data: row.issuedOn,
    ordine: row.orderNumber,
    riga: row.line.lineNo,
    codice: row.line.productCode,
    descrizione: language === 'en' ? row.line.descriptionEn : row.line.descriptionIt,
    um: row.line.um,
    consegnata: row.line.quantity,
    resa: returned,
    rendibile: Math.max(0, row.line.quantity - returned),
  };
}
