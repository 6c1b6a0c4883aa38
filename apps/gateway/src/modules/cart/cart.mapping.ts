// REST cart and wishlist → GraphQL, and the API's stock refusals as the schema's OutOfStock.
import type { Language, CartSummary as RestSummary, Price } from '@shop/contract';
import type { CartSummary, LinePrice } from '../../generated/resolvers-types';
import { refusalOf } from '../../kernel/upstream/upstream-error';
import { discountSteps } from '../catalogue';
import type { CartModel, OutOfStockModel } from './cart.models';

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

/** A cart change's answer as the `Cart` member of a result union. */
export const asCartOutcome = (cart: CartModel) => ({ __typename: 'Cart' as const, ...cart });

/**
 * The API's refusal of a quantity above the stock as the schema's OutOfStock, from the figures it sends
 * with it (`dettagli: { codice, richiesta, disponibile }`: cart.notEnoughStock, order.notEnoughStock,
 * disponibile 0 for a product no longer sold); undefined for any other error. `language` is the one the
 * failure's `cart` is read in, when asked for.
 */
export function outOfStockOf(error: unknown, language: Language | undefined): OutOfStockModel | undefined {
  const refusal = refusalOf(error, 409);
  const figures = refusal?.dettagli;
  const requested = Number(figures?.richiesta);
  const available = Number(figures?.disponibile);
  if (!refusal || typeof figures?.codice !== 'string') return undefined;
  if (!Number.isInteger(requested) || !Number.isInteger(available)) return undefined;
  return {
    __typename: 'OutOfStock',
    code: 'OUT_OF_STOCK',
    message: refusal.title,
    shortages: [{ productCode: figures.codice, requested, available: Math.max(0, available) }],
    language,
  };
}
