// The order an agent or the office is placing for a client.
import { defineModule } from '../../kernel/module';
import { currentOrderResolvers } from './currentorder.resolvers';
import { currentOrderUpstream } from './upstream';

export const currentorderModule = defineModule({
  name: 'currentorder',
  resolvers: [currentOrderResolvers],
  upstream: currentOrderUpstream,
});
