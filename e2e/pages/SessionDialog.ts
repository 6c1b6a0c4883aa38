// Page object for the dialogs a signed-in user must complete (privacy, sale conditions, forced
// password change, forced name): none of them has a close button.
import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../../apps/api/src/seed/data/users';
import { LoginPage } from './LoginPage';

export class SessionDialog {
  constructor(readonly page: Page) {}

  /** Logs in through the login form and waits for the user's landing page. */
  async logIn(
    username: string,
    password = DEMO_PASSWORD,
    landing: RegExp = /\/(account|reservedarea|fieredetail\/.+)$/,
  ): Promise<void> {
    const login = new LoginPage(this.page);
    await login.open('/login');
    await login.username.fill(username);
    await login.password.fill(password);
    await login.submit.click();
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
