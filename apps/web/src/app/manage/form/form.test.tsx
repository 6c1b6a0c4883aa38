// The form helpers on the contract's own field rules: translated field errors, the server's
// BAD_USER_INPUT at its field, nothing typed lost on a failure, one save at a time, and the
// question before leaving with unsaved changes.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { Input } from '@chakra-ui/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { clientContactAddPayloadSchema, discountChainSchema, singleLineText } from '@shop/contract';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../i18n/catalogues';
import type { z } from 'zod';
import { FormFailureAlert, FormField, SubmitButton } from './FormField';
import { UnsavedChangesGuard } from './UnsavedChangesGuard';
import { fromContract, useManagementForm } from './useManagementForm';

const schema = fromContract(clientContactAddPayloadSchema, {
  name: 'nome',
  email: 'email',
  phone: 'telefono',
}).extend({
  discounts: discountChainSchema,
  code: singleLineText({ min: 1, max: 5 }),
});
type Values = z.input<typeof schema>;

function ContactForm({ onSave }: { onSave: (values: z.output<typeof schema>) => Promise<unknown> }) {
  const { form, submit, submitting, failure } = useManagementForm({
    schema,
    defaultValues: { name: '', email: '', phone: '', discounts: '', code: 'C1' } satisfies Values,
    onSubmit: onSave,
    serverFields: { 'input.telefono': 'phone' },
  });
  const { errors, isDirty } = form.formState;
  return (
    <form onSubmit={submit} noValidate>
      <FormField label="Nome" error={errors.name} required>
        <Input {...form.register('name')} />
      </FormField>
      <FormField label="E-mail" error={errors.email}>
        <Input {...form.register('email')} />
      </FormField>
      <FormField label="Telefono" error={errors.phone}>
        <Input {...form.register('phone')} />
      </FormField>
      <FormField label="Sconti" error={errors.discounts}>
        <Input {...form.register('discounts')} />
      </FormField>
      <FormField label="Codice" error={errors.code}>
        <Input {...form.register('code')} />
      </FormField>
      <FormFailureAlert failure={failure} />
      <SubmitButton submitting={submitting}>Salva</SubmitButton>
      <UnsavedChangesGuard when={isDirty && !submitting} />
      <Link to="/elsewhere">away</Link>
    </form>
  );
}

function renderForm(onSave: (values: unknown) => Promise<unknown>, locale: 'it' | 'en' = 'it') {
  const router = createMemoryRouter(
    [
      { path: '/form', Component: () => <ContactForm onSave={onSave} /> },
      { path: '/elsewhere', Component: () => <p>another page</p> },
    ],
    { initialEntries: ['/form'] },
  );
  render(
    <UiProvider>
      <IntlProvider locale={locale} defaultLocale="it" messages={catalogues[locale]}>
        <RouterProvider router={router} />
      </IntlProvider>
    </UiProvider>,
  );
  return router;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const badInput = (field: string, message: string) =>
  new CombinedGraphQLErrors({ errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field } }] });

describe('reserved-area forms', () => {
  it('shows the contract rules as translated field messages and sends nothing', async () => {
    const onSave = vi.fn(async () => undefined);
    renderForm(onSave, 'en');
    type('E-mail', 'not an address');
    type('Telefono', 'abc');
    type('Sconti', '20+x');
    type('Codice', 'C000001');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Not a valid e-mail address.')).toBeTruthy();
    expect(screen.getByText('Not a valid phone number.')).toBeTruthy();
    expect(screen.getByText('Not a valid discount chain (e.g. 20+10+5, at most 6 discounts).')).toBeTruthy();
    expect(screen.getByText('At most 5 characters.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('not an address');
  });

  it('puts the server field error at its field and keeps everything typed', async () => {
    const onSave = vi.fn(async () => {
      throw badInput('input.telefono', 'Numero già usato da un altro contatto');
    });
    renderForm(onSave);
    type('Nome', 'Anna Verdi');
    type('Telefono', '+39 02 1234567');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Numero già usato da un altro contatto')).toBeTruthy();
    expect(onSave).toHaveBeenCalledWith({
      name: 'Anna Verdi',
      email: '',
      phone: '+39 02 1234567',
      discounts: '',
      code: 'C1',
    });
    expect((screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement).value).toBe('Anna Verdi');
    expect(screen.getByLabelText('Telefono').getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the service is unreachable, keeps the values, and saves once for a double click', async () => {
    let finish: () => void = () => undefined;
    const onSave = vi
      .fn()
      .mockImplementationOnce(async () => {
        throw new Error('network down');
      })
      .mockImplementationOnce(() => new Promise<void>((resolve) => (finish = resolve)));
    renderForm(onSave);
    type('Nome', 'Anna Verdi');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(
      await screen.findByText('Il servizio non risponde: i dati inseriti sono conservati, riprova.'),
    ).toBeTruthy();
    expect((screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement).value).toBe('Anna Verdi');

    const button = screen.getByRole('button', { name: 'Salva' });
    fireEvent.click(button);
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(true));
    fireEvent.submit(button.closest('form') as HTMLFormElement);
    await act(async () => finish());
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    expect(onSave).toHaveBeenCalledTimes(2);
  });

  it('asks before leaving with unsaved changes, and stays when told to', async () => {
    const router = renderForm(vi.fn(async () => undefined));
    type('Nome', 'Anna');
    fireEvent.click(screen.getByText('away'));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('Uscire senza salvare?');
    fireEvent.click(screen.getByRole('button', { name: 'Resta sulla pagina' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(router.state.location.pathname).toBe('/form');
    expect((screen.getByLabelText('Nome', { exact: false }) as HTMLInputElement).value).toBe('Anna');

    fireEvent.click(screen.getByText('away'));
    fireEvent.click(await screen.findByRole('button', { name: 'Esci senza salvare' }));
    expect(await screen.findByText('another page')).toBeTruthy();
  });

  it('lets the user leave freely once saved', async () => {
    const onSave = vi.fn(async () => undefined);
    renderForm(onSave);
    type('Nome', 'Anna');
    fireEvent.click(screen.getByRole('button', { name: 'Salva' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Salva' }).hasAttribute('disabled')).toBe(false),
    );
    fireEvent.click(screen.getByText('away'));
    expect(await screen.findByText('another page')).toBeTruthy();
  });
});
