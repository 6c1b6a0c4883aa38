// The quotes module: quote requests, quotes, revisions and acceptance.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';
import { registerNotificationPlanner } from '../notifications';
import { quoteNotifications } from './quote-notifications';

export { priceQuoteLines } from './quote-lines';
export { nextQuoteNumber } from './quotes.repository';

// The notifications of quote events are planned here, told to the notifications module once.
registerNotificationPlanner(quoteNotifications);

export const quotesModule: ShopModule = {
  name: 'quotes',
  manage: () => [manageRoutes],
};
