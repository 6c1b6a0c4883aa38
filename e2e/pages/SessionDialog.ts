// Page object for the dialogs a signed-in user must complete (privacy, sale conditions, forced
// password change, forced name): none of them has a close button.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/data/users';
import { signInByApi } from '../support/cart-api';

export class SessionDialog {
  constructor(readonly page: Page) {}

  /**
   * Signs in through the API (the login form has its own specs: shell-login, lan-host, early-actions)
   * and opens the page a login lands on, as the form would.
   */
  async logIn(
    username: string,
    password = DEMO_PASSWORD,
    landing: RegExp = /\/(account|reservedarea|fieredetail\/.+)$/,
  ): Promise<void> {
    await this.page.goto(await signInByApi(this.page, username, password));
    await expect(this.page).toHaveURL(landing);
  }

  dialog(name: RegExp | string): Locator {
    return this.page.getByRole('dialog', { name });
  }

  save(dialog: Locator): Locator {
    return dialog.getByRole('button', { name: /^(salva|save)$/i });
  }

  /** Each item is a fieldset named by its heading. */
  item(dialog: Locator, heading: string): Locator {
    return dialog.getByRole('group', { name: heading });
  }

  accountMenu(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^(account di|.+'s account)/i });
  }
}
