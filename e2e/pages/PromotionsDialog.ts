// Page object for the promotions dialog, opened from the left menu (in the drawer below 992 px).
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { ShopPage } from './ShopPage';

// Dialog code loads on first use: on a busy machine that can take a while.
const expect = baseExpect.configure({ timeout: 30_000 });

export class PromotionsDialog {
  constructor(readonly page: Page) {}

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: /le tue promozioni|your promotions/i });
  }

  async open(): Promise<void> {
    const menu = await new ShopPage(this.page).sideMenu();
    await menu.getByRole('button', { name: /scopri le promozioni|see the promotions/i }).click();
    await expect(this.dialog).toBeVisible();
  }

  get titles(): Locator {
    return this.dialog.getByRole('navigation', { name: /promozioni|promotions/i }).getByRole('button');
  }

  get shown(): Locator {
    return this.dialog.getByRole('region');
  }
}
