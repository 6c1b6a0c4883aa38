// What the dashboard shows while its figures load: the shape of the cards to come.
import { SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { dashboardMessages as m } from './messages';

export function DashboardSkeleton() {
  const intl = useIntl();
  return (
    <Stack gap="4" aria-busy="true" data-testid="dashboard-loading">
      <VisuallyHidden role="status">{intl.formatMessage(m.loading)}</VisuallyHidden>
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" aria-hidden="true">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} height="28" borderRadius="l2" />
        ))}
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" aria-hidden="true">
        <Skeleton height="80" borderRadius="l2" />
        <Skeleton height="80" borderRadius="l2" />
      </SimpleGrid>
    </Stack>
  );
}
