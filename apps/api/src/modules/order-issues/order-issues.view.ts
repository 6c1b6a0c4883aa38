// Issue rows as the contract answers them (order-issues.ts).
import {
  isCustomerTipo,
  type Language,
  type OrderIssue,
  type OrderIssueKind,
  type OrderIssueMessage,
  type OrderIssueStatus,
  type OrderIssueSummary,
} from '@shop/contract';
import type { IssueMessageRow, IssueSummaryRow } from './order-issues.repository';

const fullName = (first: string | null, last: string | null, username: string) =>
  [first, last].filter(Boolean).join(' ') || username;

export function toIssueSummary(row: IssueSummaryRow, language: Language): OrderIssueSummary {
  const { issue } = row;
  return {
    id: issue.id,
    numero: row.number,
    cliente: { codice: row.clientCode, ragioneSociale: row.clientName },
    riga: issue.lineNo,
    articolo:
      issue.lineNo !== null && row.productCode !== null
        ? {
            codice: row.productCode,
            descrizione: (language === 'en' ? row.descriptionEn : row.descriptionIt) ?? '',
          }
        : null,
    tipo: issue.kind as OrderIssueKind,
    stato: issue.status as OrderIssueStatus,
    apertaDa: fullName(row.openerFirstName, row.openerLastName, row.openerUsername),
    lato: isCustomerTipo(row.openerTipo) ? 'cliente' : 'staff',
    aperta: issue.openedAt.toISOString(),
    aggiornata: issue.updatedAt.toISOString(),
    messaggi: row.messages,
  };
}

export function toIssueMessage(row: IssueMessageRow): OrderIssueMessage {
  return {
    id: row.id,
    testo: row.body,
    autore: fullName(row.firstName, row.lastName, row.username),
    lato: row.byCustomer ? 'cliente' : 'staff',
    data: row.createdAt.toISOString(),
  };
}

/** Issues with their threads (messages of any of them, oldest first). */
export function toIssues(
  rows: readonly IssueSummaryRow[],
  messages: readonly IssueMessageRow[],
  language: Language,
): OrderIssue[] {
  return rows.map((row) => ({
    ...toIssueSummary(row, language),
    thread: messages.filter((m) => m.issueId === row.issue.id).map(toIssueMessage),
  }));
}
