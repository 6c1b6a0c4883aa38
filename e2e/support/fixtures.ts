// `test` for specs that start as a visitor who has already made the cookie choice (essential only),
// so the consent dialog does not cover the page. Consent specs use @playwright/test's own `test`.
import { test as base } from '@playwright/test';

export const CONSENT_KEY = 'cookie-consent';
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A stored consent as the shop writes it (apps/web/src/features/consent/consent-storage.ts). */
export function consentEntry(analytics: boolean, expiry = Date.now() + YEAR_MS): string {
  return JSON.stringify({
    categories: { essential: { active: true }, analytics: { active: analytics } },
    expiry,
  });
}

export const test = base.extend({
  context: async ({ context }, use) => {
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [CONSENT_KEY, consentEntry(false)] as const,
    );
    await use(context);
  },
});

export { expect } from '@playwright/test';
