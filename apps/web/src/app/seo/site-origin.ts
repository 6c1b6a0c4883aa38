// The shop's own origin (scheme and host), for the absolute addresses of structured data: the
// request's in the server render, the page's in the browser (the same one).
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string | undefined>(undefined);

export function useSiteOrigin(): string {
  const origin = useContext(SiteOriginContext);
  return origin ?? (typeof window === 'undefined' ? '' : window.location.origin);
}
