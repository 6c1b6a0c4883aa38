// The order's header: status, client (a link to its record), agent, channel, who placed it, days.
import { Link } from '@chakra-ui/react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import type { OrderRecord_AllFragment } from '../../../gql/graphql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { Facts, RecordSection } from '../../../app/manage/page/record-parts';
import { orderChannelMessages } from './messages';
import { OrderStatusBadge } from '../common/OrderStatusBadge';
import { recordMessages as m } from './record-messages';
import { formatDiscountChain } from '../../../lib/discount-chain';
import { priceListMessages } from '../../../app/manage/price-list-messages';

export function OrderSummarySection({ order }: { order: OrderRecord_AllFragment }) {
  const intl = useIntl();
  // The price list by its name ("Pubblico (p1)"), a list the shop does not name by its code.
  const priceListName = (code: string) => {
    const name = (priceListMessages as Record<string, MessageDescriptor | undefined>)[code.toUpperCase()];
    return name ? intl.formatMessage(name) : code.toLowerCase();
  };
  const locale = useLocale();
  const day = (value: string | null | undefined) =>
    value
      ? intl.formatDate(new Date(value.length === 10 ? `${value}T12:00:00` : value), { dateStyle: 'medium' })
      : '';
  return (
    <RecordSection id="order-summary" title={intl.formatMessage(m.summary)}>
      <Facts
        items={[
          { label: intl.formatMessage(m.status), value: <OrderStatusBadge status={order.status} /> },
          {
            label: intl.formatMessage(m.client),
            value: (
              <Link asChild color="primary.fg" textDecoration="underline">
                <RouterLink to={localizePath(`/client/${encodeURIComponent(order.client.code)}`, locale)}>
                  {`${order.client.name} (${order.client.code})`}
                </RouterLink>
              </Link>
            ),
          },
          {
            label: intl.formatMessage(m.agent),
            value: order.agent ? `${order.agent.name} (${order.agent.code})` : '',
          },
          {
            label: intl.formatMessage(m.channel),
            value: intl.formatMessage(orderChannelMessages[order.channel]),
          },
          { label: intl.formatMessage(m.placedBy), value: order.placedBy.name },
          {
            label: intl.formatMessage(m.date),
            value: intl.formatDate(new Date(order.date), { dateStyle: 'medium', timeStyle: 'short' }),
          },
          { label: intl.formatMessage(m.deliveryDate), value: day(order.deliveryDate) },
          { label: intl.formatMessage(m.expectedDate), value: day(order.expectedDate) },
          {
            label: intl.formatMessage(m.priceList),
            value: [priceListName(order.priceList), formatDiscountChain(intl, order.discounts)]
              .filter(Boolean)
              .join(' · '),
          },
          { label: intl.formatMessage(m.orderType), value: order.orderType },
        ]}
      />
    </RecordSection>
  );
}
