// /account/backorders: the company's order lines not yet shipped in full (rimanenze), oldest orders
// first, with what was ordered, shipped and is still to come and the day it is expected; 50 a page,
// the page in the URL (?page=2).
import { useQuery } from '@apollo/client/react';
import { Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';

import { graphql } from '../../../gql';

import { AccountSection } from '../../users/index';
import { orderDocumentMessages as d } from './document-messages';
import { orderMessages as m } from './messages';
import { orderDetailPath } from './order-paths';
import { commonMessages } from '../../../i18n/common-messages';
import { LoadFailed } from '../../../app/storefront-ui/LoadFailed';
import { PageSpinner } from '../../../app/storefront-ui/PageSpinner';
import { Pager } from '../../../app/storefront-ui/Pager';
import { usePageParam } from '../../../app/storefront-ui/usePageParam';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

const PAGE_SIZE = 50;

export const MyBackordersQuery = graphql(`
  query MyBackorders($page: Int, $pageSize: Int) {
    myBackorders(page: $page, pageSize: $pageSize) {
      total
      page
      pageSize
      items {
        orderNumber
        orderDate
        line
        productCode
        description
        unit
        ordered
        shipped
        remaining
        expectedDate
      }
    }
  }
`);

export function BackordersPage() {
  const intl = useIntl();
  return (
    <AccountSection title={intl.formatMessage(d.backordersTitle)}>{() => <Backorders />}</AccountSection>
  );
}

function Backorders() {
  const intl = useIntl();
  const [page, go] = usePageParam();
  const { data, loading, error, refetch } = useQuery(MyBackordersQuery, {
    variables: { page, pageSize: PAGE_SIZE },
  });
  if (loading && !data) return <PageSpinner label={intl.formatMessage(m.loading)} />;
  const result = data?.myBackorders;
  if (!result)
    return (
      <LoadFailed
        message={intl.formatMessage(error ? m.loadFailed : m.notFound)}
        onRetry={refetch}
        size="sm"
      />
    );
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  const day = (value: string) =>
    intl.formatDate(new Date(`${value.slice(0, 10)}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' });
  return (
    <Stack gap="4">
      <Text>{intl.formatMessage(d.backordersIntro)}</Text>
      {result.items.length === 0 ? (
        <Text role="status">{intl.formatMessage(d.backordersNone)}</Text>
      ) : (
        <Table.ScrollArea borderWidth="1px" borderRadius="md" data-testid="backorders">
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{intl.formatMessage(commonMessages.order)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {intl.formatMessage(commonMessages.toShip)}
                </Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(d.product)}</Table.ColumnHeader>
                <Table.ColumnHeader>{intl.formatMessage(commonMessages.expected)}</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {intl.formatMessage(commonMessages.ordered)}
                </Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">
                  {intl.formatMessage(commonMessages.shippedQuantity)}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {result.items.map((row) => (
                <Table.Row key={`${row.orderNumber}-${row.line}`}>
                  <Table.Cell whiteSpace="nowrap">
                    <ShopLink to={orderDetailPath(row.orderNumber)} fontWeight="semibold">
                      {row.orderNumber}
                    </ShopLink>
                    <Text fontSize="xs" color="fg.muted">
                      {day(row.orderDate)}
                    </Text>
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="bold">
                    {`${row.remaining} ${row.unit}`}
                  </Table.Cell>
                  <Table.Cell minW="12rem">
                    <Text fontWeight="semibold">{row.productCode}</Text>
                    <Text fontSize="sm">{row.description}</Text>
                  </Table.Cell>
                  <Table.Cell whiteSpace="nowrap">
                    {row.expectedDate ? day(row.expectedDate) : intl.formatMessage(d.notKnown)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{row.ordered}</Table.Cell>
                  <Table.Cell textAlign="end">{row.shipped}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>
      )}
      <Pager label={intl.formatMessage(m.pagination)} page={page} pages={pages} onPage={go} />
    </Stack>
  );
}
