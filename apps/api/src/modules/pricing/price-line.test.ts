import { describe, expect, it } from 'vitest';
import { NO_DISCOUNT, parseDiscountChain } from './discount-chain';
import { priceLine, unitPrice, type PriceInput } from './price-line';
import type { PromotionRule } from './promotion-rule';

const DAY = '2026-03-15';

function rule(overrides: Partial<PromotionRule> = {}): PromotionRule {
  return {
    code: 'PROMO1',
    validFrom: '2026-03-01',
    validTo: '2026-03-31',
    priceLists: [],
    clientCodes: [],
    netPrice: null,
    extraDiscountPct: null,
    giftEvery: null,
    giftQty: null,
    ...overrides,
  };
}

function input(overrides: Partial<PriceInput> = {}): PriceInput {
  return {
    listPrice: '10.00',
    priceList: 'p1b2b',
    clientCode: null,
    chain: NO_DISCOUNT,
    promotions: [],
    day: DAY,
    decimals: 2,
    ...overrides,
  };
}

const shown = (line: { listPrice: { toString(): string }; netPrice: { toString(): string } }) => [
  line.listPrice.toString(),
  line.netPrice.toString(),
];

describe('unitPrice', () => {
  it('is the list price when there is no chain and no promotion', () => {
    const price = unitPrice(input());
    expect(shown(price)).toEqual(['10', '10']);
    expect(price.discounts).toBe('');
    expect(price.promotion).toBeNull();
  });

  it('applies the chain in sequence: 20+10 on 10.00 is 7.20', () => {
    const price = unitPrice(input({ chain: parseDiscountChain('20+10') }));
    expect(shown(price)).toEqual(['10', '7.2']);
    expect(price.discounts).toBe('20+10');
  });

  it('rounds the net price half-up at 0, 2 and 3 decimals', () => {
    // 7.995 × 0.72 = 5.7564
    const chain = parseDiscountChain('20+10');
    expect(unitPrice(input({ listPrice: '7.995', chain, decimals: 0 })).netPrice.toString()).toBe('6');
    expect(unitPrice(input({ listPrice: '7.995', chain, decimals: 2 })).netPrice.toString()).toBe('5.76');
    expect(unitPrice(input({ listPrice: '7.995', chain, decimals: 3 })).netPrice.toString()).toBe('5.756');
    expect(unitPrice(input({ listPrice: '7.995', decimals: 2 })).listPrice.toString()).toBe('8');
  });

  it('adds an extra-discount promotion on top of the chain', () => {
    const price = unitPrice(
      input({ chain: parseDiscountChain('20+10'), promotions: [rule({ extraDiscountPct: '5' })] }),
    );
    expect(price.netPrice.toString()).toBe('6.84');
    expect(price.discounts).toBe('20+10+5');
    expect(price.promotion?.code).toBe('PROMO1');
  });

  it('replaces list price and chain with a net-price promotion', () => {
    const price = unitPrice(
      input({ chain: parseDiscountChain('10'), promotions: [rule({ netPrice: '6.5' })] }),
    );
    expect(shown(price)).toEqual(['10', '6.5']);
    expect(price.discounts).toBe('');
  });

  it('ignores a net price above what the client pays anyway', () => {
    const price = unitPrice(
      input({ chain: parseDiscountChain('50'), promotions: [rule({ netPrice: '6' })] }),
    );
    expect(price.netPrice.toString()).toBe('5');
    expect(price.promotion).toBeNull();
  });

  it('ignores expired and future promotions, and counts the first and last day', () => {
    const expired = rule({ code: 'OLD', validFrom: '2026-01-01', validTo: '2026-03-14', netPrice: '1' });
    const future = rule({ code: 'NEW', validFrom: '2026-03-16', validTo: '2026-12-31', netPrice: '1' });
    expect(unitPrice(input({ promotions: [expired, future] })).netPrice.toString()).toBe('10');
    expect(unitPrice(input({ promotions: [expired], day: '2026-03-14' })).netPrice.toString()).toBe('1');
    expect(unitPrice(input({ promotions: [future], day: '2026-03-16' })).netPrice.toString()).toBe('1');
  });

  it('applies a promotion only to its price lists', () => {
    const promotions = [rule({ priceLists: ['p2', 'p3'], netPrice: '5' })];
    expect(unitPrice(input({ promotions, priceList: 'p1b2b' })).netPrice.toString()).toBe('10');
    expect(unitPrice(input({ promotions, priceList: 'p2' })).netPrice.toString()).toBe('5');
  });

  it('picks the cheapest of several promotions in force', () => {
    const promotions = [
      rule({ code: 'A', extraDiscountPct: '10' }),
      rule({ code: 'B', netPrice: '8.50' }),
      rule({ code: 'C', extraDiscountPct: '20' }),
    ];
    const price = unitPrice(input({ promotions }));
    expect(price.promotion?.code).toBe('C');
    expect(price.netPrice.toString()).toBe('8');
  });

  it('at an equal price prefers the promotion with a gift', () => {
    const promotions = [
      rule({ code: 'A', netPrice: '8' }),
      rule({ code: 'B', netPrice: '8', giftEvery: 10, giftQty: 1 }),
    ];
    expect(unitPrice(input({ promotions })).promotion?.code).toBe('B');
  });

  it('keeps a zero list price at zero', () => {
    expect(unitPrice(input({ listPrice: '0', chain: parseDiscountChain('20+10') })).netPrice.toString()).toBe(
      '0',
    );
  });
});

