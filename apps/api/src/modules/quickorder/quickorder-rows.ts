// The row checks of quick order, pure (no database): what rows of code + quantity do to a cart, by
// the cart's own rules (the contract's quantity rule; a line never above the stock). Kept apart so
// that the order import of a later issue reuses them: parseRows, then planRows with the products read.
//
// Per product: the quantities of its rows are added up, added to what its cart line holds, rounded up
// to the pack; when the stock cannot cover that, what the stock allows goes in (rounded down to the
// pack) with a warning, and nothing when nothing is left (a warning too: the row is valid, the shelf
// is empty). Unknown codes, withdrawn products and quantities that are not whole numbers from 1 are
// errors. A later row of a product already listed is a warning that points at the first one.
import {
  MAX_LINE_QUANTITY,
  type Language,
  type QuickOrderReason,
  type QuickOrderRow,
  type QuickOrderRowResult,
} from '@shop/contract';
import { roundDownQuantity, roundUpQuantity, wholeRule } from '@shop/contract/rules';
import { translate } from '../../kernel/texts/messages';
import type { LineWrite } from '../cart';

/** A row as read: its number, the code as typed and normalised, the quantity as a whole number. */
export interface ParsedRow {
  riga: number;
  typedCode: string;
  /** Capitals; null when it cannot be a catalogue code (it never reaches the database then). */
  code: string | null;
  typedQuantity: string;
  /** A whole number from 1 to the largest line; null otherwise. */
  quantity: number | null;
}

/** What planning needs of a product and of the owner's cart line. */
export interface RowProduct {
  code: string;
  active: boolean;
  /** Units the cart line holds now (0: no line). */
  current: number;
  minQty: number;
  stepQty: number;
  stock: number;
  descriptionIt: string;
  descriptionEn: string;
  um: string;
}

const CODE = /^[A-Za-z0-9._-]{1,32}$/;
/** "12", "12.0", "12,00" (spreadsheets write whole numbers so): a whole number. */
const WHOLE = /^\d{1,9}(?:[.,]0+)?$/;

function quantityOf(value: string | number): number | null {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!WHOLE.test(text)) return null;
  const quantity = Number.parseInt(text, 10);
  return quantity >= 1 && quantity <= MAX_LINE_QUANTITY ? quantity : null;
}

export function parseRows(rows: readonly QuickOrderRow[]): ParsedRow[] {
  return rows.map((row, index) => {
    const typedCode = row.codice.trim();
    return {
      riga: index + 1,
      typedCode,
      code: CODE.test(typedCode) ? typedCode.toUpperCase() : null,
      typedQuantity: String(row.qta).trim(),
      quantity: quantityOf(row.qta),
    };
  });
}

/** The distinct codes worth reading (well-formed ones). */
export function codesOf(rows: readonly ParsedRow[]): string[] {
  return [...new Set(rows.flatMap((row) => (row.code ? [row.code] : [])))];
}

interface ProductPlan {
  product: RowProduct;
  requested: number;
  /** The line's quantity afterwards; equal to product.current when nothing goes in. */
  to: number;
  reason: QuickOrderReason | null;
  firstRow: number;
}

function planProduct(product: RowProduct, requested: number, firstRow: number): ProductPlan {
  const rule = wholeRule({ min: product.minQty, step: product.stepQty });
  const wanted = roundUpQuantity(product.current + requested, rule);
  if (wanted <= product.stock || wanted <= product.current) {
    const reason = wanted === product.current + requested ? null : 'arrotondata';
    return { product, requested, to: wanted, reason, firstRow };
  }
  const possible = roundDownQuantity(product.stock, rule);
  if (possible > product.current) {
    return { product, requested, to: possible, reason: 'disponibilitaParziale', firstRow };
  }
  return { product, requested, to: product.current, reason: 'esaurito', firstRow };
}

const OUTCOME: Record<QuickOrderReason, QuickOrderRowResult['esito']> = {
  codiceSconosciuto: 'errore',
  nonInVendita: 'errore',
  quantitaNonValida: 'errore',
  arrotondata: 'avviso',
  disponibilitaParziale: 'avviso',
  esaurito: 'avviso',
  ripetuta: 'avviso',
};

/**
 * Plans the rows against the products read (by code; a code missing from `products` is unknown):
 * one result per row, and the line writes that put the valid rows into the cart.
 */
export function planRows(
  rows: readonly ParsedRow[],
  products: ReadonlyMap<string, RowProduct>,
  language: Language,
): { results: QuickOrderRowResult[]; writes: LineWrite[] } {
  const plans = new Map<string, ProductPlan>();
  for (const row of rows) {
    const product = row.code ? products.get(row.code) : undefined;
    if (!product?.active || row.quantity === null) continue;
    const seen = plans.get(product.code);
    plans.set(
      product.code,
      planProduct(product, (seen?.requested ?? 0) + row.quantity, seen?.firstRow ?? row.riga),
    );
  }
  const message = (reason: QuickOrderReason, params: Record<string, string | number>) =>
    translate(language, `quickorder.${reason}`, params);

  const results = rows.map((row): QuickOrderRowResult => {
    const product = row.code ? products.get(row.code) : undefined;
    const base = {
      riga: row.riga,
      codice: product?.code ?? row.typedCode,
      qta: row.quantity,
      descrizione: product ? (language === 'en' ? product.descriptionEn : product.descriptionIt) : null,
      um: product?.um ?? null,
      disponibili: product?.stock ?? null,
      nelCarrello: product?.current ?? null,
    };
    const refused = (reason: QuickOrderReason, params: Record<string, string | number>) => ({
      ...base,
      esito: OUTCOME[reason],
      motivo: reason,
      messaggio: message(reason, params),
      qtaCarrello: null,
    });
    if (!product) return refused('codiceSconosciuto', { code: row.typedCode });
    if (!product.active) return refused('nonInVendita', { code: product.code });
    if (row.quantity === null) return refused('quantitaNonValida', { quantity: row.typedQuantity });
    const plan = plans.get(product.code);
    if (!plan) throw new Error('a valid row without its plan');
    const inCart = plan.to > product.current ? plan.to : null;
    if (plan.firstRow !== row.riga) {
      return { ...base, ...refused('ripetuta', { row: plan.firstRow }), qtaCarrello: inCart };
    }
    if (!plan.reason) return { ...base, esito: 'ok', motivo: null, messaggio: null, qtaCarrello: inCart };
    const params = {
      requested: product.current + plan.requested,
      quantity: plan.to,
      min: product.minQty,
      step: product.stepQty,
      available: product.stock,
    };
    return { ...refused(plan.reason, params), qtaCarrello: inCart };
  });

  const writes = [...plans.values()]
    .filter((plan) => plan.to > plan.product.current)
    .map((plan) => ({ code: plan.product.code, from: plan.product.current, to: plan.to }));
  return { results, writes };
}

/** The answer's counts: rows that go in, rows with a warning, rows with an error. */
export function summarize(results: QuickOrderRowResult[]) {
  return {
    righe: results,
    valide: results.filter((row) => row.qtaCarrello !== null).length,
    avvisi: results.filter((row) => row.esito === 'avviso').length,
    errori: results.filter((row) => row.esito === 'errore').length,
  };
}
