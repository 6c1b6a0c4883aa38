import { describe, expect, it } from 'vitest';
import { parseDiscountChain } from './discount-chain';
import { money } from '../../kernel/money';
import { priceLine } from './price-line';
import { totals, type HeaderPromotionRule } from './cart-totals';

const DAY = '2026-03-15';
const line = (listPrice: string, quantity: number, chain = '') =>
  priceLine(
    {
      listPrice,
      priceList: 'p1b2b',
      clientCode: null,
      chain: parseDiscountChain(chain),
      promotions: [],
      day: DAY,
      decimals: 2,
    },
    quantity,
  );

const header = (overrides: Partial<HeaderPromotionRule> = {}): HeaderPromotionRule => ({
  code: 'TESTATA',
  validFrom: '2026-03-01',
  validTo: '2026-03-31',
  priceLists: [],
  clientCodes: [],
  orderDiscountPct: '3',
  minOrderValue: '100',
  ...overrides,
});

describe('totals', () => {
  it('adds line totals to the cent and counts units and lines', () => {
    const lines = [line('0.10', 1), line('0.20', 1), line('19.99', 3, '20+10')];
    const result = totals({ lines, priceList: 'p1b2b', clientCode: null, day: DAY, decimals: 2 });
    // 0.10 + 0.20 + 3 × 14.39 (19.99 × 0.72 = 14.3928)
    expect(result.total.toString()).toBe('43.47');
    expect(result.items).toBe(5);
    expect(result.lines).toBe(3);
    expect(result.headerPromotion).toBeNull();
  });

  it('is zero for an empty cart', () => {
    const result = totals({
      lines: [],
      priceList: 'p1',
      clientCode: null,
      day: DAY,
      decimals: 2,
      headerPromotions: [header({ minOrderValue: null })],
    });
    expect(result.total.equals(money(0))).toBe(true);
    expect(result.items).toBe(0);
  });

  it('applies a header promotion from its minimum order value, rounded', () => {
    const below = totals({
      lines: [line('99.99', 1)],
      priceList: 'p1',
      clientCode: null,
      day: DAY,
      decimals: 2,
      headerPromotions: [header()],
    });
    expect(below.headerPromotion).toBeNull();
    expect(below.total.toString()).toBe('99.99');
    const above = totals({
      lines: [line('33.35', 3)],
      priceList: 'p1',
      clientCode: null,
      day: DAY,
      decimals: 2,
      headerPromotions: [header()],
    });
    // 100.05 × 3 % = 3.0015 → 3.00
    expect(above.headerPromotion).toBe('TESTATA');
    expect(above.headerDiscount.toString()).toBe('3');
    expect(above.total.toString()).toBe('97.05');
  });

  it('ignores an expired header promotion or one for other price lists', () => {
    const lines = [line('500', 1)];
    const expired = header({ validTo: '2026-03-14' });
    const otherList = header({ priceLists: ['p3'] });
    const result = totals({
      lines,
      priceList: 'p1',
      clientCode: null,
      day: DAY,
      decimals: 2,
      headerPromotions: [expired, otherList],
    });
    expect(result.total.toString()).toBe('500');
  });

  it('gives a header promotion aimed at clients to those clients only', () => {
    const lines = [line('500', 1)];
    const forOne = header({ clientCodes: ['C00001'], minOrderValue: null });
    const of = (clientCode: string | null) =>
      totals({ lines, priceList: 'p1', clientCode, day: DAY, decimals: 2, headerPromotions: [forOne] });
    expect(of('C00001').headerPromotion).toBe('TESTATA');
    expect(of('C00002').headerPromotion).toBeNull();
    expect(of(null).headerPromotion).toBeNull();
    // A client listed, or a price list listed: either brings the buyer in.
    const either = header({ clientCodes: ['C00001'], priceLists: ['p1'], minOrderValue: null });
    expect(
      totals({
        lines,
        priceList: 'p1',
        clientCode: 'C00009',
        day: DAY,
        decimals: 2,
        headerPromotions: [either],
      }).headerPromotion,
    ).toBe('TESTATA');
  });
});
