import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { reloadPage } from '../../../../lib/reload-page';
import { layoutMock } from '../../../../test/layout-fixtures';
import { renderApp } from '../../../../test/render';
import { userData } from '../../../../test/viewer-fixtures';
import { LogoutMutation } from '../../common/useLogout';

vi.mock('../../../../lib/reload-page', () => ({ reloadPage: vi.fn() }));

const logoutMock = (ok: boolean) => ({
  request: { query: LogoutMutation },
  result: ok
    ? { data: { logout: true } }
    : { errors: [{ message: 'down', extensions: { code: 'UPSTREAM_UNAVAILABLE' } }] },
});

async function logOut(ok: boolean) {
  for (const key of ['clientAdvancedField', 'data', 'numero', 'codcli']) localStorage.setItem(key, 'kept');
  renderApp('/', [layoutMock('IT'), logoutMock(ok)], { viewer: userData('C') });
  // Opened by click, chosen by keyboard (jsdom has no pointer geometry): End highlights Esci. The menu
  // is a lazy chunk, which takes a moment to load.
  fireEvent.click(await screen.findByRole('button', { name: 'Account di Maria Rossi' }, { timeout: 10_000 }));
  const menu = await screen.findByRole('menu', {}, { timeout: 10_000 });
  fireEvent.keyDown(menu, { key: 'End' });
  await waitFor(() =>
    expect(screen.getByRole('menuitem', { name: 'Esci' }).hasAttribute('data-highlighted')).toBe(true),
  );
  fireEvent.keyDown(menu, { key: 'Enter' });
}

// The lazy menu chunk can take seconds to load on a busy two-core machine.
describe('account menu', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.mocked(reloadPage).mockClear();
    localStorage.clear();
  });

  it('logs out: clears the local keys and reloads the page', async () => {
    await logOut(true);
    await waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('codcli')).toBeNull();
    expect(localStorage.getItem('clientAdvancedField')).toBeNull();
  });

  it('keeps everything and says so when the logout fails', async () => {
    await logOut(false);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(reloadPage).not.toHaveBeenCalled();
    expect(localStorage.getItem('codcli')).toBe('kept');
  });
});
