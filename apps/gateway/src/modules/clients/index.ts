// Clients (management): list, record, changes.
import { defineModule } from '../../kernel/module';
import { clientsResolvers } from './manage.resolvers';
import { clientsUpstream } from './upstream';

export { listField, toListFields, toPriceList, toRestPriceList } from './clients.mapping';

export const clientsModule = defineModule({
  name: 'clients',
  resolvers: [clientsResolvers],
  upstream: clientsUpstream,
});
