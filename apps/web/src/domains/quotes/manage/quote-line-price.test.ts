import { describe, expect, it } from 'vitest';
import { discountText, extraOfNet, lineTotal, netAfterExtra, previewLine } from './quote-line-price';

describe('a quote line priced while typing', () => {
  it('starts from the client price and takes the extra discount off it, rounded as the API', () => {
    // Rossi's coffee: client price 85.19 (list less 20+10); 5 % extra → 80.9305 → 80.93.
    expect(previewLine({ quantity: '3', discount: '5', netPrice: '' }, 85.19, 2)).toEqual({
      clientPrice: 85.19,
      extraDiscount: 5,
      netPrice: 80.93,
      total: 242.79,
    });
    // No extra discount: the client's own price, not the list price.
    expect(previewLine({ quantity: '10', discount: '', netPrice: '' }, 15.83, 2)).toMatchObject({
      netPrice: 15.83,
      total: 158.3,
    });
  });

  it('rounds half away from zero once, with no half cent lost to binary floating point', () => {
    // 6.845 × 0.5 = 3.4225 → 3.42 (2 decimals); 1.15 × 0.9 = 1.035 → 1.04.
    expect(netAfterExtra(6.845, 50, 2)).toBe(3.42);
    expect(netAfterExtra(1.15, 10, 2)).toBe(1.04);
    expect(netAfterExtra(7.2, 8, 2)).toBe(6.62);
    expect(netAfterExtra(7.2, 8, 4)).toBe(6.624);
    expect(lineTotal(0.1, 3, 2)).toBe(0.3);
    expect(lineTotal(6.62, 10, 2)).toBe(66.2);
  });

  it('derives the extra discount of a typed net price and shows it sensibly', () => {
    const line = previewLine({ quantity: '5', discount: '', netPrice: '6,90' }, 7.2, 2);
    expect(line).toMatchObject({ netPrice: 6.9, total: 34.5 });
    expect(line?.extraDiscount).toBe(4.1667);
    expect(extraOfNet(35.5, 20.8163)).toBe(41.3625);
    expect(discountText(41.3627)).toBe('41,36');
    expect(discountText(4.1667, '.')).toBe('4.17');
    expect(discountText(5)).toBe('5');
    expect(discountText(12.5)).toBe('12,5');
  });

  it('waits while a figure is not a number yet', () => {
    expect(previewLine({ quantity: '', discount: '5', netPrice: '' }, 10, 2)).toBeNull();
    expect(previewLine({ quantity: '2', discount: '5,', netPrice: '' }, 10, 2)).toBeNull();
    expect(previewLine({ quantity: '2', discount: '', netPrice: 'x' }, 10, 2)).toBeNull();
  });
});
