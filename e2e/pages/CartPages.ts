// Page objects for the cart: the header button and its popup, the /cart page, add-to-cart controls.
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';

// The cart loads after the user, on a machine that may be busy: a little more patience than the default.
const expect = baseExpect.configure({ timeout: 20_000 });

export class CartHeader {
  constructor(readonly page: Page) {}

  get button(): Locator {
    return this.page.getByRole('banner').getByRole('button', { name: /^(Carrello|Cart)\s*,/ });
  }

  /** The header button's accessible name says how many products (lines): "Carrello, 2 prodotti". */
  async expectCount(count: number): Promise<void> {
    const name =
      count === 0
        ? /^(Carrello|Cart)\s*, (vuoto|empty)$/
        : new RegExp(`^(Carrello|Cart)\\s*, ${count} (prodott|product)`);
    await expect(this.button).toHaveAccessibleName(name);
  }

  get popup(): Locator {
    return this.page.getByTestId('cart-popup');
  }

  /** Opens the popup and waits for its opening animation to end, so that sizes and clicks see it at rest. */
  async open(): Promise<Locator> {
    await this.button.click();
    await expect(this.popup).toBeVisible();
    // Polled: opening right after a close cancels the closing animation and starts another.
    await expect
      .poll(() =>
        this.popup.evaluate((element) =>
          element.getAnimations().some((animation) => animation.playState === 'running'),
        ),
      )
      .toBe(false);
    return this.popup;
  }
}

export class CartPageObject {
  constructor(readonly page: Page) {}

  async open(english = false): Promise<void> {
    await this.page.goto(english ? '/en/cart' : '/cart');
    await expect(
      this.page.getByRole('heading', { level: 1, name: /^(Il tuo carrello|Your cart)$/ }),
    ).toBeVisible();
  }

  line(code: string): Locator {
    return this.page.locator(`[data-testid="cart-line"][data-code="${code}"]`);
  }

  get lines(): Locator {
    return this.page.getByTestId('cart-line');
  }

  quantity(code: string): Locator {
    return this.line(code).getByRole('textbox', { name: /^(Quantità di|Quantity of) / });
  }

  increase(code: string): Locator {
    return this.line(code).getByRole('button', {
      name: /^(Aumenta la quantità di|Increase the quantity of) /,
    });
  }

  decrease(code: string): Locator {
    return this.line(code).getByRole('button', {
      name: /^(Diminuisci la quantità di|Decrease the quantity of) /,
    });
  }

  remove(code: string): Locator {
    return this.line(code).getByRole('button', {
      name: /^(Rimuovi|Remove) .* (dal carrello|from the cart)$/,
    });
  }

  /** What the cart holds, under its total: "2 righe: 10 CT e 4 LT". */
  get count(): Locator {
    return this.page.getByTestId('cart-count');
  }

  get total(): Locator {
    return this.page.getByTestId('cart-total');
  }
}

/** The add-to-cart controls of a product (card, product page, wishlist row), found by its name. */
export function addToCartButton(scope: Page | Locator, description: string): Locator {
  return scope.getByRole('button', { name: `Aggiungi al carrello: ${description}`, exact: true });
}
