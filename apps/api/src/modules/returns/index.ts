// The returns module: return requests, decisions and credit notes.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

/** Who is told about a return (requested, decided, a message): modules/index.ts registers it. */
export { returnNotifications } from './return-notifications';

export const returnsModule: ShopModule = {
  name: 'returns',
  manage: ({ mediaDir }) => [manageRoutes(mediaDir)],
};
