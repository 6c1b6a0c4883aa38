// Page object for the reserved area's shared frame: the full-width layout's navigation (a column
// from 992 px, a scrolling row of links below), the page frame (breadcrumbs, title) and the "not
// allowed" page.
import { expect, type Locator, type Page } from '@playwright/test';

export class ManagementShell {
  constructor(readonly page: Page) {}

  get nav(): Locator {
    return this.page.getByRole('navigation', { name: /^(area riservata|reserved area)$/i });
  }

  /** The names of the areas the navigation offers, in order. */
  async areas(): Promise<string[]> {
    await expect(this.nav).toBeVisible();
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
