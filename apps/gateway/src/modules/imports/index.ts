// Imports of carts and orders from a file.
import { defineModule } from '../../kernel/module';
import { importsResolvers } from './imports.resolvers';
import { importsUpstream } from './upstream';

export const importsModule = defineModule({
  name: 'imports',
  resolvers: [importsResolvers],
  upstream: (rest, who) => ({ imports: importsUpstream(rest, who) }),
  importFields: ['importCartsCheck', 'importCartsRun', 'importOrdersCheck', 'importOrdersRun'],
});
