import { describe, expect, it } from 'vitest';
import { CATALOGUES, translate } from './messages';
import { fromAcceptLanguage, requestLanguage } from './request-language';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('message catalogues', () => {
  it('have the same keys and placeholders in Italian and English', () => {
    expect(Object.keys(CATALOGUES.en).sort()).toEqual(Object.keys(CATALOGUES.it).sort());
    for (const [key, text] of Object.entries(CATALOGUES.it)) {
      expect(placeholders(CATALOGUES.en[key as keyof typeof CATALOGUES.en]), key).toEqual(placeholders(text));
    }
  });

  it('fill in placeholders', () => {
    expect(translate('en', 'validation.required', { field: 'Lingua' })).toBe(
      'The field “Lingua” is required.',
    );
    expect(translate('it', 'validation.required', { field: 'Lingua' })).toBe(
      'Il campo «Lingua» è obbligatorio.',
    );
  });
});

describe('request language', () => {
  it('prefers a valid Lingua or lingua in the body', () => {
    expect(requestLanguage({ body: { Lingua: 'EN' }, headers: { 'accept-language': 'it' } })).toBe('en');
    expect(requestLanguage({ body: { lingua: 'en' }, headers: {} })).toBe('en');
  });

  it('falls back to Accept-Language, then Italian', () => {
    expect(
      requestLanguage({ body: { Lingua: 'fr' }, headers: { 'accept-language': 'en-GB,en;q=0.9' } }),
    ).toBe('en');
    expect(requestLanguage({ body: undefined, headers: { 'accept-language': 'de-DE,fr;q=0.8' } })).toBe('it');
    expect(requestLanguage({ body: 'not an object', headers: {} })).toBe('it');
  });

  it('ranks Accept-Language by q weight and ignores q=0', () => {
    expect(fromAcceptLanguage('it;q=0.5, en;q=0.8')).toBe('en');
    expect(fromAcceptLanguage('en;q=0, it')).toBe('it');
    expect(fromAcceptLanguage('*')).toBeUndefined();
  });
});
