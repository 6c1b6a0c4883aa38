// The client's open orders and latest orders, each number leading to the order's record (/orders/…).
import { chakra, Link, Table, Text } from '@chakra-ui/react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useLocale } from '../../../i18n/useLocale';
import { orderPath } from '../../../lib/order-record-paths';
import { OrderStatusBadge } from '../../orders/index';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { ClientOrdersSection_OrderFragment } from '../../../gql/graphql';
import { sectionMessages as s } from './record-messages';
import { orderMessages as o } from './section-messages';
import { RecordSection } from '../../../app/manage/page/record-parts';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const ClientOrdersSection_order = graphql(`
  fragment ClientOrdersSection_order on ClientOrder {
    number
    placedAt
    status
    channel
    placedBy
    total
  }
`);

type Order = ClientOrdersSection_OrderFragment;

export function ClientOrdersSection({
  kind,
  orders,
}: {
  kind: 'open' | 'latest';
  orders: ReadonlyArray<FragmentType<typeof ClientOrdersSection_order>>;
}) {
  const intl = useIntl();
  const rows = orders.map((order) => getFragmentData(ClientOrdersSection_order, order));
  const title = intl.formatMessage(kind === 'open' ? manageCommonMessages.openOrders : s.latestOrders);
  return (
    <RecordSection id={kind === 'open' ? 'open-orders' : 'latest-orders'} title={title}>
      {rows.length === 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {intl.formatMessage(kind === 'open' ? o.noOpen : o.none)}
        </Text>
      ) : (
        <RecordTable
          title={title}
          columns={[
            o.number,
            o.date,
            o.status,
            { label: o.placedBy, hideBelow: 'md' },
            { label: o.total, end: true },
          ]}
        >
          {rows.map((order) => (
            <OrderRow key={order.number} order={order} intl={intl} />
          ))}
        </RecordTable>
      )}
    </RecordSection>
  );
}

function OrderRow({ order, intl }: { order: Order; intl: IntlShape }) {
  const locale = useLocale();
  return (
    <Table.Row>
      <Table.Cell fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        <Link asChild color="primary.fg">
          <RouterLink to={orderPath(order.number, locale)}>{order.number}</RouterLink>
        </Link>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {intl.formatDate(new Date(order.placedAt), { dateStyle: 'short' })}
      </Table.Cell>
      <Table.Cell>
        <OrderStatusBadge status={order.status} />
      </Table.Cell>
      <Table.Cell hideBelow="md">
        {order.placedBy} <chakra.span color="fg.muted">({intl.formatMessage(o[order.channel])})</chakra.span>
      </Table.Cell>
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
        {intl.formatNumber(order.total, { style: 'currency', currency: 'EUR' })}
      </Table.Cell>
    </Table.Row>
  );
}
