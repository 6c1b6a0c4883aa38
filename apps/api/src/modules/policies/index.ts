// The policies module: privacy policy, sale conditions and cookie consent: texts, legal pages and their
// management.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import storefrontRoutes from './storefront.routes';
import manageRoutes from './manage.routes';

export { checkAnswers } from './consent-rules';
export type { RawAnswer } from './consent-rules';
export {
  findCurrentVersion,
  findCurrentVersionNumbers,
  findPolicyItems,
  insertConsentAnswers,
} from './policies.repository';

export const policiesModule: ShopModule = {
  name: 'policies',
  storefront: () => [storefrontRoutes],
  manage: () => [manageRoutes],
};
