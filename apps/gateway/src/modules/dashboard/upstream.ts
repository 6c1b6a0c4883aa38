// The reserved area's dashboard: POST /api/dashboard.
import { dashboardDataSchema, REST_PATHS, type DashboardData, type Language } from '@shop/contract';
import type { CallIdentity, RestClient } from '../../kernel/upstream/rest-client';

/** The signed-in user's dashboard (agent, office or fairs, by the user's type). */
export function fetchDashboard(
  client: RestClient,
  who: CallIdentity,
  language: Language | undefined,
): Promise<DashboardData> {
  return client.post(REST_PATHS.dashboard, { Lingua: language }, dashboardDataSchema, who);
}

export function dashboardUpstream(rest: RestClient, who: CallIdentity) {
  return {
    dashboard: (language?: Language) => fetchDashboard(rest, who, language),
  };
}
