// The dashboard of fair staff: their fairs (running first, then the coming ones, then those over),
// each linking to its page, with when it runs and the orders taken there.
import { Badge, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { getFragmentData, graphql, type FragmentType } from '../../../gql';
import { localizePath } from '../../../i18n/locale';
import { useLocale } from '../../../i18n/useLocale';
import { useDashboardFormat } from './dashboard-format';
import { dashboardMessages as m } from './messages';
import { commonMessages } from '../../../i18n/common-messages';

export const FairDashboardView_dashboard = graphql(`
  fragment FairDashboardView_dashboard on FairDashboard {
    decimals
    fairs {
      code
      name
      place
      startsOn
      endsOn
      state
      days
      orders {
        orders
        amount
      }
    }
  }
`);

const STATE = {
  RUNNING: { message: m.fairRunning, palette: 'green' },
  UPCOMING: { message: m.fairUpcoming, palette: 'blue' },
  OVER: { message: m.fairOver, palette: 'gray' },
} as const;

export function FairDashboardView({
  dashboard: ref,
}: {
  dashboard: FragmentType<typeof FairDashboardView_dashboard>;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const dashboard = getFragmentData(FairDashboardView_dashboard, ref);
  const format = useDashboardFormat(dashboard.decimals);
  return (
    <Stack as="section" gap="3" aria-labelledby="dashboard-fairs">
      <Heading as="h2" size="lg" id="dashboard-fairs">
        {intl.formatMessage(commonMessages.yourFairs)}
      </Heading>
      {dashboard.fairs.length === 0 ? (
        <Text color="fg.muted">{intl.formatMessage(m.noFairs)}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {dashboard.fairs.map((fair) => {
            const state = STATE[fair.state];
            return (
              <Card.Root key={fair.code} variant="outline" size="sm" data-testid="fair">
                <Card.Body gap="2">
                  <Badge colorPalette={state.palette} variant="subtle" width="fit-content">
                    {intl.formatMessage(
                      fair.state === 'RUNNING' && fair.days === 0 ? m.fairLastDay : state.message,
                      { days: fair.days },
                    )}
                  </Badge>
                  <Heading as="h3" size="md">
                    <Link asChild color="primary.fg">
                      <RouterLink to={localizePath(`/fieredetail/${encodeURIComponent(fair.code)}`, locale)}>
                        {fair.name}
                      </RouterLink>
                    </Link>
                  </Heading>
                  <Text fontSize="sm" color="fg.muted">
                    {intl.formatMessage(m.fairDates, {
                      place: fair.place,
                      from: format.day(fair.startsOn, true),
                      to: format.day(fair.endsOn, true),
                    })}
                  </Text>
                  <Text>
                    {fair.orders.orders === 0
                      ? intl.formatMessage(m.fairNoOrders)
                      : intl.formatMessage(m.fairOrders, {
                          count: fair.orders.orders,
                          amount: format.amount(fair.orders.amount),
                        })}
                  </Text>
                </Card.Body>
              </Card.Root>
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}
