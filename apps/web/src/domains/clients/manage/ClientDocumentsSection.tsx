// The client's latest delivery notes and invoices on its record (DOCUMENTS_READ), each with its PDF
// (the gateway's GET /documents/…pdf) in the language the user reads the shop in, and its order.
import { useQuery } from '@apollo/client/react';
import { Link, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DocumentPdfLink, documentName } from '../../orders/index';
import { graphql } from '../../../gql';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { documentMessages as m, sectionMessages as s } from './record-messages';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

const SHOWN = 10;

export const ClientDocumentsQuery = graphql(`
  query ClientDocuments($clientCode: String!, $pageSize: Int) {
    orderDocuments(filter: { clientCode: $clientCode }, pageSize: $pageSize) {
      total
      items {
        kind
        number
        date
        orderNumbers
        total
        invoiceNumber
        returnId
      }
    }
  }
`);

export function ClientDocumentsSection({ clientCode }: { clientCode: string }) {
  const intl = useIntl();
  const locale = useLocale();
  const { data, error } = useQuery(ClientDocumentsQuery, { variables: { clientCode, pageSize: SHOWN } });
  const title = intl.formatMessage(s.documents);
  const documents = data?.orderDocuments;
  const day = (value: string) =>
    intl.formatDate(new Date(`${value}T12:00:00Z`), { dateStyle: 'short', timeZone: 'UTC' });
  let body;
  if (error) body = <Text role="alert">{intl.formatMessage(m.failed)}</Text>;
  else if (!documents) body = <Text color="fg.muted">{intl.formatMessage(commonMessages.loading)}</Text>;
  else if (documents.items.length === 0)
    body = (
      <Text fontSize="sm" color="fg.muted">
        {intl.formatMessage(m.none)}
      </Text>
    );
  else
    body = (
      <>
        <RecordTable
          title={title}
          columns={[
            commonMessages.document,
            commonMessages.date,
            commonMessages.orders,
            { label: manageCommonMessages.amount, end: true },
            commonMessages.download,
          ]}
        >
          {documents.items.map((doc) => {
            const name = documentName(intl, doc.kind, doc.number);
            return (
              <Table.Row key={`${doc.kind}-${doc.number}`} data-testid="client-document">
                <Table.Cell whiteSpace="nowrap">{name}</Table.Cell>
                <Table.Cell whiteSpace="nowrap">{day(doc.date)}</Table.Cell>
                <Table.Cell>
                  {doc.orderNumbers.map((number, index) => (
                    <span key={number}>
                      {index > 0 && ', '}
                      <Link asChild color="primary.fg">
                        <RouterLink to={orderPath(number, locale)}>{number}</RouterLink>
                      </Link>
                    </span>
                  ))}
                </Table.Cell>
                <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                  {intl.formatNumber(doc.total, { style: 'currency', currency: 'EUR' })}
                </Table.Cell>
                <Table.Cell>
                  <DocumentPdfLink kind={doc.kind} number={doc.number} returnId={doc.returnId} />
                </Table.Cell>
              </Table.Row>
            );
          })}
        </RecordTable>
        {documents.total > documents.items.length && (
          <Text fontSize="sm" color="fg.muted" mt="2">
            {intl.formatMessage(m.more, { shown: documents.items.length, total: documents.total })}
          </Text>
        )}
      </>
    );
  return (
    <RecordSection id="client-documents" title={title}>
      {body}
    </RecordSection>
  );
}
