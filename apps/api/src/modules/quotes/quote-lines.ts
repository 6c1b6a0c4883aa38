// A revision's lines priced for the quote's client. Each line starts from the client's own net price
// (the pricing module's, as his cart charges it: list price, discount chain, the promotions in force)
// and the agent's extra discount goes on top of it: a given net price wins (its extra discount is
// derived), else an extra discount percent, else a percent off the list price (the older field, turned
// into a net price), else the client price itself. The extra discount is applied to the rounded client
// price the line shows, so the editor can compute the same net price in the browser. decimal.js and the
// shop's rounding (Set_Round) throughout; totals are the rounded net price times the quantity, rounded.
import type { QuoteEditLine } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { money, roundMoney, toStored, type Money } from '../../kernel/money';
import { moneyParam } from '../../kernel/texts/messages';
import { loadBuyer, priceProducts } from '../pricing';
import { findQuotedProducts } from './quotes.repository';

export interface PricedQuoteLine {
  lineNo: number;
  productCode: string;
  descriptionIt: string;
  descriptionEn: string;
  um: string;
  quantity: number;
  listPrice: string;
  /** What the client's cart charges for one unit (before the agent's extra discount). */
  clientPrice: string;
  /** Percent off the list price, all discounts together. */
  discountPct: string;
  /** The agent's extra discount, percent off the client price. */
  extraDiscountPct: string;
  netPrice: string;
  total: string;
}

/** The largest extra discount on any line: what the agent's ceiling is compared with. */
export const largestExtraDiscount = (lines: readonly { extraDiscountPct: string }[]) =>
  Math.max(0, ...lines.map((line) => Number(line.extraDiscountPct)));

/** 1 − part / whole in percent, 4 decimals (0 when the whole is zero). */
const percentOff = (part: Money, whole: Money) =>
  whole.isZero() ? money(0) : money(1).minus(part.div(whole)).times(100).toDecimalPlaces(4);

/** The net price `percent` off `price`, rounded to the shop's decimals. */
const lessPercent = (price: Money, percent: Money, decimals: number) =>
  roundMoney(price.times(money(100).minus(percent)).div(100), decimals);

export interface QuotedProduct {
  code: string;
  descriptionIt: string;
  descriptionEn: string;
  um: string;
  /** The client's list price and his own net price, both rounded to the shop's decimals. */
  listPrice: Money;
  clientPrice: Money;
}

/**
 * The active products of `codes` with the list price and the net price the client's cart charges
 * today (his price list, discount chain, promotions in force for him), and the shop's decimals.
 */
export async function clientPricesOf(
  db: Database,
  clientCode: string,
  codes: readonly string[],
  at: Date = new Date(),
): Promise<{ decimals: number; products: Map<string, QuotedProduct> }> {
  const unique = [...new Set(codes.map((code) => code.toUpperCase()))];
  const [{ buyer }, rows] = await Promise.all([
    loadBuyer(db, { clientCode }, at),
    findQuotedProducts(db, unique),
  ]);
  const active = rows.filter((row) => row.active);
  const priced = await priceProducts(
    db,
    buyer,
    active.map((row) => ({
      code: row.code,
      prices: { p1: row.priceP1, p1b2b: row.priceP1b2b, p2: row.priceP2, p3: row.priceP3 },
    })),
  );
  const products = new Map<string, QuotedProduct>();
  for (const row of active) {
    const line = priced.get(row.code);
    if (!line) continue;
    products.set(row.code.toUpperCase(), {
      code: row.code,
      descriptionIt: row.descriptionIt,
      descriptionEn: row.descriptionEn,
      um: row.um,
      listPrice: line.listPrice,
      clientPrice: line.netPrice,
    });
  }
  return { decimals: buyer.decimals, products };
}

/** One line's net price and extra discount; a net price above the client price is refused at its field. */
function quotedNet(line: QuoteEditLine, product: QuotedProduct, index: number, decimals: number) {
  const { listPrice: list, clientPrice: client } = product;
  const given =
    line.prezzo !== undefined
      ? { field: 'prezzo', net: roundMoney(line.prezzo, decimals) }
      : line.scontoExtra === undefined && line.sconto !== undefined
        ? { field: 'sconto', net: lessPercent(list, money(line.sconto), decimals) }
        : undefined;
  if (!given) {
    const extra = money(line.scontoExtra ?? 0);
    return { net: lessPercent(client, extra, decimals), extra };
  }
  // A quote lowers the client's prices: a net price above what his cart charges is a typing error.
  if (given.net.greaterThan(client)) {
    throw new AppError(422, 'VALIDATION', 'quotes.priceAboveClient', {
      field: `righe.${index}.${given.field}`,
      params: { code: product.code, price: moneyParam(client.toFixed(decimals), decimals) },
    });
  }
  return { net: given.net, extra: percentOff(given.net, client) };
}

export async function priceQuoteLines(
  db: Database,
  lines: readonly QuoteEditLine[],
  clientCode: string,
  at: Date = new Date(),
): Promise<{ lines: PricedQuoteLine[]; total: Money }> {
  const { decimals, products } = await clientPricesOf(
    db,
    clientCode,
    lines.map((line) => line.codArt),
    at,
  );
  let total = money(0);
  const priced = lines.map((line, index): PricedQuoteLine => {
    const product = products.get(line.codArt.toUpperCase());
    if (!product) {
      throw new AppError(422, 'VALIDATION', 'quotes.productNotFound', {
        field: `righe.${index}.codArt`,
        params: { code: line.codArt },
      });
    }
    const { net, extra } = quotedNet(line, product, index, decimals);
    const lineTotal = roundMoney(net.times(line.quantita), decimals);
    total = total.plus(lineTotal);
    return {
      lineNo: index + 1,
      productCode: product.code,
      descriptionIt: product.descriptionIt,
      descriptionEn: product.descriptionEn,
      um: product.um,
      quantity: line.quantita,
      listPrice: toStored(product.listPrice),
      clientPrice: toStored(product.clientPrice),
      discountPct: percentOff(net, product.listPrice).toFixed(4),
      extraDiscountPct: extra.toFixed(4),
      netPrice: toStored(net),
      total: toStored(lineTotal),
    };
  });
  return { lines: priced, total };
}
