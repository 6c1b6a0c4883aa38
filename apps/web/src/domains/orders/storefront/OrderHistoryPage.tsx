// /account/orders: the company's orders, newest first, filtered by days and status (in the URL)
// and paged; each links to its detail.
import { useQuery } from '@apollo/client/react';
import { Stack, Text } from '@chakra-ui/react';
import { Price } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { orderMessages as m, type OrderStatusName } from './messages';
import { OrderHistoryQuery } from './order-documents';
import { readOrderFilters, toOrderFilter, writeOrderFilters, type OrderFilters } from './order-filters';
import { OrderFiltersForm } from './OrderFiltersForm';
import { orderDetailPath } from './order-paths';
import { OrderStatusBadge } from '../common/OrderStatusBadge';
import { PlacedBy } from './PlacedBy';
import { ListCard } from '../../../app/storefront-ui/ListCard';
import { PagedCards } from '../../../app/storefront-ui/PagedCards';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export const ORDERS_PAGE_SIZE = 10;

export function OrderHistoryPage() {
  const intl = useIntl();
  return <AccountSection title={intl.formatMessage(m.historyTitle)}>{() => <OrderHistory />}</AccountSection>;
}

function OrderHistory() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const { data, loading, error, refetch } = useQuery(OrderHistoryQuery, {
    variables: {
      filter: toOrderFilter(filters),
      page: filters.page,
      pageSize: ORDERS_PAGE_SIZE,
      language: toLanguage(locale),
    },
    fetchPolicy: 'cache-and-network',
  });
  const go = (next: OrderFilters) => setParams(writeOrderFilters(next));
  const orders = data?.orders;
  const filtered = Boolean(toOrderFilter(filters));
  return (
    <Stack gap="5">
      {/* A new key per URL: the form shows the URL's filters after Back/Forward. */}
      <OrderFiltersForm key={params.toString()} filters={filters} onApply={go} />
      <PagedCards
        result={
          orders && {
            count: intl.formatMessage(m.resultCount, { count: orders.total }),
            empty: orders.items.length === 0,
            page: orders.page,
            pages: orders.pageCount,
          }
        }
        loading={loading}
        failed={Boolean(error)}
        failedMessage={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(m.retry)}
        onRetry={refetch}
        countTestId="order-count"
        emptyText={intl.formatMessage(filtered ? m.noOrders : m.noOrdersYet)}
        listTestId="order-list"
        pagerLabel={intl.formatMessage(m.pagination)}
        onPage={(page) => go({ ...filters, page })}
      >
        {orders?.items.map((order) => (
          <ListCard key={order.number}>
            <Stack gap="1" minW="10rem">
              <ShopLink
                to={orderDetailPath(order.number)}
                aria-label={intl.formatMessage(m.viewOrder, { number: order.number })}
                fontWeight="bold"
                fontSize="lg"
              >
                {order.number}
              </ShopLink>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatDate(order.placedAt, { dateStyle: 'medium' })}
              </Text>
              <PlacedBy channel={order.channel} placedBy={order.placedBy} />
            </Stack>
            <OrderStatusBadge status={order.status as OrderStatusName} variant="surface" size="md" />
            <Text fontSize="sm">
              {intl.formatMessage(m.lines)}: {order.lineCount}
            </Text>
            <Price value={order.total} decimals={data?.config.settings.priceDecimals} fontWeight="bold" />
          </ListCard>
        ))}
      </PagedCards>
    </Stack>
  );
}
