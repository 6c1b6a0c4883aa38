// The visitor's cookie choice (spec §3 "Cookie settings", §4, §9), kept in localStorage under
// `cookie-consent` as JSON:
//   { "categories": { "essential": { "active": true }, "analytics": { "active": false } },
//     "expiry": 1767225600000 }   // epoch milliseconds, one year after the choice
// An entry that is expired, malformed or unreadable counts as no choice: it is removed and the
// dialog shows again.
export const CONSENT_KEY = 'cookie-consent';

export interface CookieConsent {
  categories: {
    /** Needed for the shop to work (session, cart, language, this choice): always active. */
    essential: { active: true };
    /** Usage statistics: only with the visitor's consent. */
    analytics: { active: boolean };
  };
  /** When the choice expires, in epoch milliseconds. */
  expiry: number;
}

/** One year after `now`, on the same calendar day (spec §9: consent valid 1 year). */
export function oneYearAfter(now: Date): number {
  const expiry = new Date(now.getTime());
  expiry.setFullYear(expiry.getFullYear() + 1);
  return expiry.getTime();
}

export function makeConsent(analytics: boolean, now: Date = new Date()): CookieConsent {
  return {
    categories: { essential: { active: true }, analytics: { active: analytics } },
    expiry: oneYearAfter(now),
  };
}

function isConsent(value: unknown): value is CookieConsent {
  if (typeof value !== 'object' || value === null) return false;
  const { categories, expiry } = value as Partial<CookieConsent>;
  return (
    typeof expiry === 'number' &&
    Number.isFinite(expiry) &&
    categories?.essential?.active === true &&
    typeof categories.analytics?.active === 'boolean'
  );
}

function browserStorage(): Storage | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // storage disabled by the browser's privacy settings
  }
}

/**
 * The choice's expiry is also kept in a cookie of the same name: the gateway's server render reads
 * it to know whether to render the dialog (the stored entry above stays the record of the choice).
 */
function writeConsentCookie(expiry: number | null): void {
  if (typeof document === 'undefined') return;
  document.cookie =
    expiry === null
      ? `${CONSENT_KEY}=; path=/; max-age=0; samesite=lax`
      : `${CONSENT_KEY}=${expiry}; path=/; expires=${new Date(expiry).toUTCString()}; samesite=lax`;
}

/** True when the cookie's value is an expiry still ahead of `now` (the server render's test). */
export function consentCookieValid(value: string | undefined, now: Date = new Date()): boolean {
  const expiry = Number(value);
  return Number.isFinite(expiry) && expiry > now.getTime();
}

/** Writes the cookie for a choice stored before the cookie existed (the page's first start). */
export function syncConsentCookie(now: Date = new Date()): void {
  const consent = readConsent(now);
  if (!consent || typeof document === 'undefined') return;
  if (!document.cookie.split('; ').includes(`${CONSENT_KEY}=${consent.expiry}`))
    writeConsentCookie(consent.expiry);
}

/** The stored, unexpired choice, or null; an expired or broken entry is removed. */
export function readConsent(now: Date = new Date(), storage = browserStorage()): CookieConsent | null {
  try {
    const raw = storage?.getItem(CONSENT_KEY);
    if (raw == null) return null;
    let parsed: unknown = null;
    try {
      parsed = JSON.parse(raw);
    } catch {
      // not JSON: treated like an expired entry below
    }
    if (isConsent(parsed) && parsed.expiry > now.getTime()) return parsed;
    storage?.removeItem(CONSENT_KEY);
    writeConsentCookie(null);
  } catch {
    // storage blocked: no choice can be remembered, so the dialog asks again
  }
  return null;
}

export function writeConsent(consent: CookieConsent, storage = browserStorage()): void {
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(consent));
    writeConsentCookie(consent.expiry);
  } catch {
    // quota or privacy mode: the choice holds for this page only
  }
}

/**
 * For code outside React (a future analytics loader): true only with a stored, unexpired consent
 * whose analytics category is active. Inside React use `useCookieConsent().analyticsAllowed`.
 */
export function analyticsAllowed(now: Date = new Date()): boolean {
  return readConsent(now)?.categories.analytics.active === true;
}
