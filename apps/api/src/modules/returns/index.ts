// The returns module: return requests, decisions and credit notes.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';
import { registerNotificationPlanner } from '../notifications';
import { returnNotifications } from './return-notifications';

// The notifications of return events are planned here, told to the notifications module once.
registerNotificationPlanner(returnNotifications);

export const returnsModule: ShopModule = {
  name: 'returns',
  manage: ({ mediaDir }) => [manageRoutes(mediaDir)],
};
