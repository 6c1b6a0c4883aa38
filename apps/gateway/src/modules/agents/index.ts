// Sales agents (management): list, one agent, changes.
import { defineModule } from '../../kernel/module';
import { agentsResolvers } from './manage.resolvers';
import { agentsLoaders } from './loaders';
import { agentsUpstream } from './upstream';

export const agentsModule = defineModule({
  name: 'agents',
  resolvers: [agentsResolvers],
  upstream: agentsUpstream,
  loaders: agentsLoaders,
});
