// Page object for the reserved area's shared frame: the compact management header, the full-width
// layout's navigation (a column from 992 px, below a drawer opened by the header's "Menu" button),
// the page frame (breadcrumbs, title) and the "not allowed" page.
import { expect, type Locator, type Page } from '@playwright/test';

export class ManagementShell {
  constructor(readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: /^(area riservata|reserved area)$/i });
  }

  /**
   * Below 992 px: the header's button that opens the navigation's drawer. While the drawer is open
   * the rest of the page, the header too, is hidden from assistive technology (and from role
   * locators): look for the drawer then.
   */
  get menuButton(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^menu$/i });
  }

  /** The navigation's drawer (below 992 px), while open. */
  get drawer(): Locator {
    return this.page.getByRole('dialog', { name: /^(area riservata|reserved area)$/i });
  }

  /** Shows the navigation: beside the page as it is from 992 px, in its drawer below. */
  async openNav(): Promise<void> {
    await expect(this.nav.or(this.menuButton).first()).toBeVisible();
    if (await this.menuButton.isVisible()) await this.menuButton.click();
    await expect(this.nav).toBeVisible();
  }

  /** Closes the navigation's drawer, if open (a no-op beside the page). */
  async closeNav(): Promise<void> {
    if (!(await this.drawer.isVisible())) return;
    await this.page.keyboard.press('Escape');
    await expect(this.drawer).toHaveCount(0);
  }

  /** The names of the areas the navigation offers, in order (opening its drawer on a small screen). */
  async areas(): Promise<string[]> {
    await this.openNav();
    return this.nav.getByRole('link').allTextContents();
  }

  currentArea(): Locator {
    return this.nav.locator('a[aria-current]');
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: /^(percorso|breadcrumb)$/i });
  }

  get notAllowed(): Locator {
    return this.page.getByTestId('not-allowed');
  }

  get layout(): Locator {
    return this.page.locator('[data-layout]');
  }

  /**
   * Where the content of the header's logo row starts and where the reserved area's content starts
   * (each container's left edge plus its padding): they line up.
   */
  async leftEdges(): Promise<{ header: number; content: number }> {
    return this.page.evaluate(() => {
      const contentLeft = (element: Element | null | undefined) => {
        if (!element) return -1;
        const style = getComputedStyle(element);
        return element.getBoundingClientRect().left + parseFloat(style.paddingLeft);
      };
      const logoRow = document
        .querySelector('header a[href="/"], header a[href="/en"]')
        ?.closest('.chakra-container');
      return {
        header: contentLeft(logoRow),
        content: contentLeft(document.querySelector('main')?.parentElement),
      };
    });
  }

  /** True when the page is wider than the window (something sticks out sideways). */
  async overflowsSideways(): Promise<boolean> {
    return this.page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth + 1);
  }
}
