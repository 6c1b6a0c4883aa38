import { describe, expect, it } from 'vitest';
import { money } from '../../kernel/money';
import { headerDiscountShare, invoiceTotals, lineAmount } from './document-amounts';

const text = (value: { toFixed(n: number): string }) => value.toFixed(2);

describe('lineAmount', () => {
  it('rounds net price × quantity half-up to the cent', () => {
    expect(text(lineAmount('0.0125', 3))).toBe('0.04');
    expect(text(lineAmount('14.39', 12))).toBe('172.68');
  });
});

describe('headerDiscountShare', () => {
  it('is proportional to the value shipped, and the last shipment takes the rest', () => {
    const order = { orderDiscount: '30.00', orderSubtotal: '1000.00' };
    const first = headerDiscountShare({
      ...order,
      shipped: '333.33',
      earlierShares: 0,
      completesOrder: false,
    });
    expect(text(first)).toBe('10.00');
    const last = headerDiscountShare({
      ...order,
      shipped: '666.67',
      earlierShares: first,
      completesOrder: true,
    });
    expect(text(last)).toBe('20.00');
    expect(text(first.plus(last))).toBe('30.00');
  });

  it('is nothing for an order without a header promotion', () => {
    const share = headerDiscountShare({
      orderDiscount: 0,
      orderSubtotal: '100',
      shipped: '50',
      earlierShares: 0,
      completesOrder: false,
    });
    expect(share.isZero()).toBe(true);
  });
});

describe('invoiceTotals', () => {
  it('sums per VAT rate and computes the VAT of each', () => {
    const totals = invoiceTotals([
      { amount: '100.00', vatRate: 22 },
      { amount: '50.00', vatRate: 10 },
      { amount: '10.01', vatRate: 22 },
    ]);
    expect(totals.byRate.map((r) => [r.rate, text(r.taxable), text(r.vat)])).toEqual([
      [22, '110.01', '24.20'],
      [10, '50.00', '5.00'],
    ]);
    expect([text(totals.goods), text(totals.taxable), text(totals.vat), text(totals.total)]).toEqual([
      '160.01',
      '160.01',
      '29.20',
      '189.21',
    ]);
  });

  it('splits a header discount over the rates, the largest group taking the remainder', () => {
    const totals = invoiceTotals(
      [
        { amount: '200.00', vatRate: 22 },
        { amount: '100.00', vatRate: 4 },
      ],
      money('10.00'),
    );
    expect(totals.byRate.map((r) => [r.rate, text(r.taxable)])).toEqual([
      [22, '193.33'],
      [4, '96.67'],
    ]);
    expect(text(totals.taxable)).toBe('290.00');
    expect(text(totals.headerDiscount)).toBe('10.00');
  });
});
