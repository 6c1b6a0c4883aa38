import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { layoutMock } from '../../../../test/layout-fixtures';
import { renderApp } from '../../../../test/render';
import { loginMock, userData } from '../../../../test/viewer-fixtures';

async function logIn(path: string, mocks: MockLink.MockedResponse[]) {
  const view = renderApp(path, [layoutMock('IT'), layoutMock('EN'), ...mocks]);
  const username = await screen.findByLabelText(/Nome utente|User name/);
  fireEvent.change(username, { target: { value: 'mario' } });
  fireEvent.change(screen.getByLabelText(/^Password/), { target: { value: 'segreta' } });
  fireEvent.click(screen.getByRole('button', { name: /^(Accedi|Log in)$/ }));
  return view;
}

describe('LoginPage with the gateway login', () => {
  it.each([
    ['C', [], '/account'],
    ['WU', [], '/account'],
    ['X', [], '/reservedarea'],
    ['F', [], '/reservedarea'],
    ['F', ['FI25'], '/fieredetail/FI25'],
  ])('sends a type %s user (fairs %j) to %s', async (type, fairs, destination) => {
    const { router } = await logIn('/login', [
      loginMock('mario', 'segreta', { user: userData(type, fairs) }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  it('goes back to the page that sent the visitor, and the header shows the account', async () => {
    const { router } = await logIn('/en/login?next=%2Fen%2Fcart', [
      loginMock('mario', 'segreta', { user: userData('C') }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/en/cart'));
    expect(await screen.findByRole('button', { name: "Maria Rossi's account" })).toBeTruthy();
  });

  it.each([
    ['UNAUTHENTICATED', 'Nome utente o password non corretti.'],
    ['RATE_LIMITED', /Troppi tentativi/],
    ['INTERNAL_SERVER_ERROR', /non risponde/],
  ])('explains a %s refusal and stays on the page', async (code, message) => {
    const { router } = await logIn('/login', [loginMock('mario', 'segreta', { code })]);
    expect((await screen.findByRole('alert')).textContent).toMatch(message);
    expect(router.state.location.pathname).toBe('/login');
    expect((screen.getByLabelText(/Nome utente/) as HTMLInputElement).value).toBe('mario');
  });
});
