// A revision's lines priced from the client's list prices with decimal.js and the shop's rounding
// (Set_Round): a given net price wins (its discount is derived), else a discount percent on the list
// price, else the list price. Totals are the rounded net price times the quantity, rounded.
import type { QuoteEditLine } from '@shop/contract';
import type { Database } from '../../db/database';
import { AppError } from '../../errors/app-error';
import { money, roundMoney, toStored, type Money } from '../../kernel/money';
import { findQuotedProducts } from './quotes.repository';

export interface PricedQuoteLine {
  lineNo: number;
  productCode: string;
  descriptionIt: string;
  descriptionEn: string;
  um: string;
  quantity: number;
  listPrice: string;
  discountPct: string;
  netPrice: string;
  total: string;
}

/** The largest discount percent on any line (what the agent's ceiling is compared with). */
export const largestDiscount = (lines: readonly PricedQuoteLine[]) =>
  Math.max(0, ...lines.map((line) => Number(line.discountPct)));

export async function priceQuoteLines(
  db: Database,
  lines: readonly QuoteEditLine[],
  priceList: string,
  decimals: number,
): Promise<{ lines: PricedQuoteLine[]; total: Money }> {
  const found = new Map(
    (await findQuotedProducts(db, [...new Set(lines.map((l) => l.codArt.toUpperCase()))], priceList)).map(
      (p) => [p.code.toUpperCase(), p],
    ),
  );
  let total = money(0);
  const priced = lines.map((line, index): PricedQuoteLine => {
    const product = found.get(line.codArt.toUpperCase());
    if (!product || !product.active) {
      throw new AppError(422, 'VALIDATION', 'quotes.productNotFound', {
        field: `righe.${index}.codArt`,
        params: { code: line.codArt },
      });
    }
    const list = money(product.listPrice);
    let net: Money;
    let pct: Money;
    if (line.prezzo !== undefined) {
      net = roundMoney(line.prezzo, decimals);
      // A quote lowers prices: a net price above the list price is a typing error, refused at its field.
      if (net.greaterThan(list)) {
        throw new AppError(422, 'VALIDATION', 'quotes.priceAboveList', {
          field: `righe.${index}.prezzo`,
          params: { code: product.code },
        });
      }
      pct = list.isZero() ? money(0) : money(1).minus(net.div(list)).times(100).toDecimalPlaces(4);
    } else {
      pct = money(line.sconto ?? 0);
      net = roundMoney(list.times(money(100).minus(pct)).div(100), decimals);
    }
    const lineTotal = roundMoney(net.times(line.quantita), decimals);
    total = total.plus(lineTotal);
    return {
      lineNo: index + 1,
      productCode: product.code,
      descriptionIt: product.descriptionIt,
      descriptionEn: product.descriptionEn,
      um: product.um,
      quantity: line.quantita,
      listPrice: toStored(list),
      discountPct: pct.toFixed(4),
      netPrice: toStored(net),
      total: toStored(lineTotal),
    };
  });
  return { lines: priced, total };
}
