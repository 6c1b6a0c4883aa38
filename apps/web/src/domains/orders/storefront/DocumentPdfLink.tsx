// A delivery note's, invoice's or credit note's name ("DDT 2026/000012") and its PDF link, in the
// page's language: the gateway's GET /documents/…pdf, or for a credit note its return's
// GET /return-files/<id>/credit-note.pdf. One piece for the customer's order page and the staff's
// client record.
import { Link } from '@chakra-ui/react';
import { documentPdfPath, returnCreditNotePath } from '@shop/contract';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrderDocumentKind } from '../../../gql/graphql';
import { useLocale } from '../../../i18n/useLocale';
import { orderDocumentMessages as m } from './document-messages';

const NAMES = { DDT: m.deliveryNote, INVOICE: m.invoice, CREDIT_NOTE: m.creditNote } as const;

export const documentName = (intl: IntlShape, kind: OrderDocumentKind, number: string) =>
  intl.formatMessage(NAMES[kind], { number });

/** A credit note's PDF is its return's (`returnId`): the documents' PDF route serves DDT and invoices only. */
export function DocumentPdfLink({
  kind,
  number,
  returnId,
}: {
  kind: OrderDocumentKind;
  number: string;
  returnId?: string | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  if (kind === 'CREDIT_NOTE' && !returnId) return null;
  const href =
    kind === 'CREDIT_NOTE' && returnId
      ? returnCreditNotePath(returnId, locale)
      : documentPdfPath(kind === 'DDT' ? 'ddt' : 'invoice', number, locale);
  return (
    <Link
      href={href}
      download
      color="primary.fg"
      fontWeight="semibold"
      aria-label={intl.formatMessage(m.download, { name: documentName(intl, kind, number) })}
    >
      PDF
    </Link>
  );
}
