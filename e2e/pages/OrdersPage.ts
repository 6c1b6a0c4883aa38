// Page object for the order history (/account/orders) and an order's detail.
import { expect, type Locator, type Page } from '@playwright/test';

export class OrdersPage {
  constructor(readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/account/orders${query}`);
    await expect(this.page.getByRole('heading', { level: 1, name: /i miei ordini|my orders/i })).toBeVisible({
      timeout: 30_000,
    });
    await expect(this.count).toBeVisible({ timeout: 30_000 });
  }

  get count(): Locator {
    return this.page.getByTestId('order-count');
  }

  get list(): Locator {
    return this.page.getByTestId('order-list');
  }

  orderLinks(): Locator {
    return this.list.getByRole('link');
  }

  async filter(values: { from?: string; to?: string; status?: string }): Promise<void> {
    if (values.from !== undefined) await this.page.getByLabel(/^(dal|from)$/i).fill(values.from);
    if (values.to !== undefined) await this.page.getByLabel(/^(al|to)$/i).fill(values.to);
    if (values.status !== undefined)
      await this.page.getByLabel(/^(stato|status)$/i).selectOption(values.status);
    await this.page.getByRole('button', { name: /^(applica|apply)$/i }).click();
  }
}

/** YYYY-MM-DD `days` days before today (UTC, safe for filters far from the boundary). */
export function daysAgo(days: number): string {
  const at = new Date();
  at.setUTCDate(at.getUTCDate() - days);
  return at.toISOString().slice(0, 10);
}
