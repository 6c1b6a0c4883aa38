// How this device lists products: cards (the default, and what the server renders) or the dense list
// that staff and agents use to enter orders. Remembered in localStorage per device; read after
// hydration (useSyncExternalStore's server snapshot is 'cards'), and followed across tabs.
import { useCallback, useSyncExternalStore } from 'react';
import { LISTING_VIEW_KEY } from '../../../lib/storage-keys';

export type ListingView = 'cards' | 'list';

const listeners = new Set<() => void>();
/** The choice of this page's life, for a browser whose storage is blocked. */
let chosenHere: ListingView | null = null;

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readListingView(): ListingView {
  let stored: string | null | undefined;
  try {
    stored = storage()?.getItem(LISTING_VIEW_KEY);
  } catch {
    stored = null;
  }
  if (stored === 'list' || stored === 'cards') return stored;
  return chosenHere ?? 'cards';
}

function subscribe(onChange: () => void) {
  listeners.add(onChange);
  const onStorage = (event: StorageEvent) => {
    if (event.key === LISTING_VIEW_KEY) onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

export function useListingView(): [ListingView, (view: ListingView) => void] {
  const view = useSyncExternalStore(subscribe, readListingView, () => 'cards' as const);
  const setView = useCallback((next: ListingView) => {
    chosenHere = next;
    try {
      storage()?.setItem(LISTING_VIEW_KEY, next);
    } catch {
      // Storage blocked: this page remembers it (chosenHere), the next one starts with cards.
    }
    for (const listener of listeners) listener();
  }, []);
  return [view, setView];
}
