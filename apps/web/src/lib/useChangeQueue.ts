// A change queue (change-queue.ts) held by a component, which renders again whenever one of its
// keys becomes busy or idle, so that buttons and fields show it.
import { useState } from 'react';
import { createChangeQueue, type ChangeQueue } from './change-queue';

export function useChangeQueue<R, V = never>(): ChangeQueue<R, V> {
  const [, setVersion] = useState(0);
  const [queue] = useState(() => createChangeQueue<R, V>(() => setVersion((v) => v + 1)));
  return queue;
}
