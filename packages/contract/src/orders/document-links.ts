// Where a browser downloads a delivery note, an invoice or a quote as PDF from the gateway (the same
// address for staff and customers: the gateway asks the API's staff route or the customer's own, by
// the user's permissions): GET /documents/<ddt|invoice|quote>/<year>/<sequence>.pdf, `?lang=en` for
// English.
import type { Language } from '../kernel/language';

export type DocumentLinkKind = 'ddt' | 'invoice' | 'quote';

/** The gateway's route pattern (Fastify syntax). */
export const DOCUMENT_PDF_ROUTE = '/documents/:kind/:year/:file';

/** "2026/000012" → /documents/ddt/2026/000012.pdf (and ?lang=en in English). */
export function documentPdfPath(kind: DocumentLinkKind, number: string, language: Language = 'it'): string {
  const [year = '', sequence = ''] = number.split('/');
  const query = language === 'en' ? '?lang=en' : '';
  return `/documents/${kind}/${encodeURIComponent(year)}/${encodeURIComponent(sequence)}.pdf${query}`;
}

/** "P2026/000012" → /documents/quote/2026/000012.pdf (and ?lang=en in English). */
export function quotePdfPath(number: string, language: Language = 'it'): string {
  return documentPdfPath('quote', number.replace(/^P/i, ''), language);
}
