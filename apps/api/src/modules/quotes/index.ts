// The quotes module: quote requests, quotes, revisions and acceptance.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';
import manageRoutes from './manage.routes';

export { priceQuoteLines } from './quote-lines';
export { nextQuoteNumber } from './quotes.repository';
/** Who is told about a quote's changes: modules/index.ts registers it. */
export { quoteNotifications } from './quote-notifications';

export const quotesModule: ShopModule = {
  name: 'quotes',
  manage: () => [manageRoutes],
};
