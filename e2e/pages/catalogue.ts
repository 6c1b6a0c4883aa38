// Page objects for the catalogue: a product listing (any listing route) and the product page.
import { expect, type Locator, type Page } from '@playwright/test';

export class CatalogueListing {
  constructor(readonly page: Page) {}

  /** Opens a listing and waits until its products (or its empty state) are shown. */
  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await this.waitForResults();
  }

  async waitForResults(): Promise<void> {
    await expect(this.cards.first().or(this.rows.first()).or(this.emptyState)).toBeVisible({
      timeout: 30_000,
    });
  }

  /** The rows of the dense list (a signed-in user's "Elenco" view). */
  get rows(): Locator {
    return this.page.getByRole('main').getByTestId('product-row');
  }

  row(code: string): Locator {
    return this.page.locator(`[data-testid="product-row"][data-code="${code}"]`);
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get cards(): Locator {
    return this.page.getByRole('main').getByTestId('product-card');
  }

  get emptyState(): Locator {
    return this.page.getByTestId('empty-listing');
  }

  get resultCount(): Locator {
    return this.page.getByTestId('result-count');
  }

  get sort(): Locator {
    return this.page.getByLabel(/^(ordina per|sort by)$/i);
  }

  get pager(): Locator {
    return this.page.getByRole('navigation', { name: /^(pagine dei risultati|result pages)$/i });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: /^(percorso|breadcrumb)$/i });
  }

  get activeFilters(): Locator {
    return this.page.getByRole('list', { name: /^(filtri attivi|active filters)$/i });
  }

  /** The product codes of the cards, in order. */
  async codes(): Promise<string[]> {
    await this.waitForResults();
    return this.cards.evaluateAll((cards) => cards.map((card) => card.getAttribute('data-code') ?? ''));
  }

  card(code: string): Locator {
    return this.page.locator(`[data-testid="product-card"][data-code="${code}"]`);
  }
}

export class ProductDetail {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get breadcrumbs(): Locator {
    return this.page.getByRole('navigation', { name: /^(percorso|breadcrumb)$/i });
  }

  get price(): Locator {
    return this.page.getByTestId('price-breakdown');
  }

  get details(): Locator {
    return this.page.getByRole('region', { name: /^(dettagli del prodotto|product details)$/i });
  }

  get related(): Locator {
    return this.page.getByRole('region', {
      name: /^(altri prodotti della stessa categoria|more from this category)$/i,
    });
  }
}
