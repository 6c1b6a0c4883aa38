// Which layout (desktop or phone) a render without a window assumes: the server's guess from the
// request (app/server/render-page.tsx), repeated by the browser's hydrating render so that both match;
// right after hydration the real media queries take over (lib/useMediaQuery.ts).
import { createContext } from 'react';

export const DesktopHintContext = createContext(true);

/** Phones say so in their user agent (or the Sec-CH-UA-Mobile client hint): the phone layout for them. */
export function guessDesktop(headers: { userAgent?: string; mobileHint?: string }): boolean {
  if (headers.mobileHint === '?1') return false;
  if (headers.mobileHint === '?0') return true;
  return !/Mobi|iPhone|iPod|Android.*Mobile|Opera Mini/i.test(headers.userAgent ?? '');
}
