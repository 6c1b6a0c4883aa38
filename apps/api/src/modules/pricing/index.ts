// The pricing module: price lists, discount chains, net prices and cart totals.
// Other code imports the module only through this file.
import type { ShopModule } from '../../kernel/module';

export { totals } from './cart-totals';
export { parseDiscountChain } from './discount-chain';
export type { PricedLine } from './price-line';
export { isPriceList, listPriceOf, VISITOR_PRICE_LIST } from './price-list';
export type { PriceList } from './price-list';
export { findCartPromotions } from './pricing.repository';
export {
  buyerOf,
  loadBuyer,
  loadPricingSettings,
  priceListOf,
  priceProducts,
  priceWithPromotions,
  toPrice,
} from './pricing.service';
export type { Buyer, ShopPricingSettings } from './pricing.service';
export { withDetailPrice, withDetailPrices, withListPrices } from './product-prices';
export {
  productInPromotion,
  productRuleRows,
  promotionInForce,
  promotionShownTo,
} from './promotion-conditions';
export { isForBuyer } from './promotion-rule';

export const pricingModule: ShopModule = {
  name: 'pricing',
};
