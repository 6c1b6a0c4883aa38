import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { layoutData } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';
import { ShellQuery } from './useShellData';
import { BRANDS_SHOWN, BrandLinksQuery } from './BrandLinks';

const brands = Array.from({ length: 12 }, (_, i) => ({
  __typename: 'Brand',
  code: `B${String(i + 1).padStart(2, '0')}`,
  name: `Marchio ${String.fromCharCode(65 + i)}`,
}));

/** The shell with the seed's left menu entry "Marchi" (tipo LeftMenu, id brands) after the tree. */
function shellWithBrands() {
  const data = layoutData('IT');
  const brandsEntry = { __typename: 'MenuLink', key: 'brands', title: 'Marchi', link: '', icon: '' };
  return {
    request: { query: ShellQuery, variables: { language: 'IT' } },
    result: {
      data: { ...data, config: { ...data.config, leftMenu: [...data.config.leftMenu, brandsEntry] } },
    },
  };
}

const brandsMock = { request: { query: BrandLinksQuery }, result: { data: { brands } } };

describe('left menu brands', () => {
  it('lists brands under "Marchi", each a link to its listing; the rest behind a button', async () => {
    renderApp('/', [shellWithBrands(), brandsMock]);
    const menu = await screen.findByRole('navigation', { name: 'Catalogo' });
    const heading = within(menu).getByRole('heading', { name: 'Marchi' });
    const lists = await within(menu).findAllByRole('list', { name: 'Marchi' });
    const shown = within(lists[0] as HTMLElement).getAllByRole('link');
    expect(shown).toHaveLength(BRANDS_SHOWN);
    expect(shown[0]?.textContent).toBe('Marchio A');
    expect(shown[0]?.getAttribute('href')).toBe('/brand/B01/marchio-a?brand=B01');
    expect(heading.id).toBeTruthy();

    const more = within(menu).getByRole('button', { name: 'Tutti i marchi (12)' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    expect(within(menu).queryByRole('link', { name: 'Marchio L' })).toBeNull();
    fireEvent.click(more);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    expect(within(menu).getByRole('link', { name: 'Marchio L' }).getAttribute('href')).toBe(
      '/brand/B12/marchio-l?brand=B12',
    );
    expect(more.textContent).toBe('Mostra meno marchi');
  });

  it('keeps the brand of the page in view and marks it as the current page', async () => {
    renderApp('/search?brand=B11', [shellWithBrands(), brandsMock]);
    const menu = await screen.findByRole('navigation', { name: 'Catalogo' });
    const current = await within(menu).findByRole('link', { name: 'Marchio K' });
    expect(current.getAttribute('aria-current')).toBe('page');
  });
});
