// REST cart and wishlist → GraphQL.
import type { CartSummary as RestSummary, Price } from '@shop/contract';
import type { CartSummary, LinePrice } from '../../generated/resolvers-types';
import { discountSteps } from '../catalogue';

export const CART_ID = 'Cart:current';

export function toLinePrice(price: Price): LinePrice {
  return {
    listPrice: price.prezzo,
    netPrice: price.prezzofinale,
    discounts: price.sconti,
    discountSteps: discountSteps(price.sconti),
    promotionCode: price.promozione,
    freeQuantity: price.regolaOmaggio
      ? { every: price.regolaOmaggio.ogni, free: price.regolaOmaggio.omaggio }
      : null,
  };
}

export function toCartSummary(summary: RestSummary): CartSummary {
  return {
    total: summary.totcart,
    units: summary.numcart,
    lineCount: summary.righe,
    subtotal: summary.imponibile,
    headerPromotionCode: summary.promozioneTestata,
    headerDiscount: summary.scontoTestata,
    decimals: summary.decimali,
  };
}

/** cart/* fields → the arguments the client sent. */
export const CART_FIELDS: Record<string, string> = { codArt: 'code', qta: 'quantity', quantity: 'quantity' };
