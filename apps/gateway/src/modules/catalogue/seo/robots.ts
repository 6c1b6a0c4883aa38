// robots.txt: crawlers may visit the catalogue and the public pages; users' own pages, searches and
// the reserved area are disallowed in both languages (@shop/contract crawl-rules.ts, the list the
// storefront's `noindex` follows too), and so are the gateway's own non-page addresses. The sitemap
// is named with the address the request came to, so the file is right behind any host name.
import { crawlDisallowedPrefixes } from '@shop/contract';

/** The gateway's own addresses that are not pages: the GraphQL endpoint, users' files and uploads. */
const GATEWAY_PREFIXES = ['/graphql', '/documents/', '/intdocuments/', '/return-files/', '/uploads/'];

export function robotsTxt(origin: string): string {
  const disallowed = [...crawlDisallowedPrefixes(), ...GATEWAY_PREFIXES];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
