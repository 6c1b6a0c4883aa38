// This month against the same days last year: the figures in words (the figure's caption) and the
// chart, which loads in a chunk of its own after them (Recharts stays out of every other page); and
// the month's figure card (MonthOrdersCard) that both dashboards show, read from the same fragment.
import { lazy, Suspense } from 'react';
import { Box, HStack, Skeleton, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import type { DashboardFormat } from './dashboard-format';
import { DashboardSection } from './DashboardSection';
import { dashboardMessages as m } from './messages';
import { dashboardLinks } from './dashboard-links';
import { StatCard } from './StatCard';
import { TrendBadge } from './TrendBadge';

const MonthChart = lazy(() => import('./MonthChart'));

export const MonthComparisonCard_month = graphql(`
  fragment MonthComparisonCard_month on MonthComparison {
    from
    to
    current {
      orders
      amount
    }
    lastYear {
      orders
      amount
    }
    days {
      day
      amount
      lastYearAmount
    }
  }
`);

export function MonthComparisonCard({
  month: monthRef,
  format,
}: {
  month: FragmentType<typeof MonthComparisonCard_month>;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const month = getFragmentData(MonthComparisonCard_month, monthRef);
  return (
    <DashboardSection title={intl.formatMessage(m.monthHeading)} testId="month-comparison">
      <Box as="figure" m="0">
        <Text as="figcaption" fontSize="sm" color="fg.muted" mb="3">
          {intl.formatMessage(m.monthSummary, {
            from: format.day(month.from),
            to: format.day(month.to),
            current: format.amount(month.current.amount),
            orders: month.current.orders,
            lastYear: format.amount(month.lastYear.amount),
            lastYearOrders: month.lastYear.orders,
          })}
        </Text>
        <Suspense fallback={<Skeleton height={{ base: '52', md: '64' }} aria-hidden="true" />}>
          <MonthChart
            days={month.days}
            labels={{
              current: intl.formatMessage(m.seriesThisYear),
              lastYear: intl.formatMessage(m.seriesLastYear),
              day: (day) => intl.formatMessage(m.dayAxis, { day }),
            }}
            formatAmount={format.amount}
            formatCompact={format.compactAmount}
          />
        </Suspense>
        <HStack gap="5" justify="center" mt="2" fontSize="sm" color="fg.muted" wrap="wrap">
          <HStack gap="2">
            <Box width="6" borderTopWidth="3px" borderColor="primary.solid" aria-hidden="true" />
            <Text>{intl.formatMessage(m.seriesThisYear)}</Text>
          </HStack>
          <HStack gap="2">
            <Box
              width="6"
              borderTopWidth="3px"
              borderStyle="dashed"
              borderColor="gray.500"
              aria-hidden="true"
            />
            <Text>{intl.formatMessage(m.seriesLastYear)}</Text>
          </HStack>
        </HStack>
      </Box>
    </DashboardSection>
  );
}

/** This month's orders in a figure card: the amount, the count and last year's, and the trend. */
export function MonthOrdersCard({
  month: monthRef,
  format,
}: {
  month: FragmentType<typeof MonthComparisonCard_month>;
  format: DashboardFormat;
}) {
  const intl = useIntl();
  const { current, lastYear, from, to } = getFragmentData(MonthComparisonCard_month, monthRef);
  return (
    <StatCard
      testId="month-orders"
      href={dashboardLinks.ordersBetween(from, to)}
      label={intl.formatMessage(m.monthOrders)}
      value={format.amount(current.amount)}
      help={intl.formatMessage(m.monthOrdersHelp, {
        count: current.orders,
        lastYear: format.amount(lastYear.amount),
      })}
      badge={<TrendBadge current={current.amount} lastYear={lastYear.amount} format={format} />}
    />
  );
}
