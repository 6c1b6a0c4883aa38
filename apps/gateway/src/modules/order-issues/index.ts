// Issues raised on an order and their messages.
import { defineModule } from '../../kernel/module';
import { orderIssuesResolvers } from './order-issues.resolvers';
import { orderIssuesUpstream } from './upstream';

export { toIssueKind, toIssueStatus } from './order-issues.mapping';

export const orderIssuesModule = defineModule({
  name: 'order-issues',
  resolvers: [orderIssuesResolvers],
  upstream: (rest, who) => ({ orderIssues: orderIssuesUpstream(rest, who) }),
});
