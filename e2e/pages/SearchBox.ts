// Page object for the header's search box (an ARIA combobox with grouped suggestions) and for
// counting the suggestion requests the page sends.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// Suggestions and dialog code arrive late on a busy machine: generous waits.
const expect = baseExpect.configure({ timeout: 30_000 });

export class SearchBox {
  constructor(readonly page: Page) {}

  get input(): Locator {
    return this.page.getByRole('combobox', {
      name: /cerca per codice o descrizione|search by code or description/i,
    });
  }

  get listbox(): Locator {
    return this.page.getByRole('listbox', { name: /suggerimenti|suggestions/i });
  }

  get submit(): Locator {
    return this.page.getByRole('search').getByRole('button', { name: /^(cerca|search)$/i });
  }

  group(name: RegExp | string): Locator {
    return this.listbox.getByRole('group', { name });
  }

  options(): Locator {
    return this.listbox.getByRole('option');
  }

  /** Types like a person (one key at a time). */
  async type(text: string, delay = 40): Promise<void> {
    await this.input.pressSequentially(text, { delay });
  }

  /** Waits for the suggestions of what was typed (not those of a shorter term still on show). */
  async waitForSuggestions(): Promise<void> {
    await expect(this.input).toHaveAttribute('aria-expanded', 'true');
    await expect(this.options().first()).toBeVisible();
    await expect(this.listbox).not.toHaveAttribute('aria-busy', 'true');
  }

  /** The id of the active option (aria-activedescendant), or null. */
  async activeOption(): Promise<Locator | null> {
    const id = await this.input.getAttribute('aria-activedescendant');
    return id ? this.page.locator(`[id="${id}"]`) : null;
  }

  /** Counts the SearchSuggestions GraphQL requests from now on. */
  countSuggestionRequests(): { terms: string[] } {
    const seen = { terms: [] as string[] };
    this.page.on('request', (request) => {
      if (!request.url().includes('/graphql') || request.method() !== 'POST') return;
      const body = request.postDataJSON() as { operationName?: string; variables?: { term?: string } } | null;
      if (body?.operationName === 'SearchSuggestions') seen.terms.push(body.variables?.term ?? '');
    });
    return seen;
  }
}
