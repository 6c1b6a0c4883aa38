import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { layoutMock } from '../../../../test/layout-fixtures';
import { renderApp } from '../../../../test/render';
import { reloadPage } from '../../../../lib/reload-page';
import { CONSENT_KEY, makeConsent, writeConsent } from './consent-storage';
import { CookieConsentDialogQuery } from './consent-documents';

vi.mock('../../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const YEAR_MS = 365 * 24 * 3600 * 1000;

const policyMock: MockLink.MockedResponse = {
  request: { query: CookieConsentDialogQuery, variables: { language: 'IT' } },
  result: {
    data: {
      config: {
        __typename: 'Config',
        entries: [
          {
            __typename: 'ConfigEntry',
            kind: 'CookiePolicy',
            key: 'cookie-policy',
            title: 'Cookie policy',
            description: 'Quali cookie usa il sito.',
            link: '/pages/cookie-policy',
          },
        ],
      },
    },
  },
};

const stored = () => JSON.parse(localStorage.getItem(CONSENT_KEY) ?? 'null');

async function openDialog() {
  return screen.findByRole('alertdialog');
}

describe('cookie consent', () => {
  beforeEach(() => vi.mocked(reloadPage).mockClear());

  it('asks a first-time visitor, with the cookie policy texts from the config', async () => {
    renderApp('/', [layoutMock('IT'), policyMock], { consent: false });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('heading', { name: 'Cookie policy' })).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Leggi la Cookie policy/ })
        .getAttribute('href'),
    ).toBe('/pages/cookie-policy');
    const essential = within(dialog).getByRole('checkbox', { name: 'Cookie essenziali' });
    expect((essential as HTMLInputElement).checked).toBe(true);
    expect((essential as HTMLInputElement).disabled).toBe(true);
    // Not dismissible before a choice: no close button.
    expect(within(dialog).queryByRole('button', { name: 'Chiudi senza modificare' })).toBeNull();
  });

  it('"Accept all" stores essential and analytics for one year, closes and reloads', async () => {
    const before = Date.now();
    renderApp('/', [layoutMock('IT')], { consent: false });
    fireEvent.click(within(await openDialog()).getByRole('button', { name: 'Accetta tutti' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const consent = stored();
    expect(consent.categories).toEqual({ essential: { active: true }, analytics: { active: true } });
    expect(consent.expiry - before).toBeGreaterThanOrEqual(YEAR_MS - 1000);
    expect(consent.expiry - before).toBeLessThanOrEqual(YEAR_MS + 24 * 3600 * 1000 + 1000);
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it.each([
    [false, false],
    [true, true],
  ])('"Save settings" stores analytics as toggled (toggled: %s)', async (toggle, analytics) => {
    renderApp('/', [layoutMock('IT')], { consent: false });
    const dialog = await openDialog();
    const analyticsSwitch = within(dialog).getByRole('checkbox', { name: 'Cookie statistici' });
    if (toggle) fireEvent.click(within(dialog).getByText('Cookie statistici'));
    await waitFor(() => expect((analyticsSwitch as HTMLInputElement).checked).toBe(toggle));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salva impostazioni' }));
    await waitFor(() => expect(stored()).not.toBeNull());
    expect(stored().categories).toEqual({ essential: { active: true }, analytics: { active: analytics } });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });

  it('does not ask a visitor with a stored choice, and reopens from the footer link', async () => {
    renderApp('/', [layoutMock('IT')]);
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The footer renders in a second pass after the layout (MainLayout).
    fireEvent.click(await screen.findByRole('button', { name: 'Preferenze cookie' }));
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Chiudi senza modificare' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('hides the reopened preferences at a route change (spec §4)', async () => {
    const { router } = renderApp('/', [layoutMock('IT')]);
    await screen.findByRole('navigation', { name: 'Catalogo' });
    // The footer renders in a second pass after the layout (MainLayout).
    fireEvent.click(await screen.findByRole('button', { name: 'Preferenze cookie' }));
    await openDialog();
    await act(() => router.navigate('/altra-pagina'));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(reloadPage).not.toHaveBeenCalled();
  });

  it('removes an expired choice and asks again', async () => {
    writeConsent(makeConsent(true, new Date(Date.now() - YEAR_MS - 24 * 3600 * 1000)));
    renderApp('/', [layoutMock('IT')], { consent: false });
    expect(await openDialog()).toBeTruthy();
    expect(localStorage.getItem(CONSENT_KEY)).toBeNull();
  });
});
