// /account/quotes: the company's quotes and quote requests, last changed first, paged (page in the
// URL); each with its status, number, date, validity, total and the order it became.
import { useQuery } from '@apollo/client/react';
import { Badge, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { toLanguage } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { AccountSection } from '../../users/index';
import { orderDetailPath } from '../../orders/index';
import { quoteMessages as m } from './messages';
import { MyQuotesQuery } from './quote-documents';
import { formatDay, formatMoney } from './quote-format';
import { quoteDetailPath } from './quote-paths';
import { QuoteStatusBadge } from '../common/QuoteStatusBadge';
import { commonMessages } from '../../../i18n/common-messages';
import { ListCard } from '../../../app/storefront-ui/ListCard';
import { PagedCards } from '../../../app/storefront-ui/PagedCards';
import { ShopLink } from '../../../app/storefront-ui/ShopLink';

export const QUOTES_PAGE_SIZE = 10;

export function QuoteListPage() {
  const intl = useIntl();
  return <AccountSection title={intl.formatMessage(m.listTitle)}>{() => <QuoteList />}</AccountSection>;
}

/** The page of the URL's ?page=, 1 when missing or not a page number. */
function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

function QuoteList() {
  const intl = useIntl();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const page = pageOf(params);
  const { data, loading, error, refetch } = useQuery(MyQuotesQuery, {
    variables: { page, pageSize: QUOTES_PAGE_SIZE, language: toLanguage(locale) },
    fetchPolicy: 'cache-and-network',
  });
  const go = (next: number) => setParams(next > 1 ? { page: String(next) } : {});
  const quotes = data?.quotes;
  const decimals = data?.config.settings.priceDecimals;
  const pageCount = quotes ? Math.max(1, Math.ceil(quotes.total / quotes.pageSize)) : 1;
  return (
    <Stack gap="5">
      <PagedCards
        result={
          quotes && {
            count: intl.formatMessage(m.count, { count: quotes.total }),
            empty: quotes.items.length === 0,
            page: quotes.page,
            pages: pageCount,
          }
        }
        loading={loading}
        failed={Boolean(error)}
        failedMessage={intl.formatMessage(m.loadFailed)}
        retryLabel={intl.formatMessage(commonMessages.retry)}
        onRetry={refetch}
        busySkeletons
        countTestId="quote-count"
        emptyText={intl.formatMessage(m.none)}
        listTestId="quote-list"
        pagerLabel={intl.formatMessage(m.pagination)}
        onPage={go}
      >
        {quotes?.items.map((quote) => (
          <ListCard key={quote.number} testId="quote-row">
            <Stack gap="1" minW="10rem">
              <HStack gap="2" wrap="wrap">
                <ShopLink
                  to={quoteDetailPath(quote.number)}
                  aria-label={intl.formatMessage(m.viewQuote, { number: quote.number })}
                  fontWeight="bold"
                  fontSize="lg"
                >
                  {quote.number}
                </ShopLink>
                {quote.origin === 'REQUEST' && (
                  <Badge variant="outline" size="sm">
                    {intl.formatMessage(m.request)}
                  </Badge>
                )}
              </HStack>
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(m.createdOn, {
                  date: intl.formatDate(quote.createdAt, { dateStyle: 'medium' }),
                })}
              </Text>
              {quote.validUntil && (
                <Text
                  fontSize="sm"
                  color={quote.status === 'EXPIRED' ? 'red.700' : 'fg.muted'}
                  fontWeight={quote.status === 'EXPIRED' ? 'semibold' : undefined}
                >
                  {intl.formatMessage(quote.status === 'EXPIRED' ? m.expiredOn : m.validUntil, {
                    date: formatDay(intl, quote.validUntil),
                  })}
                </Text>
              )}
            </Stack>
            <QuoteStatusBadge status={quote.status} customer />
            {quote.orderNumber && (
              <ShopLink to={orderDetailPath(quote.orderNumber)} fontSize="sm" fontWeight="semibold">
                {intl.formatMessage(commonMessages.orderNumber, { number: quote.orderNumber })}
              </ShopLink>
            )}
            {quote.total === null || quote.total === undefined ? (
              <Text fontSize="sm" color="fg.muted">
                {intl.formatMessage(m.waitingAnswer)}
              </Text>
            ) : (
              <Text fontWeight="bold" fontVariantNumeric="tabular-nums">
                <VisuallyHidden>{`${intl.formatMessage(commonMessages.total)}: `}</VisuallyHidden>
                {formatMoney(intl, quote.total, decimals)}
              </Text>
            )}
          </ListCard>
        ))}
      </PagedCards>
    </Stack>
  );
}
