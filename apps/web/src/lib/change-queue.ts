// Changes that reach the server one at a time for each key (a cart line, a wishlist product), so
// that it applies them in the order the user made them. While a key's change is on its way:
// - a `press` is ignored: a double click counts once;
// - a `latest` change waits and goes next. The user asked for it on purpose, so it is never
//   dropped; a newer one for the same key replaces the waiting one.

type Send<R> = () => Promise<R>;

interface Waiting<R, V> {
  value: V;
  send: Send<R>;
  settle: (result: R | undefined) => void;
  fail: (error: unknown) => void;
}

export interface ChangeQueue<R, V> {
  /** Whether a change for this key is on its way. */
  isBusy(key: string): boolean;
  /** The value of the change waiting for the one on its way, if any. */
  waiting(key: string): V | undefined;
  /** Sent at once, or ignored while the key is busy: then it resolves to undefined. */
  press(key: string, send: Send<R>): Promise<R | undefined>;
  /**
   * Sent at once, or after the change on its way. A waiting change replaced by a newer one
   * resolves to undefined.
   */
  latest(key: string, value: V, send: Send<R>): Promise<R | undefined>;
}

/** `changed` is called whenever a key becomes busy or idle, or its waiting change changes. */
export function createChangeQueue<R, V>(changed: () => void = () => {}): ChangeQueue<R, V> {
  const busy = new Set<string>();
  const waiting = new Map<string, Waiting<R, V>>();

  const start = (key: string, send: Send<R>): Promise<R> => {
    busy.add(key);
    changed();
    let done: Promise<R>;
    try {
      done = send();
    } catch (error) {
      done = Promise.reject(error);
    }
    const next = () => {
      const queued = waiting.get(key);
      if (queued) {
        waiting.delete(key);
        void start(key, queued.send).then(queued.settle, queued.fail);
      } else {
        busy.delete(key);
        changed();
      }
    };
    done.then(next, next);
    return done;
  };

  return {
    isBusy: (key) => busy.has(key),
    waiting: (key) => waiting.get(key)?.value,
    press: (key, send) => (busy.has(key) ? Promise.resolve(undefined) : start(key, send)),
    latest(key, value, send) {
      if (!busy.has(key)) return start(key, send);
      return new Promise((settle, fail) => {
        waiting.get(key)?.settle(undefined);
        waiting.set(key, { value, send, settle, fail });
        changed();
      });
    },
  };
}
