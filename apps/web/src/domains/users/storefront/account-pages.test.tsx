import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { layoutMock } from '../../../test/layout-fixtures';
import { renderApp } from '../../../test/render';
import { userData } from '../../../test/viewer-fixtures';
import { FairDetailsQuery } from '../../fairs/index';

const mocks = () => [layoutMock('IT'), layoutMock('EN')];

describe('account landing pages', () => {
  it('shows a customer who they are and what they can do next on /account', async () => {
    renderApp('/account', mocks(), { viewer: userData('WC') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Il mio account' })).toBeTruthy();
    expect(screen.getByText('Benvenuto, Maria Rossi')).toBeTruthy();
    expect(screen.getByText('demo-wc')).toBeTruthy();
    expect(screen.getByText('Cliente web')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Esci' })).toBeTruthy();
  });

  it('sends a visitor from /account to /login and back afterwards', async () => {
    const { router } = renderApp('/account', mocks());
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?next=%2Faccount');
  });

  it.each([
    ['/account', 'X', '/reservedarea'],
    ['/account', 'F', '/reservedarea'],
    ['/reservedarea', 'C', '/account'],
    ['/en/reservedarea', 'WU', '/en/account'],
    ['/fieredetail/EXPO', 'A', '/reservedarea'],
  ])('refuses %s to type %s, who goes to %s', async (path, type, destination) => {
    const { router } = renderApp(path, mocks(), { viewer: userData(type) });
    await waitFor(() => expect(router.state.location.pathname).toBe(destination));
  });

  it('shows a fair of the user with code, place, dates and the other fairs', async () => {
    const details = {
      request: { query: FairDetailsQuery, variables: { language: 'IT' } },
      // The page asks again whenever it mounts (fetchPolicy no-cache), e.g. after the user guard settles.
      maxUsageCount: Number.POSITIVE_INFINITY,
      result: {
        data: {
          viewer: {
            __typename: 'User',
            fairs: [
              {
                __typename: 'UserFair',
                code: 'EXPO',
                place: 'Rimini',
                startsOn: '2026-03-10',
                endsOn: '2026-03-13',
              },
            ],
          },
        },
      },
    };
    renderApp('/fieredetail/EXPO', [...mocks(), details], { viewer: userData('F', ['EXPO', 'SIA']) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Fiera EXPO' })).toBeTruthy();
    expect(screen.getByText('EXPO')).toBeTruthy();
    expect(await screen.findByText('Rimini')).toBeTruthy();
    expect(screen.getByText(/10.+13 mar 2026/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Fiera SIA' })).toBeTruthy();
  });

  it('answers 404 for a fair that is not the user’s', async () => {
    renderApp('/fieredetail/OTHER', mocks(), { viewer: userData('F', ['EXPO']) });
    expect(await screen.findByText('404')).toBeTruthy();
  });
});
