// Page object for the advanced filter dialog, opened by the button beside the search box.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// Dialog code loads on first use: on a busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

export class FilterDialog {
  constructor(readonly page: Page) {}

  get openButton(): Locator {
    return this.page.getByRole('button', { name: /^(filtri|filters): /i });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /ricerca avanzata|advanced search/i });
  }

  async open(): Promise<void> {
    await this.openButton.click();
    await expect(this.dialog).toBeVisible();
    // The options have loaded when the category select is there.
    await expect(this.select('Categoria')).toBeVisible();
  }

  get text(): Locator {
    return this.dialog.getByLabel(/descrizione o codice|description or code/i);
  }

  /** A select of the dialog by its label (its trigger is a combobox). */
  select(label: string): Locator {
    return this.dialog.getByRole('combobox', { name: label, exact: true });
  }

  async choose(label: string, option: string | RegExp): Promise<void> {
    await this.select(label).click();
    const listbox = this.page.getByRole('listbox', { name: label, exact: true });
    await listbox.getByRole('option', { name: option }).first().click();
    await expect(this.select(label)).toContainText(typeof option === 'string' ? option : /./);
  }

  /** The option labels of a select. */
  async optionsOf(label: string): Promise<string[]> {
    await this.select(label).click();
    const listbox = this.page.getByRole('listbox', { name: label, exact: true });
    await expect(listbox.getByRole('option').first()).toBeVisible();
    const names = (await listbox.getByRole('option').allTextContents()).map((t) => t.trim());
    await this.page.keyboard.press('Escape');
    return names;
  }

  get search(): Locator {
    return this.dialog.getByRole('button', { name: /^(cerca|search)$/i });
  }

  get reset(): Locator {
    return this.dialog.getByRole('button', { name: /^(azzera|reset)$/i });
  }

  /** Opens a branch of the quick-choice tree (Categorie, Tipi, Marchi, Promozioni). */
  async openBranch(name: string): Promise<void> {
    const branch = this.dialog.getByRole('button', { name, exact: true });
    if ((await branch.getAttribute('aria-expanded')) !== 'true') await branch.click();
  }

  treeItem(name: string | RegExp): Locator {
    return this.dialog.locator('button[data-kind]').filter({ hasText: name }).first();
  }
}

/** The query parameters of the page's URL, as an object. */
export function queryOf(page: Page): Record<string, string> {
  return Object.fromEntries(new URL(page.url()).searchParams.entries());
}
