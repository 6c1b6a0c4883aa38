// The cart page's changes to its lines, one at a time for each line (lib/change-queue.ts): −, +
// and remove while a change is on its way are ignored, a typed quantity waits and goes next.
// Quantity 0 removes the line.
import { useCallback, useMemo, useState } from 'react';
import { createChangeQueue } from '../../lib/change-queue';
import type { CartChangeResult } from './useAddToCartMutation';
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

/** A press while the line was busy, or a typed quantity replaced by a newer one before it went. */
const IGNORED: CartChangeResult = { ok: true, ignored: true };

export function useCartLineChanges(): CartLineChanges {
  const setQuantity = useSetCartQuantityMutation();
  const remove = useRemoveFromCartMutation();
  // A new state on every change of the queue re-renders the page with the lines' busy state.
  const [, setVersion] = useState(0);
  const [queue] = useState(() => createChangeQueue<CartChangeResult, number>(() => setVersion((v) => v + 1)));

  const send = useCallback(
    (code: string, quantity: number) => () => (quantity === 0 ? remove(code) : setQuantity(code, quantity)),
    [remove, setQuantity],
  );
  return useMemo(
    () => ({
      press: async (code, quantity) => (await queue.press(code, send(code, quantity))) ?? IGNORED,
      type: async (code, quantity) => (await queue.latest(code, quantity, send(code, quantity))) ?? IGNORED,
      isBusy: (code) => queue.isBusy(code),
      waitingQuantity: (code) => queue.waiting(code),
    }),
    [queue, send],
  );
}
