// The sitemap protocol's XML (https://www.sitemaps.org/protocol.html): an index of sitemap files and
// a file of page addresses. Addresses are absolute (the protocol asks for it), on the origin the
// request came to. With English on, each page is listed in both languages, each address with the
// hreflang alternates of the page (Italian, English and x-default, as the server render's <link>s):
// the form search engines document for multilingual sitemaps.
/** One page of the shop: its canonical path in Italian and, with English on, in English. */
export interface PageAddresses {
  it: string;
  en?: string | undefined;
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** The sitemap index: one <sitemap> per file path. */
export function sitemapIndexXml(origin: string, files: readonly string[]): string {
  const entries = files.map((file) => `<sitemap><loc>${escapeXml(origin + file)}</loc></sitemap>\n`);
  return `${HEAD}<sitemapindex xmlns="${SITEMAP_NS}">\n${entries.join('')}</sitemapindex>\n`;
}

/** A file of pages (a <urlset>): one <url> per address, with its alternates when there are two languages. */
export function urlSetXml(origin: string, pages: readonly PageAddresses[]): string {
  const base = escapeXml(origin);
  const parts: string[] = [`${HEAD}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`];
  for (const page of pages) {
    const it = base + escapeXml(page.it);
    if (page.en === undefined) {
      parts.push(`<url><loc>${it}</loc></url>\n`);
      continue;
    }
    const en = base + escapeXml(page.en);
    const links =
      `<xhtml:link rel="alternate" hreflang="it" href="${it}"/>` +
      `<xhtml:link rel="alternate" hreflang="en" href="${en}"/>` +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${it}"/>`;
    parts.push(`<url><loc>${it}</loc>${links}</url>\n`, `<url><loc>${en}</loc>${links}</url>\n`);
  }
  parts.push('</urlset>\n');
  return parts.join('');
}
