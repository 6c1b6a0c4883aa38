// An order's delivery notes and invoices on /account/orders/{year}/{seq}, each with its PDF (the
// gateway's GET /documents/… by the session cookie), in the language the customer reads the shop in.
import { Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { orderDocumentMessages as m } from './document-messages';
import { DocumentPdfLink, documentName } from './DocumentPdfLink';
import { commonMessages } from '../../../i18n/common-messages';
import { SectionCard } from '../../../app/storefront-ui/SectionCard';

export const OrderDocumentsCard_order = graphql(`
  fragment OrderDocumentsCard_order on Order {
    documents {
      kind
      number
      date
      invoiceNumber
      returnId
    }
  }
`);

export function OrderDocumentsCard({ order }: { order: FragmentType<typeof OrderDocumentsCard_order> }) {
  const intl = useIntl();
  const { documents } = getFragmentData(OrderDocumentsCard_order, order);
  const day = (value: string) =>
    intl.formatDate(new Date(`${value}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <SectionCard title={intl.formatMessage(commonMessages.documents)} testId="order-documents">
      {documents.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.none)}</Text>
      ) : (
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{intl.formatMessage(commonMessages.document)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(commonMessages.date)}</Table.ColumnHeader>
              <Table.ColumnHeader>{intl.formatMessage(commonMessages.download)}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {documents.map((doc) => {
              const name = documentName(intl, doc.kind, doc.number);
              return (
                <Table.Row key={`${doc.kind}-${doc.number}`}>
                  <Table.Cell>
                    <Text>{name}</Text>
                    {doc.kind === 'DDT' && doc.invoiceNumber && (
                      <Text fontSize="sm" color="fg.muted">
                        {intl.formatMessage(m.invoicedIn, { number: doc.invoiceNumber })}
                      </Text>
                    )}
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">{day(doc.date)}</Table.Cell>
                  <Table.Cell>
                    <DocumentPdfLink kind={doc.kind} number={doc.number} returnId={doc.returnId} />
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      )}
    </SectionCard>
  );
}
