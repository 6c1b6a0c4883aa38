// A notification's title and text in the reader's language, made from its parameters with the texts
// of kernel/texts/notifications.ts (rendered when read, never stored as text, so a wording fix reaches
// old notifications too).
import type { Language, NotificationKind } from '@shop/contract';
import { text } from '../../kernel/texts/bilingual';
import {
  APPROVAL_REASON_LABELS,
  DOCUMENT_KIND_LABELS,
  ISSUE_LABELS,
  NOTIFICATION_PHRASES,
  NOTIFICATION_TEXTS,
  PLACED_BY,
  RETURN_STATUS_LABELS,
  STATUS_LABELS,
  type NotificationTexts,
} from '../../kernel/texts/notifications';
import { fill, formatDay, formatMoney, type Params } from './format';

/** The reasons an order waits (comma-separated codes) in `language`: "importo sopra la soglia; …". */
export function approvalReasonsText(codes: string, language: Language): string {
  return codes
    .split(',')
    .filter(Boolean)
    .map((code) => APPROVAL_REASON_LABELS[language][code] ?? code)
    .join('; ');
}

export function statusLabel(status: string, language: Language): string {
  return STATUS_LABELS[language][status] ?? status;
}

/** "Placed by your agent Luca Moretti." for an order staff placed for the client, else empty. */
export function placedByText(params: Params, language: Language): string {
  const by = params.placedByType;
  if (by !== 'agent' && by !== 'office') return '';
  return fill(PLACED_BY[language][by], params);
}

/** The parameters as the texts show them: amounts, labels and optional sentences in `language`. */
function displayParams(params: Params, language: Language): Params {
  const decimals = typeof params.decimals === 'number' ? params.decimals : 2;
  const shown: Params = { ...params };
  if (typeof params.total === 'number' || typeof params.total === 'string') {
    shown.total = formatMoney(params.total, decimals, language);
  }
  // A quote's validity day as the reader writes it (28/12/2026, 28 Dec 2026), never 2026-12-28.
  if (typeof params.validUntil === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(params.validUntil)) {
    shown.validUntil = formatDay(params.validUntil, language);
  }
  if (typeof params.status === 'string') shown.statusLabel = statusLabel(params.status, language);
  if (typeof params.document === 'string') {
    shown.documentLabel = DOCUMENT_KIND_LABELS[language][params.document] ?? params.document;
  }
  shown.placedByText = placedByText(params, language);
  if (typeof params.reasonCodes === 'string')
    shown.reason = approvalReasonsText(params.reasonCodes, language);
  const phrases = text(NOTIFICATION_PHRASES, language);
  if (typeof params.lines === 'number') {
    shown.linesText = fill(params.lines === 1 ? phrases.oneLine : phrases.manyLines, { lines: params.lines });
  }
  shown.editedText = params.edited === true ? phrases.edited : '';
  shown.orderText = typeof params.number === 'string' ? fill(phrases.ofOrder, { number: params.number }) : '';
  if (typeof params.issueKind === 'string') {
    shown.issueKindLabel = ISSUE_LABELS[language][params.issueKind] ?? params.issueKind;
  }
  if (typeof params.issueStatus === 'string') {
    shown.issueStatusLabel = ISSUE_LABELS[language][params.issueStatus] ?? params.issueStatus;
  }
  shown.lineText = typeof params.line === 'number' ? fill(phrases.onLine, { line: params.line }) : '';
  if (typeof params.returnStatus === 'string') {
    shown.returnStatusLabel = RETURN_STATUS_LABELS[language][params.returnStatus] ?? params.returnStatus;
  }
  shown.clientName = params.clientName ?? params.clientCode ?? '';
  return shown;
}

/** The in-app title and text of a notification, in `language`. */
export function renderNotification(
  kind: NotificationKind,
  params: Params,
  language: Language,
): NotificationTexts {
  const texts = text(NOTIFICATION_TEXTS, language)[kind];
  const shown = displayParams(params, language);
  return { title: fill(texts.title, shown), text: fill(texts.text, shown) };
}
