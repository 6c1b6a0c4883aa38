// False in the server render and in the browser's hydrating render (which must repeat the server's
// HTML), true from the render right after: for what only the browser can know (its stored choices).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
