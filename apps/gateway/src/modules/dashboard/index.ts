// The signed-in user's dashboard.
import { defineModule } from '../../kernel/module';
import { dashboardResolvers } from './dashboard.resolvers';
import { dashboardUpstream } from './upstream';

export const dashboardModule = defineModule({
  name: 'dashboard',
  resolvers: [dashboardResolvers],
  upstream: dashboardUpstream,
});
