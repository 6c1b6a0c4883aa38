import type { Language, PricedProduct, ProductDetail } from '@shop/contract';

/**
 * What `Product` resolvers receive: a priced REST product (a list item, or a detail with its
 * promotions) and the language it was asked in (to load the detail when a list item's promotions
 * are asked for).
 */
export type ProductModel = PricedProduct & {
  promozioni?: ProductDetail['promozioni'];
  language: Language;
};

/** What `SuggestedProduct` resolvers receive: the suggestion and the language it was asked in. */
export interface SuggestedProductModel {
  code: string;
  description: string;
  imageUrl: string | null;
  language: Language;
}
