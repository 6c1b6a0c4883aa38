// Order approvals: the rules, the queue and the decisions.
import { defineModule } from '../../kernel/module';
import { approvalsResolvers } from './approvals.resolvers';
import { approvalsUpstream } from './upstream';

export const approvalsModule = defineModule({
  name: 'approvals',
  resolvers: [approvalsResolvers],
  upstream: (rest, who) => ({ approvals: approvalsUpstream(rest, who) }),
});
