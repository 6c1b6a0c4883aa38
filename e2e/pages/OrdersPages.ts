// Page objects for the staff's order screens: the order grid (/orders) with its filters, and an
// order's record (/orders/:year/:seq) with its actions, ship dialog and documents.
import { expect, type Locator, type Page } from '@playwright/test';

export class OrderGrid {
  constructor(readonly page: Page) {}

  async open(path = '/orders'): Promise<void> {
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

  get statusFilter(): Locator {
    return this.page.getByRole('combobox', { name: 'Stato', exact: true });
  }

  /** Waits until no skeleton or loading row is on show. */
  async settled(): Promise<void> {
    await expect(this.page.getByRole('status').filter({ hasText: /caricamento|loading/i })).toHaveCount(0);
    await expect(this.grid.locator('tbody tr[aria-hidden="true"]')).toHaveCount(0);
  }

  row(number: string): Locator {
    return this.grid.locator('tbody tr').filter({ hasText: number });
  }

  /** The status badges of the rows on screen. */
  statuses(): Locator {
    return this.grid.getByTestId('order-status');
  }
}

export class OrderRecord {
  constructor(readonly page: Page) {}

  async open(number: string): Promise<void> {
    await this.page.goto(`/orders/${number}`);
    await expect(this.heading).toHaveText(`Ordine ${number}`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get actions(): Locator {
    return this.page.getByRole('group', { name: 'Azioni sull’ordine' });
  }

  action(name: string): Locator {
    return this.actions.getByRole('button', { name, exact: true });
  }

  /** The status badge of the order's header. */
  get status(): Locator {
    return this.page.getByTestId('section-order-summary').getByTestId('order-status');
  }

  get outcome(): Locator {
    return this.page.getByTestId('order-outcome');
  }

  get lines(): Locator {
    return this.page.getByTestId('order-line');
  }

  line(code: string): Locator {
    return this.page.locator(`[data-testid="order-line"][data-code="${code}"]`);
  }

  get documents(): Locator {
    return this.page.getByTestId('section-order-documents');
  }

  get shipDialog(): Locator {
    return this.page.getByTestId('ship-dialog');
  }

  get editDialog(): Locator {
    return this.page.getByTestId('edit-lines-dialog');
  }

  editQuantity(code: string): Locator {
    return this.editDialog.getByLabel(`Quantità ${code}`, { exact: true });
  }

  shipQuantity(code: string): Locator {
    return this.shipDialog.getByLabel(new RegExp(`^${code} da spedire`));
  }

  async noHorizontalScroll(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1);
  }
}
