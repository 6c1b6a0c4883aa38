// Page object for the cookie consent dialog.
import { expect, type Locator, type Page } from '@playwright/test';

export class ConsentDialog {
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.dialog = page.getByRole('alertdialog');
  }

  async expectOpen(): Promise<void> {
    await expect(this.dialog).toBeVisible();
  }

  get essentialSwitch(): Locator {
    return this.dialog.getByRole('checkbox', { name: /essenziali|essential/i });
  }

  get analyticsSwitch(): Locator {
    return this.dialog.getByRole('checkbox', { name: /statistici|analytics/i });
  }

  /** Clicks a button and waits for the page reload that follows a saved choice. */
  private async saveWith(name: RegExp): Promise<void> {
    await Promise.all([this.page.waitForEvent('load'), this.dialog.getByRole('button', { name }).click()]);
  }

  acceptAll(): Promise<void> {
    return this.saveWith(/accetta tutti|accept all/i);
  }

  saveSettings(): Promise<void> {
    return this.saveWith(/salva impostazioni|save settings/i);
  }

  async storedConsent(): Promise<{
    categories: { essential: { active: boolean }; analytics: { active: boolean } };
    expiry: number;
  } | null> {
    return this.page.evaluate(() => JSON.parse(localStorage.getItem('cookie-consent') ?? 'null'));
  }
}
