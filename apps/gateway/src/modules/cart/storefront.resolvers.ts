// The cart: every mutation answers the whole Cart (id "Cart:current") so a client's normalized cache
// shows the change at once. The visitor/customer rules are the API's (FORBIDDEN for staff...). The
// `…Result` twins answer a quantity above the stock as OutOfStock instead of a CONFLICT error.
import type { Resolvers } from '../../generated/resolvers-types';
import { renameFields } from '../../kernel/upstream/upstream-error';
import { toRestLanguage } from '../../kernel/language';
import { toStockState } from '../catalogue';
import {
  asCartOutcome,
  CART_FIELDS,
  CART_ID,
  outOfStockOf,
  toCartSummary,
  toLinePrice,
} from './cart.mapping';

const lang = (language: 'IT' | 'EN' | null | undefined) => (language ? toRestLanguage(language) : undefined);
const cartField = (error: unknown) => renameFields(error, (field) => CART_FIELDS[field]);
/** A cart change's refusal as OutOfStock when the stock is short, else the older mutation's error. */
const stockShortOrField = (language: 'IT' | 'EN' | null | undefined) => (error: unknown) =>
  outOfStockOf(error, lang(language)) ?? cartField(error);

export const cartResolvers: Resolvers = {
  Query: {
    cart: (_root, { language }, { upstream }) => upstream.cart(lang(language)),
  },
  Mutation: {
    addToCart: (_root, { code, quantity, language }, { upstream }) =>
      upstream.cartAdd(code, quantity ?? 1, lang(language)).catch(cartField),
    setCartQuantity: (_root, { code, quantity, language }, { upstream }) =>
      upstream.cartSet(code, quantity, lang(language)).catch(cartField),
    addToCartResult: (_root, { code, quantity, language }, { upstream }) =>
      upstream.cartAdd(code, quantity ?? 1, lang(language)).then(asCartOutcome, stockShortOrField(language)),
    setCartQuantityResult: (_root, { code, quantity, language }, { upstream }) =>
      upstream.cartSet(code, quantity, lang(language)).then(asCartOutcome, stockShortOrField(language)),
    // cart/add without qta adds one unit, which the API rounds up to the next valid quantity: one step.
    increaseCartLine: (_root, { code, language }, { upstream }) =>
      upstream.cartAdd(code, undefined, lang(language)).catch(cartField),
    decreaseCartLine: (_root, { code, language }, { upstream }) =>
      upstream.cartRemove(code, undefined, lang(language)).catch(cartField),
    removeFromCart: (_root, { code, language }, { upstream }) =>
      upstream.cartSet(code, 0, lang(language)).catch(cartField),
  },
  OutOfStock: {
    // Read only when asked for: the refusal left the cart as it was.
    cart: (failure, _args, { upstream }) => upstream.cart(failure.language),
  },
  Cart: {
    id: () => CART_ID,
    lines: (cart) => cart.righe,
    summary: (cart) => toCartSummary(cart.riepilogo),
    notice: (cart) => cart.avviso,
  },
  CartLine: {
    code: (line) => line.codice,
    description: (line) => line.descrizione,
    quantity: (line) => line.qta,
    freeQuantity: (line) => line.omaggio,
    unit: (line) => line.um,
    imageUrl: (line) => line.url || null,
    price: toLinePrice,
    total: (line) => line.totale,
    packSize: (line) => line.confezione,
    minQuantity: (line) => line.qtaMinima,
    quantityStep: (line) => line.qtaMultipla,
    stock: (line) => toStockState(line.disponibilita),
    available: (line) => line.giacenza,
    extraDiscount: (line) => line.scontoExtra,
    product: async (line, { language }, { loaders }) => {
      const restLanguage = toRestLanguage(language ?? 'IT');
      const product = await loaders.productByCode.load(`${restLanguage}:${line.codice}`);
      return product ? { ...product, language: restLanguage } : null;
    },
  },
};
