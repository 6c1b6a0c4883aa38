import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { layoutMock } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';
import { userData } from '../../test/viewer-fixtures';
import { ChangePasswordMutation } from '../../domains/users/index';
import { AcceptPoliciesMutation, PolicyQuery } from '../../domains/policies/index';

const policyMock = (kind: 'PRIVACY' | 'SALE_CONDITIONS') => ({
  request: { query: PolicyQuery, variables: { kind, language: 'IT' } },
  result: {
    data: {
      policy: {
        __typename: 'PolicyText',
        kind,
        items: [
          {
            __typename: 'PolicyItem',
            code: `${kind}-1`,
            title: 'Trattamento dei dati',
            kind: 'CHECKBOX',
            options: [{ __typename: 'PolicyOption', value: 'S', label: 'Ho letto e accetto' }],
          },
          {
            __typename: 'PolicyItem',
            code: `${kind}-2`,
            title: 'Comunicazioni commerciali',
            kind: 'CHOICE',
            options: [
              { __typename: 'PolicyOption', value: '1', label: 'Acconsento' },
              { __typename: 'PolicyOption', value: '2', label: 'Non acconsento' },
            ],
          },
        ],
      },
    },
  },
});

describe('session dialogs', () => {
  it('asks for every item of the privacy policy before sending anything', async () => {
    const accepted = userData('C', [], { privacyPolicy: true, saleConditions: false });
    renderApp(
      '/',
      [
        layoutMock('IT'),
        policyMock('PRIVACY'),
        policyMock('SALE_CONDITIONS'),
        {
          request: {
            query: AcceptPoliciesMutation,
            variables: {
              kind: 'PRIVACY',
              answers: [
                { code: 'PRIVACY-1', value: 'S' },
                { code: 'PRIVACY-2', value: '2' },
              ],
              language: 'IT',
            },
          },
          result: { data: { acceptPolicies: accepted } },
        },
      ],
      { viewer: userData('C', [], { privacyPolicy: false, saleConditions: false }) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Informativa sulla privacy' });
    await within(dialog).findByText('Trattamento dei dati');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('Seleziona tutti i campi obbligatori.')).toBeTruthy();
    expect(within(dialog).getAllByText('Campo obbligatorio: seleziona una risposta.')).toHaveLength(2);
    // Ticking and choosing are driven in a real browser (e2e/tests/users/shell-session.once.spec.ts): Ark's
    // hidden inputs do not take jsdom clicks. Here: nothing was sent, the dialog stays.
    expect(screen.getByRole('dialog', { name: 'Informativa sulla privacy' })).toBeTruthy();
  });

  it('keeps the password dialog open with the field errors and the server message', async () => {
    renderApp(
      '/',
      [
        layoutMock('IT'),
        {
          request: {
            query: ChangePasswordMutation,
            variables: { current: 'sbagliata', new: 'Nuova2026ok', repeat: 'Nuova2026ok', language: 'IT' },
          },
          result: {
            errors: [
              {
                message: 'La password attuale non è corretta.',
                extensions: { code: 'BAD_USER_INPUT', field: 'current' },
              },
            ],
          },
        },
      ],
      { viewer: userData('U', [], { mustChangePassword: true }) },
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cambia la password' });
    expect(within(dialog).queryByRole('button', { name: /chiudi|close/i })).toBeNull();
    const [current, fresh, repeat] = ['Password attuale', 'Nuova password', 'Ripeti la nuova password'].map(
      (label) => within(dialog).getByLabelText(new RegExp(`^${label}`)),
    ) as [HTMLElement, HTMLElement, HTMLElement];
    fireEvent.change(current, { target: { value: 'sbagliata' } });
    fireEvent.change(fresh, { target: { value: 'corta1' } });
    fireEvent.change(repeat, { target: { value: 'altra' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('La password deve avere almeno 10 caratteri.')).toBeTruthy();
    expect(within(dialog).getByText('Le due password non coincidono.')).toBeTruthy();
    fireEvent.change(fresh, { target: { value: 'Nuova2026ok' } });
    fireEvent.change(repeat, { target: { value: 'Nuova2026ok' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva' }));
    expect(await within(dialog).findByText('La password attuale non è corretta.')).toBeTruthy();
    await waitFor(() => expect((current as HTMLInputElement).value).toBe('sbagliata'));
  });
});
