// The consent state, readable from one place. A future analytics loader checks
// `useCookieConsent().analyticsAllowed` (or `analyticsAllowed()` from consent-storage outside
// React) and loads nothing while it is false: no analytics before consent (spec §4).
import { createContext, useContext } from 'react';
import type { CookieConsent } from './consent-storage';

export interface CookieConsentState {
  /** The stored, unexpired choice, or null while the visitor has not chosen. */
  consent: CookieConsent | null;
  analyticsAllowed: boolean;
  /** Opens the dialog again (the footer's cookie-preferences link). */
  openPreferences: () => void;
}

export const CookieConsentContext = createContext<CookieConsentState | null>(null);

export function useCookieConsent(): CookieConsentState {
  const state = useContext(CookieConsentContext);
  if (!state) throw new Error('useCookieConsent needs a CookieConsentProvider above it');
  return state;
}
