// Who is buying and at which terms: the one entry point the cart, wishlist, order and product slices
// use to price products, so every price a user sees comes out of the same rules.
import type { Price, ProductPrice } from '@shop/contract';
import type { Database } from '../../db/database';
import type { AuthUser } from '../../kernel/auth-user';
import { NO_DISCOUNT, parseDiscountChain, type DiscountChain } from './discount-chain';
import { parseDecimalsSetting, toAmount } from '../../kernel/money';
import { isPriceList, listPriceOf, VISITOR_PRICE_LIST, type ListPrices, type PriceList } from './price-list';
import { priceLine, type PricedLine } from './price-line';
import type { PromotionRule } from './promotion-rule';
import { shopDay } from '../../kernel/shop-calendar';
import {
  findClientTerms,
  findProductPromotions,
  findSettings,
  findSettingsAndTerms,
} from './pricing.repository';

/** Shop settings (config entries) that pricing and carts obey; see apps/api/README.md. */
export const SETTING = {
  decimals: 'Set_Round',
  visitorPrices: 'Set_PrezziVisitatori',
  visitorCart: 'Set_CarrelloVisitatori',
  orderType: 'Default_TipoOrdine',
} as const;

export interface ShopPricingSettings {
  decimals: number;
  /** Visitors see prices (default no: a B2B shop shows prices to its customers). */
  visitorPrices: boolean;
  /** Visitors may fill a cart, ordered after login (default yes). */
  visitorCart: boolean;
  defaultOrderType: string;
}

export async function loadPricingSettings(db: Database): Promise<ShopPricingSettings> {
  return toPricingSettings(await findSettings(db, Object.values(SETTING)));
}

/** Whose terms prices are for: a signed-in user, or just a client (a quote prices for its client). */
type BuyingFor = Pick<AuthUser, 'clientCode'> | null;

/**
 * The shop's settings and the buyer for `user`, read in one statement (settings and client terms).
 * `{ clientCode }` alone gives what that client's own users pay: their cart's prices.
 */
export async function loadBuyer(
  db: Database,
  user: BuyingFor,
  at: Date = new Date(),
): Promise<{ settings: ShopPricingSettings; buyer: Buyer }> {
  const { settings: values, terms } = await findSettingsAndTerms(
    db,
    Object.values(SETTING),
    user?.clientCode,
  );
  const settings = toPricingSettings(values);
  // A client that vanished (terms undefined) is read again by buyerOf, which then falls back to p1.
  return { settings, buyer: await buyerOf(db, user, settings, at, terms) };
}

function toPricingSettings(values: Map<string, string>): ShopPricingSettings {
  const flag = (tipo: string, fallback: boolean) => {
    const value = values.get(tipo)?.trim().toUpperCase();
    return value === 'S' ? true : value === 'N' ? false : fallback;
  };
  return {
    decimals: parseDecimalsSetting(values.get(SETTING.decimals)),
    visitorPrices: flag(SETTING.visitorPrices, false),
    visitorCart: flag(SETTING.visitorCart, true),
    defaultOrderType: values.get(SETTING.orderType)?.trim() || 'ORD',
  };
}

/** The terms prices are computed with; `showPrices` false means the viewer gets null amounts. */
export interface Buyer {
  priceList: PriceList;
  chain: DiscountChain;
  /** Its raw text, as stored on the order. */
  chainText: string;
  clientCode: string | null;
  showPrices: boolean;
  decimals: number;
  day: string;
}

/**
 * A customer pays its client's price list and chain (the column's check constraint keeps the chain
 * parseable); a visitor and a staff user with no client see the public list (p1) without discounts.
 */
export async function buyerOf(
  db: Database,
  user: BuyingFor,
  settings: ShopPricingSettings,
  at: Date = new Date(),
  /** The client's terms when already read (findClientTerms of user.clientCode). */
  knownTerms?: Awaited<ReturnType<typeof findClientTerms>>,
): Promise<Buyer> {
  const base = { decimals: settings.decimals, day: shopDay(at) };
  if (user?.clientCode) {
    const terms = knownTerms ?? (await findClientTerms(db, user.clientCode));
    if (terms && isPriceList(terms.priceList)) {
      return {
        ...base,
        priceList: terms.priceList,
        chain: parseDiscountChain(terms.discountChain),
        chainText: terms.discountChain,
        clientCode: user.clientCode,
        showPrices: true,
      };
    }
  }
  return {
    ...base,
    priceList: VISITOR_PRICE_LIST,
    chain: NO_DISCOUNT,
    chainText: '',
    clientCode: null,
    showPrices: user !== null || settings.visitorPrices,
  };
}

/** The price list a viewer's prices come from: the client's for a customer, else the public p1. */
export async function priceListOf(db: Database, user: AuthUser | null): Promise<PriceList> {
  if (!user?.clientCode) return VISITOR_PRICE_LIST;
  const terms = await findClientTerms(db, user.clientCode);
  return terms && isPriceList(terms.priceList) ? terms.priceList : VISITOR_PRICE_LIST;
}

export interface PricedProductInput {
  code: string;
  prices: ListPrices;
  /** A cart line's extra discount in percent (staff ordering for a client); none when absent. */
  extraDiscount?: string | number;
}

/** Prices lines of these products for a buyer; quantities default to 1. */
export async function priceProducts(
  db: Database,
  buyer: Buyer,
  items: readonly (PricedProductInput & { quantity?: number })[],
): Promise<Map<string, PricedLine>> {
  const promotions = await findProductPromotions(
    db,
    items.map((item) => item.code),
    buyer.day,
  );
  return priceWithPromotions(buyer, items, promotions);
}

/** Prices lines with the promotions already read (findProductPromotions of the buyer's day). */
export function priceWithPromotions(
  buyer: Buyer,
  items: readonly (PricedProductInput & { quantity?: number })[],
  promotions: Map<string, PromotionRule[]>,
): Map<string, PricedLine> {
  return new Map(
    items.map((item) => [
      item.code,
      priceLine(
        {
          listPrice: listPriceOf(item.prices, buyer.priceList),
          priceList: buyer.priceList,
          clientCode: buyer.clientCode,
          chain: buyer.chain,
          promotions: promotions.get(item.code) ?? [],
          day: buyer.day,
          decimals: buyer.decimals,
          extraDiscount: item.extraDiscount,
        },
        item.quantity ?? 1,
      ),
    ]),
  );
}

function giftRule(rule: PromotionRule | null): Price['regolaOmaggio'] {
  return rule?.giftEvery && rule.giftQty ? { ogni: rule.giftEvery, omaggio: rule.giftQty } : null;
}

/** The contract's price fields of a priced line, hidden (null) when the buyer may not see prices. */
export function toPrice(line: PricedLine, buyer: Buyer): Price {
  if (!buyer.showPrices) {
    return { prezzo: null, prezzofinale: null, sconti: '', promozione: null, regolaOmaggio: null };
  }
  return {
    prezzo: toAmount(line.listPrice, buyer.decimals),
    prezzofinale: toAmount(line.netPrice, buyer.decimals),
    sconti: line.discounts,
    promozione: line.promotion?.code ?? null,
    regolaOmaggio: giftRule(line.promotion),
  };
}

/** For the product list and detail answers (`prezzi`). */
export function toProductPrice(line: PricedLine, buyer: Buyer): ProductPrice {
  return { ...toPrice(line, buyer), decimali: buyer.decimals };
}
