// Returns: requests, decisions, messages (GraphQL) and the photos' upload and download routes.
import { defineModule } from '../../kernel/module';
import { returnsResolvers } from './returns.resolvers';
import { registerReturns } from './returns.routes';
import { returnsUpstream } from './upstream';

export const returnsModule = defineModule({
  name: 'returns',
  resolvers: [returnsResolvers],
  upstream: (rest, who) => ({ returns: returnsUpstream(rest, who) }),
  routes: async (app, { rest }) => {
    await app.register(registerReturns(rest));
  },
});
