// `test` for specs that start as a visitor who has already made the cookie choice (essential only),
// so the consent dialog does not cover the page; `visitorTest` for consent specs (no stored choice).
// Both wait, after every full page load (goto, reload, back, forward), until the server-rendered
// page is hydrated (the app sets <html data-hydrated>): a click before that would find no handler.
// Pages the test opens itself (new contexts and pages) wait the same way, unless JavaScript is off.
import { test as base, type Browser, type BrowserContext, type Page, type Response } from '@playwright/test';

export const CONSENT_KEY = 'cookie-consent';
const YEAR_MS = 365 * 24 * 3600 * 1000;

/** A stored consent as the shop writes it (apps/web/src/domains/policies/storefront/consent/consent-storage.ts). */
export function consentEntry(analytics: boolean, expiry = Date.now() + YEAR_MS): string {
  return JSON.stringify({
    categories: { essential: { active: true }, analytics: { active: analytics } },
    expiry,
  });
}

/** Waits until the app on the page is hydrated (HTML answers only: a PDF or JSON has no app). */
export async function waitForHydration(page: Page, response: Response | null): Promise<void> {
  const type = response?.headers()['content-type'] ?? 'text/html';
  if (!type.includes('text/html')) return;
  // Pages without the shop's app (GraphiQL) have nothing to hydrate.
  await page.waitForFunction(
    () => !document.getElementById('root') || document.documentElement.dataset.hydrated === 'true',
    null,
    { timeout: 30_000 },
  );
}

function waitingForHydration(page: Page): Page {
  for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
    const original = page[name].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await original(...args);
        await waitForHydration(page, response);
        return response;
      },
    });
  }
  return page;
}

function hydratingPages(context: BrowserContext): BrowserContext {
  const newPage = context.newPage.bind(context);
  return Object.assign(context, { newPage: async () => waitingForHydration(await newPage()) });
}

export const visitorTest = base.extend<object, { browser: Browser }>({
  page: async ({ page }, use) => {
    await use(waitingForHydration(page));
  },
  context: async ({ context }, use) => {
    await use(hydratingPages(context));
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      Object.assign(browser, {
        newContext: async (options?: Parameters<Browser['newContext']>[0]) => {
          const context = await newContext(options);
          return options?.javaScriptEnabled === false ? context : hydratingPages(context);
        },
      });
      await use(browser);
    },
    { scope: 'worker' },
  ],
});

export const test = visitorTest.extend({
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
