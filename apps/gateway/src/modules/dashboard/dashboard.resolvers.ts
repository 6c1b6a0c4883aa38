// The reserved area's dashboard: one REST call, mapped in dashboard.mapping.ts.
import type { Resolvers } from '../../generated/resolvers-types';
import { toRestLanguage } from '../../kernel/language';
import { toDashboard, type DashboardModel } from './dashboard.mapping';

export const dashboardResolvers: Resolvers = {
  Query: {
    dashboard: async (_root, { language }, { upstream }) =>
      toDashboard(await upstream.dashboard(language ? toRestLanguage(language) : undefined)),
  },
  Dashboard: {
    __resolveType: (dashboard) => (dashboard as DashboardModel).__typename,
  },
};
