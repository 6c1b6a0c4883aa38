// One change at a time for each cart line, so that the server applies them in the order the user
// made them. While a line's change is on its way:
// - a press (−, +, remove) is ignored: a double click counts once;
// - a typed quantity waits and goes next. The user typed it on purpose, so it is never dropped; if
//   they type again before it went, the newer quantity replaces the waiting one.
import type { CartChangeResult } from './useAddToCartMutation';

type Send = () => Promise<CartChangeResult>;

interface Waiting {
  quantity: number;
  send: Send;
  settle: (result: CartChangeResult) => void;
  fail: (error: unknown) => void;
}

export interface LineChangeQueue {
  /** Whether a change of this line is on its way. */
  isBusy(code: string): boolean;
  /** The typed quantity waiting for the line's change on its way, if any. */
  waitingQuantity(code: string): number | undefined;
  /** A press: sent at once, or ignored (`ignored: true`) while the line is busy. */
  press(code: string, send: Send): Promise<CartChangeResult>;
  /**
   * A typed quantity: sent at once, or after the change on its way. A waiting quantity replaced
   * by a newer one settles as ignored.
   */
  type(code: string, quantity: number, send: Send): Promise<CartChangeResult>;
}

const IGNORED: CartChangeResult = { ok: true, ignored: true };

/** `changed` is called whenever a line becomes busy or idle, or its waiting quantity changes. */
export function createLineChangeQueue(changed: () => void = () => {}): LineChangeQueue {
  const busy = new Set<string>();
  const waiting = new Map<string, Waiting>();

  const start = (code: string, send: Send): Promise<CartChangeResult> => {
    busy.add(code);
    changed();
    let done: Promise<CartChangeResult>;
    try {
      done = send();
    } catch (error) {
      done = Promise.reject(error);
    }
    const next = () => {
      const queued = waiting.get(code);
      if (queued) {
        waiting.delete(code);
        void start(code, queued.send).then(queued.settle, queued.fail);
      } else {
        busy.delete(code);
        changed();
      }
    };
    done.then(next, next);
    return done;
  };

  return {
    isBusy: (code) => busy.has(code),
    waitingQuantity: (code) => waiting.get(code)?.quantity,
    press: (code, send) => (busy.has(code) ? Promise.resolve(IGNORED) : start(code, send)),
    type(code, quantity, send) {
      if (!busy.has(code)) return start(code, send);
      return new Promise((settle, fail) => {
        waiting.get(code)?.settle(IGNORED);
        waiting.set(code, { quantity, send, settle, fail });
        changed();
      });
    },
  };
}
