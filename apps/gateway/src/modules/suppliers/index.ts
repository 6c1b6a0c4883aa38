// Suppliers (management): list, record, products, changes.
import { defineModule } from '../../kernel/module';
import { suppliersResolvers } from './manage.resolvers';
import { suppliersUpstream } from './upstream';

export const suppliersModule = defineModule({
  name: 'suppliers',
  resolvers: [suppliersResolvers],
  /** Supplier management (SUPPLIERS_READ, SUPPLIERS_EDIT). */
  upstream: (rest, who) => ({ suppliers: suppliersUpstream(rest, who) }),
});