describe('unitPrice with an extra line discount (staff ordering for a client)', () => {
  it('applies it after the chain and shows it as one more step: 10.00 less 20+10+5 is 6.84', () => {
    const price = unitPrice(input({ chain: parseDiscountChain('20+10'), extraDiscount: '5' }));
    expect(price.netPrice.toString()).toBe('6.84');
    expect(price.discounts).toBe('20+10+5');
    expect(price.extraDiscount.toString()).toBe('5');
  });

  it('applies it after a promotion’s extra discount: 20+10+5 then 10 is 6.156 → 6.16', () => {
    const price = unitPrice(
      input({
        chain: parseDiscountChain('20+10'),
        promotions: [rule({ extraDiscountPct: '5' })],
        extraDiscount: '10',
      }),
    );
    expect(price.discounts).toBe('20+10+5+10');
    expect(price.netPrice.toString()).toBe('6.16');
    expect(price.promotion?.code).toBe('PROMO1');
  });

  it('applies it to a net-price promotion: 6.50 less 12.5 is 5.6875 → 5.69, shown as "12.5"', () => {
    const price = unitPrice(
      input({
        chain: parseDiscountChain('10'),
        promotions: [rule({ netPrice: '6.5' })],
        extraDiscount: '12.50',
      }),
    );
    expect(price.discounts).toBe('12.5');
    expect(price.netPrice.toString()).toBe('5.69');
  });

  it('changes nothing at 0 and keeps the line total equal to the rounded unit price × quantity', () => {
    expect(unitPrice(input({ chain: parseDiscountChain('20'), extraDiscount: 0 })).discounts).toBe('20');
    const line = priceLine(
      input({ listPrice: '3.333', chain: parseDiscountChain('20+10'), extraDiscount: '7' }),
      7,
    );
    // 3.333 × 0.72 × 0.93 = 2.23177… → 2.23; × 7 = 15.61
    expect(line.netPrice.toString()).toBe('2.23');
    expect(line.total.toString()).toBe('15.61');
  });

  it('refuses a discount of 100 % or more, or below 0', () => {
    expect(() => unitPrice(input({ extraDiscount: 100 }))).toThrow(RangeError);
    expect(() => unitPrice(input({ extraDiscount: -1 }))).toThrow(RangeError);
  });
});

describe('priceLine', () => {
  it('gives 1 free every 10: 25 bought → 2 free, paid for 25', () => {
    const line = priceLine(input({ promotions: [rule({ giftEvery: 10, giftQty: 1 })] }), 25);
    expect(line.freeQuantity).toBe(2);
    expect(line.total.toString()).toBe('250');
    expect(line.netPrice.toString()).toBe('10');
  });

  it('gives no gift below the threshold, nor from an expired promotion', () => {
    expect(priceLine(input({ promotions: [rule({ giftEvery: 10, giftQty: 1 })] }), 9).freeQuantity).toBe(0);
    const expired = rule({ validTo: '2026-03-01', giftEvery: 10, giftQty: 3 });
    expect(priceLine(input({ promotions: [expired] }), 100).freeQuantity).toBe(0);
  });

  it('gives several gift units per block: 2 every 6, 13 bought → 4 free', () => {
    expect(priceLine(input({ promotions: [rule({ giftEvery: 6, giftQty: 2 })] }), 13).freeQuantity).toBe(4);
  });

  it('totals the rounded unit price times the quantity, so the line adds up as shown', () => {
    // 3.333 × 0.72 = 2.39976 → 2.40; × 3 = 7.20 (not 3 × 2.39976 = 7.19928 → 7.20 by luck: check 7 units)
    const line = priceLine(input({ listPrice: '3.333', chain: parseDiscountChain('20+10') }), 7);
    expect(line.netPrice.toString()).toBe('2.4');
    expect(line.total.toString()).toBe('16.8');
  });

  it('stays exact for large quantities', () => {
    const line = priceLine(input({ listPrice: '0.0999', chain: parseDiscountChain('20+10') }), 9_999_999);
    expect(line.netPrice.toString()).toBe('0.07');
    expect(line.total.toString()).toBe('699999.93');
  });

  it('refuses a fractional or negative quantity', () => {
    expect(() => priceLine(input(), 1.5)).toThrow(RangeError);
    expect(() => priceLine(input(), -1)).toThrow(RangeError);
  });
});

describe('a promotion aimed at clients', () => {
  const forRossi = rule({ clientCodes: ['C00001'], netPrice: '6.00' });

  it('prices for its clients and for nobody else, not even their price list', () => {
    expect(unitPrice(input({ promotions: [forRossi], clientCode: 'C00001' })).netPrice.toString()).toBe('6');
    expect(unitPrice(input({ promotions: [forRossi], clientCode: 'C00002' })).netPrice.toString()).toBe('10');
    expect(unitPrice(input({ promotions: [forRossi], clientCode: null })).netPrice.toString()).toBe('10');
  });

  it('adds its price lists to its clients', () => {
    const both = rule({ clientCodes: ['C00001'], priceLists: ['p2'], extraDiscountPct: '10' });
    expect(
      unitPrice(input({ promotions: [both], clientCode: 'C00007', priceList: 'p2' })).netPrice.toString(),
    ).toBe('9');
    expect(unitPrice(input({ promotions: [both], clientCode: 'C00007' })).netPrice.toString()).toBe('10');
  });
});
