import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ShellQuery } from './useShellData';
import { layoutMock, layoutTexts } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';

const it_ = layoutTexts.IT;

describe('the shell (main layout)', () => {
  it('renders header, menus, category tree and footer from the config', async () => {
    renderApp('/', [layoutMock('IT')]);

    const side = await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(within(side).getByRole('heading', { name: it_.left[0] })).toBeTruthy();
    expect(within(side).getByRole('link', { name: it_.left[1] }).getAttribute('href')).toBe(
      '/offerte?type=P',
    );
    // Favourites are for logged-in users only.
    expect(within(side).queryByText(it_.left[2])).toBeNull();
    expect(within(side).getByRole('link', { name: 'Cancelleria' }).getAttribute('href')).toBe(
      '/category/01/cancelleria?category=01',
    );

    const main = screen.getByRole('navigation', { name: 'Menu principale' });
    expect(within(main).getByRole('link', { name: 'Chi siamo' }).getAttribute('href')).toBe('/pages/about');
    expect(within(main).getByRole('link', { name: 'Contatti' }).getAttribute('href')).toBe(
      'https://example.com/contact',
    );

    // The footer renders in a second pass after the layout (MainLayout).
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Assistenza clienti' })).toBeTruthy();
    expect(within(footer).getByText('+39 071 000000')).toBeTruthy();
    expect(within(footer).getByText('P.IVA 01234567890')).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'info@example.com' }).getAttribute('href')).toBe(
      'mailto:info@example.com',
    );
    expect(within(footer).getByRole('link', { name: 'Facebook' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'Linkedin' })).toBeTruthy();

    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('main')).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(document.documentElement.lang).toBe('it');
  });

  it('expands and collapses sub-categories with a disclosure button', async () => {
    renderApp('/', [layoutMock('IT')]);
    const toggle = await screen.findByRole('button', { name: 'Sottocategorie di Cancelleria' });
    const list = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('the disclosure button controls no list');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(list.hidden).toBe(true);

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(list.hidden).toBe(false);
    expect(within(list).getByRole('link', { name: 'Carta per ufficio' }).getAttribute('href')).toBe(
      '/category/01.01/carta-per-ufficio?category=01.01',
    );

    fireEvent.click(toggle);
    expect(list.hidden).toBe(true);
  });

  it('opens the branch of the category in the URL and marks it current', async () => {
    renderApp('/category/01.01.01/risme-a4?category=01.01.01', [layoutMock('IT')]);
    const current = await screen.findByRole('link', { name: 'Risme A4' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(
      screen.getByRole('button', { name: 'Sottocategorie di Cancelleria' }).getAttribute('aria-expanded'),
    ).toBe('true');
  });

  it('switches language to the same path under /en and loads the English config', async () => {
    const { router } = renderApp('/some/page?x=1', [layoutMock('IT'), layoutMock('EN')]);
    const eng = await screen.findByRole('link', { name: /English/ });
    expect(eng.textContent).toBe('ENG');
    expect(eng.getAttribute('href')).toBe('/en/some/page?x=1');
    expect(screen.getByRole('link', { name: /Italiano/ }).getAttribute('aria-current')).toBe('true');

    fireEvent.click(eng);
    expect(await screen.findByRole('link', { name: 'Stationery' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/en/some/page');
    expect(document.documentElement.lang).toBe('en');
    expect(screen.getByRole('navigation', { name: 'Catalogue' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /English/ }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Stationery' }).getAttribute('href')).toBe(
      '/en/category/01/stationery?category=01',
    );
    expect(screen.getByRole('link', { name: /Italiano/ }).getAttribute('href')).toBe('/some/page?x=1');
  });

  it('hides the switch and leaves /en when English is not enabled', async () => {
    const { router } = renderApp('/en/x', [
      layoutMock('EN', { englishEnabled: false }),
      layoutMock('IT', { englishEnabled: false }),
    ]);
    await waitFor(() => expect(router.state.location.pathname).toBe('/x'));
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(screen.queryByRole('link', { name: /English/ })).toBeNull();
    expect(screen.queryByRole('group', { name: 'Lingua' })).toBeNull();
  });

  it('shows skeletons while loading, then the menus', async () => {
    renderApp('/', [{ ...layoutMock('IT'), delay: 50 }]);
    expect((await screen.findByRole('status')).textContent).toBe('Caricamento del menu…');
    expect(screen.queryByRole('navigation', { name: 'Catalogo' })).toBeNull();
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('shows an error with a retry button that loads the layout again', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp('/', [
      { request: { query: ShellQuery, variables: { language: 'IT' } }, error: new Error('down') },
      layoutMock('IT'),
    ]);
    const retry = await screen.findByRole('button', { name: 'Riprova' });
    expect(screen.getByRole('heading', { level: 1, name: 'Il negozio non risponde' })).toBeTruthy();
    fireEvent.click(retry);
    expect(await screen.findByRole('navigation', { name: 'Catalogo' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Riprova' })).toBeNull();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });
});
