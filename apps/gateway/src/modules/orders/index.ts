// Orders: placing, history, reorder and the caller's documents (storefront), the staff's order
// management (manage), and the documents' PDFs.
import { defineModule } from '../../kernel/module';
import { registerDocumentPdfs } from './document-pdfs.routes';
import { ordersLoaders } from './loaders';
import { ordersManagementResolvers } from './manage.resolvers';
import { reorderResolvers } from './reorder.resolvers';
import { orderResolvers } from './storefront.resolvers';
import { ordersUpstream } from './upstream';

export { toOrderChannel, toOrderStatus } from './order.mapping';

export const ordersModule = defineModule({
  name: 'orders',
  resolvers: [orderResolvers, reorderResolvers, ordersManagementResolvers],
  upstream: ordersUpstream,
  loaders: ordersLoaders,
  routes: (app, { rest }) => registerDocumentPdfs(app, rest),
});
