// /reservedarea: the user's dashboard. One query; what it shows follows the user's type (an agent's
// clients, the whole shop for the office and management, the fairs of fair staff).
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql } from '../../../gql';
import { useLocale } from '../../../i18n/useLocale';
import { useViewer } from '../../../lib/viewer/useViewer';
import { ManagementPage } from '../../../app/manage/page/ManagementPage';
import { AgentDashboardView } from './AgentDashboardView';
import { DashboardSkeleton } from './DashboardSkeleton';
import { FairDashboardView } from './FairDashboardView';
import { dashboardMessages as m } from './messages';
import { OfficeDashboardView } from './OfficeDashboardView';
import { commonMessages } from '../../../i18n/common-messages';
import { manageCommonMessages } from '../../../app/manage/common-messages';

export const DashboardQuery = graphql(`
  query Dashboard($language: Language) {
    dashboard(language: $language) {
      __typename
      date
      ... on AgentDashboard {
        ...AgentDashboardView_dashboard
      }
      ... on OfficeDashboard {
        ...OfficeDashboardView_dashboard
      }
      ... on FairDashboard {
        ...FairDashboardView_dashboard
      }
    }
  }
`);

export function DashboardPage() {
  const intl = useIntl();
  const locale = useLocale();
  const { viewer } = useViewer();
  const { data, loading, error, refetch } = useQuery(DashboardQuery, {
    variables: { language: locale === 'en' ? 'EN' : 'IT' },
    fetchPolicy: 'cache-and-network',
  });
  const dashboard = data?.dashboard;
  const subtitle =
    dashboard && viewer
      ? intl.formatMessage(m.greeting, {
          name: viewer.firstName || viewer.code,
          date: intl.formatDate(new Date(`${dashboard.date}T12:00:00Z`), {
            weekday: 'long',
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }),
        })
      : undefined;

  return (
    <ManagementPage title={intl.formatMessage(manageCommonMessages.dashboard)} subtitle={subtitle}>
      {dashboard ? (
        <Stack gap="4" data-testid="dashboard" data-view={dashboard.__typename}>
          {dashboard.__typename === 'AgentDashboard' && <AgentDashboardView dashboard={dashboard} />}
          {dashboard.__typename === 'OfficeDashboard' && <OfficeDashboardView dashboard={dashboard} />}
          {dashboard.__typename === 'FairDashboard' && <FairDashboardView dashboard={dashboard} />}
        </Stack>
      ) : error && !loading ? (
        <Alert.Root status="error" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{intl.formatMessage(m.loadFailed)}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void refetch()}>
            {intl.formatMessage(commonMessages.tryAgain)}
          </Button>
        </Alert.Root>
      ) : (
        <DashboardSkeleton />
      )}
    </ManagementPage>
  );
}
