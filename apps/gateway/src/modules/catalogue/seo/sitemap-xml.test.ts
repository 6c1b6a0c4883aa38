import { describe, expect, it } from 'vitest';
import { productPages } from './sitemap-pages';
import { sitemapIndexXml, urlSetXml } from './sitemap-xml';

describe('sitemap XML', () => {
  it('escapes what XML reserves in addresses (a code with & or quotes stays one well-formed address)', () => {
    const [page] = productPages(false, [{ codart: `A&B"1`, descrizione: 'Tè <verde>', descrizioneEn: '' }]);
    const xml = urlSetXml('http://shop:4000', page ? [page] : []);
    expect(xml).toContain('<url><loc>http://shop:4000/product/ab1/te-verde?codart=A%26B%221</loc></url>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists one address per page without alternates when the shop is in Italian only', () => {
    const xml = urlSetXml('http://shop', [{ it: '/offerte' }, { it: '/' }]);
    expect(xml).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
        '<url><loc>http://shop/offerte</loc></url>\n<url><loc>http://shop/</loc></url>\n</urlset>\n',
    );
  });

  it('writes the index with absolute addresses', () => {
    expect(sitemapIndexXml('https://shop.example', ['/sitemaps/pages.xml'])).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
        '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        '<sitemap><loc>https://shop.example/sitemaps/pages.xml</loc></sitemap>\n</sitemapindex>\n',
    );
  });
});
