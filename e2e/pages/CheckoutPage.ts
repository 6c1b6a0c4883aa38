// Page object for /checkout: the order form, the confirmation dialog and the changed-cart notice.
import { expect, type Locator, type Page } from '@playwright/test';

export class CheckoutPage {
  constructor(readonly page: Page) {}

  async open(path = '/checkout'): Promise<void> {
    await this.page.goto(path);
    await expect(
      this.page.getByRole('heading', { level: 1, name: /conferma ordine|place order/i }),
    ).toBeVisible({ timeout: 30_000 });
    await expect(this.total).toBeVisible({ timeout: 30_000 });
  }

  get total(): Locator {
    return this.page.getByTestId('checkout-total');
  }

  get accept(): Locator {
    return this.page.getByRole('checkbox', {
      name: /accetto le condizioni di vendita|i accept the sale conditions/i,
    });
  }

  get notes(): Locator {
    return this.page.getByLabel(/note per il magazzino|notes for the warehouse/i);
  }

  get deliveryDate(): Locator {
    return this.page.getByLabel(/data di consegna richiesta|requested delivery date/i);
  }

  get placeOrder(): Locator {
    return this.page.getByRole('button', { name: /^(invia ordine|send order)$/i });
  }

  get dialog(): Locator {
    return this.page.getByTestId('confirm-order');
  }

  get confirm(): Locator {
    return this.dialog.getByRole('button', { name: /^(conferma|confirm)$/i });
  }

  get problem(): Locator {
    return this.page.getByTestId('checkout-problem');
  }

  get changed(): Locator {
    return this.page.getByTestId('cart-changed');
  }

  /** Ticks the sale conditions (the visual control: the real input is visually hidden). */
  async acceptConditions(): Promise<void> {
    await this.page.getByText(/accetto le condizioni di vendita|i accept the sale conditions/i).click();
    await expect(this.accept).toBeChecked();
  }
}
