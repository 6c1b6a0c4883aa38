// Under /en the shell's links to shop pages stay in English: the header banners (config data written
// with Italian paths, /novita?type=N) led to the Italian pages.
import { expect, test } from '../../support/fixtures';
import { BANNERS } from '../../../apps/api/src/seed/catalogue/data/banners';
import { ShopPage } from '../../pages/ShopPage';

test(
  'on /en the header banners, the header and the footer link to English pages',
  { tag: '@rules' },
  async ({ page }) => {
    await new ShopPage(page).open('/en');
    const banners = page.getByTestId('top-banners');
    const news = BANNERS.find((banner) => banner.link === '/novita?type=N');
    if (!news?.textEn) throw new Error('the seed has no news banner');
    await expect(banners.getByRole('link', { name: news.textEn })).toHaveAttribute(
      'href',
      '/en/novita?type=N',
    );

    // Every shop link of the header and the footer, but the switch to Italian (lang="it"), is under /en.
    const hrefs = await page
      .locator('header a[href^="/"], footer a[href^="/"]')
      .evaluateAll((links) =>
        links.filter((a) => a.getAttribute('lang') !== 'it').map((a) => a.getAttribute('href') ?? ''),
      );
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs.filter((href) => href !== '/en' && !href.startsWith('/en/'))).toEqual([]);

    await banners.getByRole('link', { name: news.textEn }).click();
    await expect(page).toHaveURL(/\/en\/novita\?type=N$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  },
);
