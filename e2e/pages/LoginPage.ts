// Page object for /login (simple layout).
import { expect, type Locator, type Page } from '@playwright/test';

export class LoginPage {
  constructor(readonly page: Page) {}

  async open(path = '/login'): Promise<void> {
    await this.page.goto(path);
    await expect(this.heading).toBeVisible();
  }

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get username(): Locator {
    return this.page.getByLabel(/nome utente|user name/i);
  }

  get password(): Locator {
    return this.page.getByLabel(/^password/i);
  }

  get submit(): Locator {
    return this.page.getByRole('button', { name: /^(accedi|log in)$/i });
  }
}
