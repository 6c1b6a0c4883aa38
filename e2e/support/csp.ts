// Content-Security-Policy violations a page meets, as the browser reports them: `securitypolicyviolation`
// events of the document and "Content Security Policy" messages on the console.
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts watching `page`; the returned function lists what was blocked so far (empty when nothing). */
export async function watchCspViolations(page: Page): Promise<() => Promise<string[]>> {
  const console: string[] = [];
  page.on('console', (message) => {
    if (/content security policy/i.test(message.text())) console.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [...console, ...(await page.evaluate(() => window.__cspViolations ?? []))];
}
