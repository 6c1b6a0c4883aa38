// A delivery note's or invoice's name ("DDT 2026/000012") and its PDF link (the gateway's
// GET /documents/…pdf, in the page's language): one piece for the customer's order page and the
// staff's client record.
import { Link } from '@chakra-ui/react';
import { documentPdfPath } from '@shop/contract';
import { useIntl, type IntlShape } from 'react-intl';
import type { OrderDocumentKind } from '../../gql/graphql';
import { useLocale } from '../../i18n/useLocale';
import { orderDocumentMessages as m } from './document-messages';

export const documentName = (intl: IntlShape, kind: OrderDocumentKind, number: string) =>
  intl.formatMessage(kind === 'DDT' ? m.deliveryNote : m.invoice, { number });

export function DocumentPdfLink({ kind, number }: { kind: OrderDocumentKind; number: string }) {
  const intl = useIntl();
  const locale = useLocale();
  return (
    <Link
      href={documentPdfPath(kind === 'DDT' ? 'ddt' : 'invoice', number, locale)}
      download
      color="primary.fg"
      fontWeight="semibold"
      aria-label={intl.formatMessage(m.download, { name: documentName(intl, kind, number) })}
    >
      PDF
    </Link>
  );
}
