// Whether a CSS media query matches now, following changes. Parts that only one screen size shows
// (the desktop sidebar and menu bar) are not rendered at all on the other, instead of being rendered
// and hidden with CSS: on a phone that saved most of the first render's work (the 260-node
// category tree). A server render and the hydration after it use `serverGuess` (the server's guess
// from the request); the desktop-only parts also hide below lg with CSS, so a wrong guess shifts nothing.
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { breakpoints } from '@shop/ui';
import { DesktopHintContext } from './viewport-hint';

export function useMediaQuery(query: string, serverGuess = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverGuess,
  );
}

/** The desktop layout (spec §9: mobile below 992 px), the `lg` breakpoint of the shop's system. */
export const DESKTOP_QUERY = `(min-width: ${breakpoints.lg})`;

export function useIsDesktop(): boolean {
  return useMediaQuery(DESKTOP_QUERY, useContext(DesktopHintContext));
}
