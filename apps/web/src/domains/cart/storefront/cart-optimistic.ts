// Builds the cart a change will most likely give, so the header count, the dropdown and the page
// move at once; the gateway's answer replaces it a moment later, or the change rolls back.
import type { StockState } from '../../../gql/graphql';
import { roundUp, type ProductQuantities } from './quantity';
import type { LineImageRef } from './LineImage';
import type { CartData } from '../common/cart-documents';

export type { CartData };
export type CartLineData = CartData['lines'][number];

/** What the cart needs of a product to show a new line before the server answers. */
export interface ProductForLine extends ProductQuantities {
  code: string;
  description: string;
  unit: string;
  packSize: number;
  image: LineImageRef | null;
  stock: StockState;
  price: {
    listPrice: number | null;
    netPrice: number | null;
    discounts: string;
    discountSteps: readonly number[];
    promotionCode: string | null;
    freeQuantity: { every: number; free: number } | null;
    decimals: number;
  };
}

/** Half-up rounding to `decimals`, as the API rounds amounts. */
export function roundAmount(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.sign(value) * (Math.round(Math.abs(value) * factor + 1e-9) / factor);
}

export function emptyCart(decimals: number): CartData {
  return {
    __typename: 'Cart',
    id: 'Cart:current',
    notice: null,
    lines: [],
    summary: {
      __typename: 'CartSummary',
      total: 0,
      units: 0,
      lineCount: 0,
      subtotal: 0,
      headerPromotionCode: null,
      headerDiscount: null,
      decimals,
    },
  };
}

function freeUnits(quantity: number, rule: { every: number; free: number } | null): number {
  return rule && rule.every > 0 ? Math.floor(quantity / rule.every) * rule.free : 0;
}

function lineWithQuantity(line: CartLineData, quantity: number, decimals: number): CartLineData {
  const net = line.price.netPrice;
  return {
    ...line,
    quantity,
    freeQuantity: freeUnits(quantity, line.price.freeQuantity),
    total: net === null ? null : roundAmount(net * quantity, decimals),
  };
}

function newLine(product: ProductForLine, quantity: number, decimals: number): CartLineData {
  const { price } = product;
  const line: CartLineData = {
    __typename: 'CartLine',
    code: product.code,
    description: product.description,
    quantity,
    freeQuantity: 0,
    unit: product.unit,
    image: product.image ? { __typename: 'Image', ...product.image } : null,
    total: null,
    packSize: product.packSize,
    minQuantity: product.minQuantity,
    quantityStep: product.quantityStep,
    stock: product.stock,
    // Not known before the server answers; nothing reads it for a fresh line.
    available: 0,
    // A new line has no extra discount (staff give one on the cart page afterwards).
    extraDiscount: 0,
    price: {
      __typename: 'LinePrice',
      listPrice: price.listPrice,
      netPrice: price.netPrice,
      discounts: price.discounts,
      discountSteps: [...price.discountSteps],
      promotionCode: price.promotionCode,
      freeQuantity: price.freeQuantity ? { __typename: 'FreeQuantityRule', ...price.freeQuantity } : null,
    },
  };
  return lineWithQuantity(line, quantity, decimals);
}

/** Totals again from the lines; a header discount keeps the share of the subtotal it had. */
function summarize(cart: CartData, lines: CartLineData[]): CartData {
  const { summary } = cart;
  const priced = lines.every((line) => line.total !== null);
  const subtotal = priced ? lines.reduce((sum, line) => sum + (line.total ?? 0), 0) : null;
  const share =
    summary.subtotal && summary.total !== null && summary.subtotal > 0 ? summary.total / summary.subtotal : 1;
  return {
    ...cart,
    notice: null,
    lines,
    summary: {
      ...summary,
      units: lines.reduce((sum, line) => sum + line.quantity, 0),
      lineCount: lines.length,
      subtotal: subtotal === null ? null : roundAmount(subtotal, summary.decimals),
      total: subtotal === null ? null : roundAmount(subtotal * share, summary.decimals),
    },
  };
}

/** The cart after setting a line to `quantity` (already valid; 0 removes the line). */
export function cartWithQuantity(cart: CartData, code: string, quantity: number): CartData {
  const decimals = cart.summary.decimals;
  const lines =
    quantity <= 0
      ? cart.lines.filter((line) => line.code !== code)
      : cart.lines.map((line) => (line.code === code ? lineWithQuantity(line, quantity, decimals) : line));
  return summarize(cart, lines);
}

/** The cart after adding `quantity` of a product: its line grows, or a new line goes last. */
export function cartWithAdded(cart: CartData, product: ProductForLine, quantity: number): CartData {
  const decimals = cart.summary.decimals;
  const existing = cart.lines.find((line) => line.code === product.code);
  const lines = existing
    ? cart.lines.map((line) =>
        line === existing ? lineWithQuantity(line, roundUp(line.quantity + quantity, line), decimals) : line,
      )
    : [...cart.lines, newLine(product, roundUp(quantity, product), decimals)];
  return summarize(cart, lines);
}
