// The cart page's changes to its lines, one at a time for each line (lib/change-queue.ts): −, +
// and remove while a change is on its way are ignored, a typed quantity waits and goes next.
// Quantity 0 removes the line.
import { useCallback, useMemo } from 'react';
import { useChangeQueue } from '../../../lib/useChangeQueue';
import type { CartChangeResult } from './cart-errors';
import { IGNORED_CHANGE } from './useAddToCartMutation';
import { useRemoveFromCartMutation } from './useRemoveFromCartMutation';
import { useSetCartQuantityMutation } from './useSetCartQuantityMutation';

export interface CartLineChanges {
  /** −, + or remove pressed: the new quantity (0 removes). */
  press(code: string, quantity: number): Promise<CartChangeResult>;
  /** A typed quantity, already rounded (0 removes). */
  type(code: string, quantity: number): Promise<CartChangeResult>;
  isBusy(code: string): boolean;
  /** The typed quantity waiting for the line's change on its way, to show instead of the line's. */
  waitingQuantity(code: string): number | undefined;
}

export function useCartLineChanges(): CartLineChanges {
  const setQuantity = useSetCartQuantityMutation();
  const remove = useRemoveFromCartMutation();
  const queue = useChangeQueue<CartChangeResult, number>();

  const send = useCallback(
    (code: string, quantity: number) => () => (quantity === 0 ? remove(code) : setQuantity(code, quantity)),
    [remove, setQuantity],
  );
  return useMemo(
    () => ({
      press: async (code, quantity) => (await queue.press(code, send(code, quantity))) ?? IGNORED_CHANGE,
      type: async (code, quantity) =>
        (await queue.latest(code, quantity, send(code, quantity))) ?? IGNORED_CHANGE,
      isBusy: (code) => queue.isBusy(code),
      waitingQuantity: (code) => queue.waiting(code),
    }),
    [queue, send],
  );
}
