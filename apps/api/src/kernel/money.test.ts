import { describe, expect, it } from 'vitest';
import { DEFAULT_DECIMALS, money, parseDecimalsSetting, roundMoney, toAmount } from './money';

describe('money', () => {
  it('adds decimals exactly: 0.1 + 0.2 is 0.3', () => {
    expect(money('0.1').plus('0.2').toString()).toBe('0.3');
    expect(money(0.1).plus(0.2).equals(money('0.3'))).toBe(true);
  });

  it.each([
    ['2.345', 2, '2.35'],
    ['2.344999', 2, '2.34'],
    ['1.005', 2, '1.01'],
    ['0.5', 0, '1'],
    ['1.5', 0, '2'],
    ['2.5', 0, '3'],
    ['10.4999', 0, '10'],
    ['1.0005', 3, '1.001'],
    ['1.0004', 3, '1'],
    ['-1.005', 2, '-1.01'],
    ['123456789.125', 2, '123456789.13'],
  ])('rounds %s half-up to %i decimals: %s', (value, decimals, expected) => {
    expect(roundMoney(value, decimals).toString()).toBe(expected);
  });

  it('rounds 1.005 up where binary floating point would not (1.005 is 1.00499… as a double)', () => {
    expect(Math.round(1.005 * 100) / 100).toBe(1);
    expect(toAmount(money('1.005'), 2)).toBe(1.01);
  });

  it('refuses what is not a finite number', () => {
    expect(() => money('abc')).toThrow();
    expect(() => money(Infinity)).toThrow();
  });

  it.each([
    ['0', 0],
    ['2', 2],
    [' 3 ', 3],
    ['4', 4],
    ['5', DEFAULT_DECIMALS],
    ['-1', DEFAULT_DECIMALS],
    ['2.5', DEFAULT_DECIMALS],
    ['', DEFAULT_DECIMALS],
    [undefined, DEFAULT_DECIMALS],
  ])('reads Set_Round %j as %i decimals', (value, decimals) => {
    expect(parseDecimalsSetting(value)).toBe(decimals);
  });
});
