// Whether a CSS media query matches now, following changes. Parts that only one screen size shows
// (the desktop sidebar and menu bar) are not rendered at all on the other, instead of being rendered
// and hidden with CSS: on a phone that saved most of the first render's work (the 260-node
// category tree). No SSR here, so the first render already knows the answer (no flash).
import { useCallback, useSyncExternalStore } from 'react';
import { breakpoints } from '@shop/ui';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches);
}

/** The desktop layout (spec §9: mobile below 992 px), the `lg` breakpoint of the shop's system. */
export const DESKTOP_QUERY = `(min-width: ${breakpoints.lg})`;

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY);
}
