import { describe, expect, it } from 'vitest';
import { cartChanges, type SeenLine } from './cart-changes';

const line = (code: string, netPrice: number, quantity = 2, available = 100): SeenLine => ({
  code,
  description: `Product ${code}`,
  quantity,
  netPrice,
  total: netPrice * quantity,
  available,
});

describe('cart changes', () => {
  it('finds nothing when the cart is the same', () => {
    expect(cartChanges([line('A', 1.5)], [line('A', 1.5)])).toEqual([]);
  });

  it('lists price, quantity, removed, added and short-of-stock lines', () => {
    const before = [line('A', 1.5), line('B', 3), line('C', 2)];
    const after = [line('A', 1.75), line('B', 3, 4), line('D', 5, 1), line('E', 1, 10, 4)];
    expect(cartChanges(before, after)).toEqual([
      { kind: 'price', code: 'A', description: 'Product A', before: 1.5, after: 1.75 },
      { kind: 'quantity', code: 'B', description: 'Product B', before: 2, after: 4 },
      { kind: 'removed', code: 'C', description: 'Product C' },
      { kind: 'added', code: 'D', description: 'Product D', quantity: 1 },
      { kind: 'added', code: 'E', description: 'Product E', quantity: 10 },
      { kind: 'stock', code: 'E', description: 'Product E', quantity: 10, available: 4 },
    ]);
  });
});
