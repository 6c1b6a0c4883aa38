import { describe, expect, it } from 'vitest';
import {
  brandPath,
  categoryPath,
  homePath,
  isExternalLink,
  isOtherSite,
  isPolicyPage,
  productPath,
} from './paths';

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

describe('isOtherSite', () => {
  it('is true for web addresses only', () => {
    expect(isOtherSite('https://www.linkedin.com/')).toBe(true);
    expect(isOtherSite('HTTP://example.com')).toBe(true);
    expect(isOtherSite('//cdn.example.com')).toBe(true);
    expect(isOtherSite('/offerte?type=P')).toBe(false);
    expect(isOtherSite('tel:+39051000000')).toBe(false);
    expect(isOtherSite('mailto:info@example.com')).toBe(false);
  });
});

describe('isPolicyPage', () => {
  it('knows the legal pages in both languages', () => {
    expect(isPolicyPage('/pages/cookie-policy')).toBe(true);
    expect(isPolicyPage('/en/pages/privacy-policy')).toBe(true);
    expect(isPolicyPage('/pages/condizioni-di-vendita/')).toBe(true);
    expect(isPolicyPage('/pages/chi-siamo')).toBe(false);
    expect(isPolicyPage('/')).toBe(false);
  });
});

describe('productPath', () => {
  it('follows the spec route: code slug, description slug, code in codart', () => {
    expect(productPath('AL000001', 'Caffè in grani / 1 kg', 'it')).toBe(
      '/product/al000001/caffe-in-grani-1-kg?codart=AL000001',
    );
    expect(productPath('AL000001', 'Coffee beans 1 kg', 'en')).toBe(
      '/en/product/al000001/coffee-beans-1-kg?codart=AL000001',
    );
  });
});

describe('brandPath', () => {
  it('puts the code in the path and in ?brand=', () => {
    expect(brandPath('BR01', 'Dolce Vita', 'it')).toBe('/brand/BR01/dolce-vita?brand=BR01');
    expect(brandPath('BR01', 'Dolce Vita', 'en')).toBe('/en/brand/BR01/dolce-vita?brand=BR01');
  });
});
