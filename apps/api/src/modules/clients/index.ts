// The clients module: the client register: companies, addresses, contacts, terms, exposure, agent assignment.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { exposureOf, findAgent } from './clients.repository';
export { getClient, shopPeriod } from './clients.service';
export { toAgent } from './clients.view';
export { addContact, removeContact, updateContact } from './contact-edits';
export type { ContactsOf } from './contact-edits';

export const clientsModule: ShopModule = {
  name: 'clients',
  manage: () => [manageRoutes],
};
