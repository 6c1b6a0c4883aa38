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

  /**
   * The side menu; below 992 px it lives in a drawer that this opens first. A tap that lands while
   * the page is still switching (e.g. right after a language change) is repeated.
   */
  async sideMenu(): Promise<Locator> {
    // Found also while the open drawer hides the rest of the page from assistive technology.
    const menuButton = this.page.getByRole('button', { name: /^menu$/i, includeHidden: true });
    const nav = this.page.getByRole('navigation', { name: /^(Catalogo|Catalogue)$/ });
    const inDrawer = (this.page.viewportSize()?.width ?? 1280) < 992;
    await expect(async () => {
      if (inDrawer && (await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
      await expect(nav).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    return nav;
  }

  /** The header's language switch (scoped to the header: a brand in the side menu may be "… Italiano"). */
  async switchLanguage(to: 'English' | 'Italiano'): Promise<void> {
    await this.page.getByRole('banner').getByRole('link', { name: to }).click();
  }
}
