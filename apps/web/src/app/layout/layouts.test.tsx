import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { layoutMock } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';
import { userData } from '../../test/viewer-fixtures';

describe('layouts', () => {
  it('gives visitors the main layout with the sidebar and a login link in the header', async () => {
    const { container } = renderApp('/orders', [layoutMock('IT')]);
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(container.querySelector('[data-layout="main"]')).not.toBeNull();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Accedi' }).getAttribute('href')).toBe('/login?next=%2Forders');
  });

  it('renders /login in the simple layout: content and footer, no header or sidebar', async () => {
    const { container } = renderApp('/en/login', [layoutMock('EN')]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in to your account' })).toBeTruthy();
    expect(container.querySelector('[data-layout="simple"]')).not.toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Catalogue' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Cookie preferences' })).toBeTruthy();
  });

  it('shows the back-to-top button after 400 px of scroll', async () => {
    renderApp('/', [layoutMock('IT')]);
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(screen.queryByRole('button', { name: 'Torna su' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 401, configurable: true });
      fireEvent.scroll(window);
    });
    const button = screen.getByRole('button', { name: 'Torna su' });
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 400, configurable: true });
      fireEvent.scroll(window);
    });
    expect(button.isConnected).toBe(false);
  });
});

describe('layouts by user type', () => {
  it.each(['A', 'X', 'U', 'F'])('gives type %s the full-width layout on a management route', async (type) => {
    const { container } = renderApp('/orders', [layoutMock('IT')], { viewer: userData(type) });
    await waitFor(() => expect(container.querySelector('[data-layout="full-width"]')).not.toBeNull());
    expect(screen.queryByRole('navigation', { name: 'Catalogo' })).toBeNull();
  });

  it('gives staff the main layout without the sidebar elsewhere', async () => {
    const { container } = renderApp('/', [layoutMock('IT')], { viewer: userData('A') });
    expect(await screen.findByRole('button', { name: 'Account di Maria Rossi' })).toBeTruthy();
    expect(container.querySelector('[data-layout="main"]')).not.toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Catalogo' })).toBeNull();
  });

  it('gives customers the main layout with the sidebar on management routes', async () => {
    const { container } = renderApp('/orders', [layoutMock('IT')], { viewer: userData('WC') });
    expect(await screen.findByRole('button', { name: 'Account di Maria Rossi' })).toBeTruthy();
    expect(container.querySelector('[data-layout="main"]')).not.toBeNull();
    expect(await screen.findByRole('navigation', { name: 'Catalogo' })).toBeTruthy();
  });
});
