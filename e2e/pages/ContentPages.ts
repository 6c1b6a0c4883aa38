// Page objects for the reserved area's content pages: banners (/bannermanagement) and promotions
// (/promomanagement): the form of a record or of the new-record dialog, its fields by label, its
// save button and messages, the preview and the audit log.
import { expect, type Locator, type Page } from '@playwright/test';

export class ContentForm {
  /** @param scope the page or the dialog; @param name the form's accessible name */
  constructor(
    readonly page: Page,
    readonly scope: Locator,
    readonly name: string,
  ) {}

  get form(): Locator {
    return this.scope.getByRole('form', { name: this.name });
  }

  /** A control by its label, exactly (a required field's label ends with its "*"). */
  field(label: string): Locator {
    const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return this.form.getByLabel(new RegExp(`^${escaped}\\s*\\*?$`));
  }

  async submit(label = 'Salva'): Promise<void> {
    await this.form.getByRole('button', { name: label, exact: true }).click();
  }

  /** The field's error (Chakra's Field names it in the control's aria-errormessage). */
  async expectError(label: string, text: string | RegExp): Promise<void> {
    const control = this.field(label);
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleErrorMessage(text);
  }

  async expectSaved(text: string): Promise<void> {
    await expect(this.form.getByRole('status').filter({ hasText: text })).toBeVisible();
  }
}

export class ContentRecordPage {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  get audit(): Locator {
    return this.page.getByTestId('audit-log');
  }

  /** The newest audit entry. */
  get lastChange(): Locator {
    return this.audit.getByRole('listitem').first();
  }

  get notAllowed(): Locator {
    return this.page.getByTestId('not-allowed');
  }
}
