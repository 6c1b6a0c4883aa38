import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { UiProvider } from '@shop/ui';
import { catalogues } from '../../../../i18n/catalogues';
import { LoginForm } from './LoginForm';
import type { LoginResult } from './useLogin';

function renderForm(onLogin: () => Promise<LoginResult>, onSuccess = vi.fn()) {
  render(
    <UiProvider>
      <IntlProvider locale="it" messages={catalogues.it}>
        <LoginForm onLogin={onLogin} onSuccess={onSuccess} />
      </IntlProvider>
    </UiProvider>,
  );
  return {
    username: screen.getByLabelText(/Nome utente/) as HTMLInputElement,
    password: screen.getByLabelText(/^Password/) as HTMLInputElement,
    submit: screen.getByRole('button', { name: 'Accedi' }),
  };
}

describe('LoginForm', () => {
  it('shows a translated message at each empty field and sends nothing', async () => {
    const onLogin = vi.fn();
    const { submit, username } = renderForm(onLogin);
    fireEvent.click(submit);
    expect(await screen.findByText('Inserisci il nome utente.')).toBeTruthy();
    expect(screen.getByText('Inserisci la password.')).toBeTruthy();
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(username);
    expect(onLogin).not.toHaveBeenCalled();
  });

  it.each([
    ['wrong-credentials', 'Nome utente o password non corretti.'],
    ['locked', /Troppi tentativi/],
    ['unreachable', /non risponde/],
  ] as const)('explains a %s failure and keeps what was typed', async (failure, message) => {
    const { username, password, submit } = renderForm(async () => ({ ok: false, failure }));
    fireEvent.change(username, { target: { value: 'mario' } });
    fireEvent.change(password, { target: { value: 'segreta' } });
    fireEvent.click(submit);
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(username.value).toBe('mario');
    expect(password.value).toBe('segreta');
  });

  it('sends once while waiting, with a spinner, then hands the user over', async () => {
    let finish: (result: LoginResult) => void = () => undefined;
    const onLogin = vi.fn(() => new Promise<LoginResult>((resolve) => (finish = resolve)));
    const onSuccess = vi.fn();
    const { username, password, submit } = renderForm(onLogin, onSuccess);
    fireEvent.change(username, { target: { value: '  mario ' } });
    fireEvent.change(password, { target: { value: 'x' } });
    fireEvent.click(submit);
    fireEvent.submit(submit.closest('form') as HTMLFormElement);
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(onLogin).toHaveBeenCalledWith({ username: 'mario', password: 'x' });
    await waitFor(() => expect(submit.hasAttribute('disabled')).toBe(true));
    const viewer = {
      type: 'C',
      isStaff: false,
      destination: '/account',
      code: 'c1',
      firstName: '',
      lastName: '',
      email: '',
      fairCodes: [],
      fairs: [],
      canSeePromotions: false,
      mustChangePassword: false,
      mustSetName: false,
      consents: { privacyPolicy: true, saleConditions: true },
      permissions: ['QUICK_ORDER_USE' as const],
      orderingFor: null,
    };
    finish({ ok: true, viewer });
    await waitFor(() => expect(onSuccess).toHaveBeenCalledWith({ ok: true, viewer }));
  });

  it('shows and hides the password', () => {
    const { password } = renderForm(vi.fn());
    const toggle = screen.getByRole('button', { name: 'Mostra la password' });
    fireEvent.click(toggle);
    expect(password.type).toBe('text');
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(password.type).toBe('password');
  });
});
