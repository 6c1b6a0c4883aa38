import { describe, expect, it } from 'vitest';
import { isConfigLink } from './links';

describe('links of the configuration', () => {
  it.each([
    '/',
    '/offerte?type=P',
    '/pages/chi-siamo',
    'https://www.facebook.com/ingrossobellini',
    'http://intranet.example/x?y=1#z',
    'mailto:ordini@ingrossobellini.it',
    'mailto:info@example.com?subject=Ordine',
    'tel:+390516342190',
    'tel:051-634.2190',
  ])('accepts %s', (link) => expect(isConfigLink(link)).toBe(true));

  it.each([
    'javascript:alert(1)',
    '//evil.example/x',
    '/\\evil.example',
    'pages/chi-siamo',
    'www.example.com',
    'https://',
    'https://user:pw@example.com/',
    'ftp://example.com/file',
    'mailto:not-an-address',
    'tel:call me',
    '/a path with spaces',
    'data:text/html,hi',
  ])('refuses %s', (link) => expect(isConfigLink(link)).toBe(false));
});
