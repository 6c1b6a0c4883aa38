// The order's delivery address and client notes, and the statuses it went through (who, when, note).
import { Box, Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData } from '../../../gql';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { RecordTable } from '../../../app/manage/page/RecordTable';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { OrderAddress_fields } from '../common/order-fragments';
import { OrderStatusBadge } from '../common/OrderStatusBadge';
import { recordMessages as m } from './record-messages';

type Order = OrderRecord_AllFragment;

export function OrderDeliverySection({ order }: { order: Order }) {
  const intl = useIntl();
  const a = getFragmentData(OrderAddress_fields, order.deliveryAddress);
  return (
    <RecordSection id="order-delivery" title={intl.formatMessage(m.address)}>
      <Facts
        items={[
          {
            label: intl.formatMessage(m.deliveryAddress),
            value: (
              <Box>
                <Text>{a.name}</Text>
                <Text>{a.street}</Text>
                <Text>
                  {[a.postcode, a.city, a.province && `(${a.province})`, a.country].filter(Boolean).join(' ')}
                </Text>
              </Box>
            ),
          },
          { label: intl.formatMessage(m.notes), value: <Text whiteSpace="pre-line">{order.notes}</Text> },
        ]}
      />
    </RecordSection>
  );
}

export function OrderHistorySection({ order }: { order: Order }) {
  const intl = useIntl();
  const title = intl.formatMessage(m.history);
  return (
    <RecordSection id="order-history" title={title}>
      <RecordTable title={title} columns={[m.status, m.historyWhen, m.historyWho, m.historyNote]}>
        {order.history.map((change, index) => (
          <Table.Row key={`${change.status}-${change.at}-${index}`} data-testid="order-history-row">
            <Table.Cell>
              <OrderStatusBadge status={change.status} />
            </Table.Cell>
            <Table.Cell whiteSpace="nowrap">
              {intl.formatDate(new Date(change.at), { dateStyle: 'short', timeStyle: 'short' })}
            </Table.Cell>
            <Table.Cell>{change.by?.name ?? intl.formatMessage(m.unknownUser)}</Table.Cell>
            <Table.Cell>
              <Stack gap="0">{change.note}</Stack>
            </Table.Cell>
          </Table.Row>
        ))}
      </RecordTable>
    </RecordSection>
  );
}
