import { describe, expect, it } from 'vitest';
import { categoryPath, homePath, isExternalLink } from './paths';

describe('categoryPath', () => {
  it('follows the spec route with the code twice and the slug of the label', () => {
    expect(categoryPath('01.02', 'Carta / Cancelleria', 'it')).toBe(
      '/category/01.02/carta-cancelleria?category=01.02',
    );
    expect(categoryPath('01.02', 'Paper / Stationery', 'en')).toBe(
      '/en/category/01.02/paper-stationery?category=01.02',
    );
  });

  it('encodes codes that are not URL-safe and never leaves the slug empty', () => {
    expect(categoryPath('A B', '€', 'it')).toBe('/category/A%20B/A%20B?category=A%20B');
  });
});

describe('homePath', () => {
  it('is / in Italian and /en in English', () => {
    expect(homePath('it')).toBe('/');
    expect(homePath('en')).toBe('/en');
  });
});

describe('isExternalLink', () => {
  it('tells shop paths from other links', () => {
    expect(isExternalLink('/offerte?type=P')).toBe(false);
    expect(isExternalLink('https://www.linkedin.com/')).toBe(true);
    expect(isExternalLink('//cdn.example.com')).toBe(true);
    expect(isExternalLink('mailto:info@example.com')).toBe(true);
    expect(isExternalLink('tel:+39051000000')).toBe(true);
  });
});
