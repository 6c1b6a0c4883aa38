// Stock as the shop shows it: available, low (fewer than LOW_STOCK_UNITS or than two minimum orders),
// or sold out (not even one minimum order left).
import type { STOCK_STATES } from '@shop/contract';

export const LOW_STOCK_UNITS = 20;

export function stockState(stock: number, minQty: number): (typeof STOCK_STATES)[number] {
  if (stock < Math.max(1, minQty)) return 'esaurita';
  if (stock < Math.max(LOW_STOCK_UNITS, 2 * minQty)) return 'scarsa';
  return 'disponibile';
}
