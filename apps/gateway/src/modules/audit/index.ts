// The audit log of a record (management).
import { defineModule } from '../../kernel/module';
import { auditResolvers } from './audit.resolvers';
import { auditUpstream } from './upstream';

export const auditModule = defineModule({
  name: 'audit',
  resolvers: [auditResolvers],
  upstream: auditUpstream,
});
