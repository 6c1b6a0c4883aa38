// Page object for the storefront shell: header, side menu (in a drawer below 992 px), footer.
import { expect, type Locator, type Page } from '@playwright/test';

export class ShopPage {
  constructor(readonly page: Page) {}

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('main')).toBeVisible();
  }

  get footer(): Locator {
    return this.page.getByRole('contentinfo');
  }

  /** The side menu; on small screens it lives in a drawer that this opens first. */
  async sideMenu(): Promise<Locator> {
    const menuButton = this.page.getByRole('button', { name: /^menu$/i });
    if (await menuButton.isVisible()) await menuButton.click();
    const nav = this.page.getByRole('navigation', { name: /^(Catalogo|Catalogue)$/ });
    await expect(nav).toBeVisible();
    return nav;
  }

  async switchLanguage(to: 'English' | 'Italiano'): Promise<void> {
    await this.page.getByRole('link', { name: to }).click();
  }
}
