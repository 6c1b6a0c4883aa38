import { describe, expect, it } from 'vitest';
import {
  cartWithAdded,
  cartWithQuantity,
  emptyCart,
  roundAmount,
  type ProductForLine,
} from './cart-optimistic';

const product = (
  code: string,
  netPrice: number | null,
  overrides: Partial<ProductForLine> = {},
): ProductForLine => ({
  code,
  description: `Product ${code}`,
  unit: 'CF',
  packSize: 6,
  minQuantity: 1,
  quantityStep: 1,
  image: null,
  stock: 'AVAILABLE',
  price: {
    listPrice: netPrice === null ? null : 10,
    netPrice,
    discounts: '20+10',
    discountSteps: [20, 10],
    promotionCode: null,
    freeQuantity: null,
    decimals: 2,
  },
  ...overrides,
});

describe('optimistic cart', () => {
  it('appends a new line priced from the product and totals the cart', () => {
    const cart = cartWithAdded(emptyCart(2), product('AL1', 7.2), 3);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ code: 'AL1', quantity: 3, total: 21.6, unit: 'CF' });
    expect(cart.summary).toMatchObject({ units: 3, lineCount: 1, subtotal: 21.6, total: 21.6 });
  });

  it('grows an existing line instead of adding a second one, rounded to the step', () => {
    const rule = { minQuantity: 6, quantityStep: 6 };
    let cart = cartWithAdded(emptyCart(2), product('AL1', 1.05, rule), 6);
    cart = cartWithAdded(cart, product('AL1', 1.05, rule), 4);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({ quantity: 12, total: 12.6 });
  });

  it('counts gift units from the line’s rule', () => {
    const gift = product('AL1', 2, {
      price: { ...product('AL1', 2).price, freeQuantity: { every: 10, free: 1 } },
    });
    const cart = cartWithAdded(emptyCart(2), gift, 25);
    expect(cart.lines[0]).toMatchObject({ freeQuantity: 2, total: 50 });
    expect(cart.summary.units).toBe(25);
  });

  it('sets and removes lines, keeping a header discount’s share of the subtotal', () => {
    let cart = cartWithAdded(emptyCart(2), product('AL1', 10), 2);
    cart = cartWithAdded(cart, product('AL2', 5), 4);
    cart = { ...cart, summary: { ...cart.summary, total: 36, subtotal: 40 } };
    const set = cartWithQuantity(cart, 'AL2', 8);
    expect(set.summary).toMatchObject({ subtotal: 60, total: 54, units: 10, lineCount: 2 });
    const removed = cartWithQuantity(cart, 'AL1', 0);
    expect(removed.lines.map((line) => line.code)).toEqual(['AL2']);
    expect(removed.summary).toMatchObject({ subtotal: 20, total: 18, units: 4, lineCount: 1 });
  });

  it('leaves amounts null when prices are hidden', () => {
    const cart = cartWithAdded(emptyCart(2), product('AL1', null), 1);
    expect(cart.lines[0]?.total).toBeNull();
    expect(cart.summary).toMatchObject({ subtotal: null, total: null, units: 1 });
  });

  it('rounds half up like the API', () => {
    expect(roundAmount(1.005, 2)).toBe(1.01);
    expect(roundAmount(2.675, 2)).toBe(2.68);
    expect(roundAmount(7.2 * 3, 2)).toBe(21.6);
    expect(roundAmount(12.5, 0)).toBe(13);
  });
});
