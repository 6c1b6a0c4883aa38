import { describe, expect, it } from 'vitest';
import { DiscountChainError, MAX_CHAIN_STEPS, parseDiscountChain, totalDiscountPct } from './discount-chain';

describe('parseDiscountChain', () => {
  it.each([
    ['20+10', '0.72', '28', '20+10'],
    ['50+5+2', '0.4655', '53.45', '50+5+2'],
    ['10', '0.9', '10', '10'],
    [' 20 + 10 ', '0.72', '28', '20+10'],
    ['12,5+3', '0.84875', '15.125', '12.5+3'],
    ['12.50+0+3', '0.84875', '15.125', '12.5+3'],
    ['99.9999', '0.000001', '99.9999', '99.9999'],
  ])('"%s" leaves %s of the price (%s %% off), shown as "%s"', (text, factor, pct, label) => {
    const chain = parseDiscountChain(text);
    expect(chain.factor.toString()).toBe(factor);
    expect(totalDiscountPct(chain).toString()).toBe(pct);
    expect(chain.label).toBe(label);
  });

  it.each(['', '   ', null, undefined, '0', '0+0'])('reads %j as no discount', (text) => {
    const chain = parseDiscountChain(text);
    expect(chain.factor.toString()).toBe('1');
    expect(chain.label).toBe('');
    expect(chain.steps).toEqual([]);
  });

  it.each([
    '100',
    '20+',
    '+10',
    '20++10',
    'abc',
    '-5',
    '20-10',
    '1e2',
    '20%',
    '12.34567',
    '0x10',
    "20'; drop",
  ])('refuses "%s"', (text) => {
    expect(() => parseDiscountChain(text)).toThrow(DiscountChainError);
  });

  it(`refuses more than ${MAX_CHAIN_STEPS} steps`, () => {
    expect(parseDiscountChain(Array(MAX_CHAIN_STEPS).fill('1').join('+')).steps).toHaveLength(
      MAX_CHAIN_STEPS,
    );
    expect(() =>
      parseDiscountChain(
        Array(MAX_CHAIN_STEPS + 1)
          .fill('1')
          .join('+'),
      ),
    ).toThrow(DiscountChainError);
  });

  it('is not the sum of the steps: 20+10 is 28 % off, not 30 %', () => {
    expect(totalDiscountPct(parseDiscountChain('20+10')).toString()).not.toBe('30');
  });
});
