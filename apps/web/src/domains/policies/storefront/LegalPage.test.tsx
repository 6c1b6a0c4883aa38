// The legal pages the footer and the consent dialog link to: they exist (no 404), in both
// languages, with the shop's texts, and the consent dialog does not cover them on a first visit.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { layoutMock } from '../../../test/layout-fixtures';
import { renderApp } from '../../../test/render';
import { CookieConsentDialogQuery } from './consent/consent-documents';
import { LegalPageQuery } from './legal-documents';

type Language = 'IT' | 'EN';
type Kind = 'PRIVACY' | 'SALE_CONDITIONS';

const TEXTS = {
  IT: {
    privacy: ['Informativa sulla privacy', 'Come trattiamo i dati personali dei clienti.'],
    cookies: ['Cookie policy', 'Quali cookie usa il sito e come gestire le tue preferenze.'],
    item: ['Invio di offerte via e-mail', 'Acconsento'],
  },
  EN: {
    privacy: ['Privacy policy', 'How we process customers’ personal data.'],
    cookies: ['Cookie policy', 'Which cookies the site uses and how to manage your preferences.'],
    item: ['Offers by e-mail', 'I agree'],
  },
} as const;

function legalMock(language: Language, kind: Kind, withItems: boolean): MockLink.MockedResponse {
  const t = TEXTS[language];
  const link = ([title, summary]: readonly [string, string]) => ({
    __typename: 'PolicyLink',
    title,
    summary,
  });
  return {
    request: { query: LegalPageQuery, variables: { language, kind, withItems } },
    result: {
      data: {
        config: {
          __typename: 'Config',
          policies: { __typename: 'Policies', privacy: link(t.privacy), cookies: link(t.cookies) },
        },
        ...(withItems
          ? {
              policy: {
                __typename: 'PolicyText',
                kind,
                items: [
                  {
                    __typename: 'PolicyItem',
                    code: 'P1',
                    title: t.item[0],
                    texts: [t.item[1], '', '', '', ''],
                  },
                ],
              },
            }
          : {}),
      },
    },
  };
}

const consentDialogMock: MockLink.MockedResponse = {
  request: { query: CookieConsentDialogQuery, variables: { language: 'IT' } },
  result: { data: { config: { __typename: 'Config', entries: [] } } },
};

describe('legal pages', { timeout: 30_000 }, () => {
  it('the privacy policy shows the config’s title and summary and the policy items, in English under /en', async () => {
    renderApp('/en/pages/privacy-policy', [layoutMock('EN'), legalMock('EN', 'PRIVACY', true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy policy' })).toBeTruthy();
    expect(await screen.findByText('How we process customers’ personal data.')).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'Offers by e-mail' })).toBeTruthy();
    expect(screen.getByText('I agree')).toBeTruthy();
  });

  it('the sale conditions show their items in Italian', async () => {
    renderApp('/pages/condizioni-di-vendita', [layoutMock('IT'), legalMock('IT', 'SALE_CONDITIONS', true)]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Condizioni di vendita' })).toBeTruthy();
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Invio di offerte via e-mail' }),
    ).toBeTruthy();
  });

  it('the cookie policy is readable before the first choice, says what is stored and opens the preferences', async () => {
    renderApp(
      '/pages/cookie-policy',
      [layoutMock('IT'), legalMock('IT', 'PRIVACY', false), consentDialogMock],
      {
        consent: false,
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Cookie policy' })).toBeTruthy();
    expect(
      await screen.findByText('Quali cookie usa il sito e come gestire le tue preferenze.'),
    ).toBeTruthy();
    const stored = screen.getByRole('list', { name: 'Cookie e dati salvati dal negozio, tutti essenziali' });
    for (const name of ['shop_session', 'x-sessionid', 'cookie-consent'])
      expect(within(stored).getByRole('heading', { name })).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // The page's own button (the footer, rendered in a second pass, has one too).
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Preferenze cookie' }));
    expect(await screen.findByRole('alertdialog')).toBeTruthy();
  });
});
