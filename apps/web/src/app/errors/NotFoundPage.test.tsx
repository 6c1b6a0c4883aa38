import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { layoutMock } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';

describe('NotFoundPage', () => {
  it('renders a localized 404 page inside the layout for an unknown Italian path', async () => {
    renderApp('/questa/pagina/non-esiste', [layoutMock('IT')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pagina non trovata' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Torna alla home' }).getAttribute('href')).toBe('/');
    expect(await screen.findByRole('navigation', { name: 'Catalogo' })).toBeTruthy();
  });

  it('renders the English 404 under /en with a link to the English home', async () => {
    renderApp('/en/missing', [layoutMock('EN')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the home page' }).getAttribute('href')).toBe('/en');
    expect(await screen.findByRole('navigation', { name: 'Catalogue' })).toBeTruthy();
  });

  it('renders the home page, not the 404, at / and /en', async () => {
    renderApp('/en', [layoutMock('EN')]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Ingrosso Bellini' }),
    ).toBeTruthy();
    await screen.findByRole('navigation', { name: 'Catalogue' });
  });
});
