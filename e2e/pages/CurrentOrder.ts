// Page objects for ordering for a client: the reserved area's /currentorder page with its "choose a
// client" search, the bar every page shows while ordering for a client, and the cart line's extra
// discount.
import { expect, type Locator, type Page } from '@playwright/test';

export class CurrentOrderPage {
  constructor(readonly page: Page) {}

  async open(path = '/currentorder'): Promise<void> {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: /^(Ordina per un cliente|Order for a client)$/ }),
    ).toBeVisible({
      timeout: 30_000,
    });
  }

  get search(): Locator {
    return this.page.getByRole('searchbox', { name: /cerca per codice|search by code/i });
  }

  get results(): Locator {
    return this.page.getByTestId('client-results');
  }

  result(code: string): Locator {
    return this.results.locator(`button[data-code="${code}"]`);
  }

  /** Searches and starts ordering for the client: the storefront opens with the bar. */
  async choose(term: string, code: string): Promise<void> {
    await this.search.fill(term);
    await this.result(code).click();
    await expect(this.page.getByTestId('current-order-bar')).toContainText(code, { timeout: 20_000 });
  }

  /** The visible "no client found" (the results' live region says it too). */
  get noResults(): Locator {
    return this.page
      .getByTestId('choose-client')
      .locator('p', { hasText: /^(Nessun cliente trovato|No client found)$/ });
  }
}

export class CurrentOrderBar {
  constructor(readonly page: Page) {}

  get bar(): Locator {
    return this.page.getByRole('region', { name: /^(Ordine per un cliente|Order for a client)$/ });
  }

  get client(): Locator {
    return this.page.getByTestId('current-order-client');
  }

  get change(): Locator {
    return this.bar.getByRole('link', { name: /^(Cambia cliente|Change client)$/ });
  }

  get finish(): Locator {
    return this.bar.getByRole('button', { name: /^(Termina|Finish)$/ });
  }
}

/** The extra discount of a cart line (staff ordering for a client). */
export function lineDiscount(line: Locator) {
  return {
    input: line.getByRole('textbox', { name: /sconto extra|extra discount/i }),
    apply: line.getByRole('button', { name: /applica lo sconto extra|apply the extra discount/i }),
  };
}
