// The policy documents' versions and users' acceptances (management).
import { defineModule } from '../../kernel/module';
import { policiesResolvers } from './manage.resolvers';
import { policiesUpstream } from './upstream';

export const policiesModule = defineModule({
  name: 'policies',
  resolvers: [policiesResolvers],
  upstream: (rest, who) => ({ policies: policiesUpstream(rest, who) }),
});
