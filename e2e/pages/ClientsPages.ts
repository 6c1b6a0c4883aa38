// Page objects for the client directory (/clients), the client record (/client/:code) and the agents'
// pages (/salesagent): the grid, its search, the record's sections and their forms.
import { expect, type Locator, type Page } from '@playwright/test';

export class ClientDirectory {
  constructor(readonly page: Page) {}

  async open(path = '/clients'): Promise<void> {
    await this.page.goto(path);
    await expect(this.grid).toBeVisible();
    await this.settled();
  }

  get grid(): Locator {
    return this.page.getByRole('grid');
  }

  get search(): Locator {
    return this.page.getByRole('searchbox');
  }

  get empty(): Locator {
    return this.page.getByTestId('grid-empty');
  }

  /** Waits until no skeleton or loading row is on show. */
  async settled(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: /caricamento|loading/i })).toHaveCount(0);
    await expect(this.grid)
      .toHaveAttribute('aria-busy', /false|^$/)
      .catch(() => undefined);
  }

  /** The client codes of the rows on screen (the first column). */
  async codes(): Promise<string[]> {
    await this.settled();
    return this.grid.locator('tbody tr td:first-child').allTextContents();
  }

  row(code: string): Locator {
    return this.grid
      .locator('tbody tr')
      .filter({ has: this.page.locator('td:first-child', { hasText: code }) });
  }

  async searchFor(term: string): Promise<void> {
    await this.search.fill(term);
    await this.search.press('Enter');
    await expect(this.page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(term)}`));
    await this.settled();
  }
}

export class ClientRecord {
  constructor(readonly page: Page) {}

  async open(code: string): Promise<void> {
    await this.page.goto(`/client/${code}`);
    // The record's code and query load on first visit: on a busy machine that takes a while.
    await expect(this.heading).toBeVisible({ timeout: 30_000 });
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get notFound(): Locator {
    return this.page.getByTestId('client-not-found');
  }

  section(name: RegExp | string): Locator {
    return this.page.getByRole('region', { name });
  }

  get audit(): Locator {
    return this.page.getByTestId('audit-log');
  }

  field(scope: Locator, label: RegExp | string): Locator {
    return scope.getByLabel(label);
  }

  save(scope: Locator): Locator {
    return scope.getByRole('button', { name: /^(salva|save)$/i });
  }
}
