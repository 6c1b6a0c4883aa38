// The users module: sign-in, session and the viewer, the own account, the users registry.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontLoginRoutes from './storefront.login.routes';
import storefrontLogoutRoutes from './storefront.logout.routes';
import storefrontAccountRoutes from './storefront.account.routes';
import storefrontPreferenceRoutes from './storefront.preference.routes';
import manageRoutes from './manage.routes';

export { default as authPlugin } from './auth.plugin';
export { hashPassword } from './password';
export { setActingClient } from './session.repository';
export { findUserById } from './users.repository';

export const usersModule: ShopModule = {
  name: 'users',
  storefront: () => [
    storefrontLoginRoutes,
    storefrontLogoutRoutes,
    storefrontAccountRoutes,
    storefrontPreferenceRoutes,
  ],
  manage: () => [manageRoutes],
};
