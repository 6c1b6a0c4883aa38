// Every link of the shell to a page of the shop follows the page's language: the header banners,
// the top notice, the menus and the footer come from data written with Italian paths
// (/novita?type=N), and under /en they must lead to /en/novita?type=N.
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { layoutData } from '../../test/layout-fixtures';
import { renderApp } from '../../test/render';
import { ShellQuery } from './useShellData';
import { TopBannersQuery } from '../../domains/content/index';

function shellWithNotice(language: 'IT' | 'EN') {
  const data = layoutData(language);
  return {
    request: { query: ShellQuery, variables: { language } },
    result: {
      data: {
        ...data,
        config: {
          ...data.config,
          messages: {
            __typename: 'ShopMessages',
            topNotice: {
              __typename: 'ContentBlock',
              key: 'notice',
              title: '',
              text: language === 'EN' ? 'Offers' : 'Offerte',
              link: '/offerte?type=P',
            },
          },
        },
      },
    },
  };
}

const banners = (language: 'IT' | 'EN') => ({
  request: { query: TopBannersQuery, variables: { language } },
  result: {
    data: {
      banners: [
        {
          __typename: 'Banner',
          position: 'TOP_LEFT',
          text: 'Offerte',
          link: '/offerte?type=P',
          imageUrl: null,
        },
        {
          __typename: 'Banner',
          position: 'TOP_CENTER',
          text: 'Novità',
          link: '/novita?type=N',
          imageUrl: null,
        },
        {
          __typename: 'Banner',
          position: 'TOP_RIGHT',
          text: 'Chiamaci',
          link: 'tel:+39051000000',
          imageUrl: null,
        },
      ],
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
});

/** The hrefs of the page's links to shop paths (not other sites, mail or phone). */
function shopHrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href]')]
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/') && !href.startsWith('//'));
}

// The whole shell renders twice over: on a busy machine that takes a while.
describe('internal links follow the language', { timeout: 40_000 }, () => {
  it('under /en every link to a shop page starts with /en: banners, notice, menus, footer', async () => {
    const { container } = renderApp('/en', [shellWithNotice('EN'), banners('EN')]);
    const topBanners = await screen.findByTestId('top-banners');
    expect(within(topBanners).getByRole('link', { name: 'Novità' }).getAttribute('href')).toBe(
      '/en/novita?type=N',
    );
    expect(within(topBanners).getByRole('link', { name: 'Offerte' }).getAttribute('href')).toBe(
      '/en/offerte?type=P',
    );
    expect(within(topBanners).getByRole('link', { name: 'Chiamaci' }).getAttribute('href')).toBe(
      'tel:+39051000000',
    );
    // The menus come with the shell's answer, which may arrive after the banners'.
    expect((await screen.findByRole('link', { name: 'Offers' })).getAttribute('href')).toBe(
      '/en/offerte?type=P',
    );
    await screen.findByRole('navigation', { name: 'Catalogue' });
    await waitFor(() => expect(shopHrefs(container).length).toBeGreaterThan(8));
    const notEnglish = shopHrefs(container).filter((href) => href !== '/en' && !href.startsWith('/en/'));
    // The ITA switch is the one link that leaves English on purpose.
    expect(notEnglish).toEqual(['/']);
    expect(screen.getByRole('link', { name: /^ITA/ }).getAttribute('href')).toBe('/');
  });

  it('in Italian the same links keep their paths', async () => {
    const { container } = renderApp('/', [shellWithNotice('IT'), banners('IT')]);
    const topBanners = await screen.findByTestId('top-banners');
    expect(within(topBanners).getByRole('link', { name: 'Novità' }).getAttribute('href')).toBe(
      '/novita?type=N',
    );
    await screen.findByRole('navigation', { name: 'Catalogo' });
    expect(shopHrefs(container).filter((href) => href.startsWith('/en'))).toEqual(['/en']);
  });
});
