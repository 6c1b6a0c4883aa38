import { describe, expect, it } from 'vitest';
import { localeFromPath, localizePath, stripLocale, switchLocalePath, toLanguage } from './locale';

describe('localeFromPath', () => {
  it.each([
    ['/', 'it'],
    ['/category/01/casa?category=01', 'it'],
    ['/en', 'en'],
    ['/en/', 'en'],
    ['/en/cart', 'en'],
    ['/english', 'it'],
    ['/entrata', 'it'],
  ])('%s is %s', (path, locale) => {
    expect(localeFromPath(path)).toBe(locale);
  });
});

describe('stripLocale', () => {
  it('removes the English prefix only', () => {
    expect(stripLocale('/en')).toBe('/');
    expect(stripLocale('/en/cart')).toBe('/cart');
    expect(stripLocale('/cart')).toBe('/cart');
    expect(stripLocale('/enoteca')).toBe('/enoteca');
  });
});

describe('localizePath', () => {
  it('prefixes English paths and keeps Italian ones bare', () => {
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/', 'it')).toBe('/');
    expect(localizePath('/offerte?type=P', 'en')).toBe('/en/offerte?type=P');
    expect(localizePath('/offerte?type=P', 'it')).toBe('/offerte?type=P');
  });

  it('is idempotent and moves a path between locales', () => {
    expect(localizePath('/en/cart', 'en')).toBe('/en/cart');
    expect(localizePath('/en/cart#top', 'it')).toBe('/cart#top');
    expect(localizePath('/en?x=1', 'it')).toBe('/?x=1');
  });

  it('leaves links that are not shop paths alone', () => {
    expect(localizePath('https://example.com/a', 'en')).toBe('https://example.com/a');
    expect(localizePath('//cdn.example.com/a', 'en')).toBe('//cdn.example.com/a');
    expect(localizePath('mailto:info@example.com', 'en')).toBe('mailto:info@example.com');
    expect(localizePath('#main', 'en')).toBe('#main');
  });
});

describe('switchLocalePath', () => {
  it('goes to the same page in the other language, with query and hash', () => {
    expect(switchLocalePath({ pathname: '/' }, 'en')).toBe('/en');
    expect(switchLocalePath({ pathname: '/en' }, 'it')).toBe('/');
    const category = { pathname: '/category/01/casa', search: '?category=01', hash: '#list' };
    expect(switchLocalePath(category, 'en')).toBe('/en/category/01/casa?category=01#list');
    expect(switchLocalePath({ pathname: '/en/x', search: '?a=b' }, 'it')).toBe('/x?a=b');
  });
});

describe('toLanguage', () => {
  it('maps locales to the GraphQL Language enum', () => {
    expect(toLanguage('it')).toBe('IT');
    expect(toLanguage('en')).toBe('EN');
  });
});
