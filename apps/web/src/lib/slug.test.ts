import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it('lowercases and turns spaces into hyphens', () => {
    expect(slugify('Articoli Tecnici')).toBe('articoli-tecnici');
  });

  it('turns slashes into hyphens and collapses the runs', () => {
    expect(slugify('Casa / Giardino')).toBe('casa-giardino');
    expect(slugify('Viti/Bulloni')).toBe('viti-bulloni');
  });

  it('drops other non-word characters', () => {
    expect(slugify("Dell'Acqua & Figli (S.r.l.)")).toBe('dellacqua-figli-srl');
    expect(slugify('100% cotone!')).toBe('100-cotone');
  });

  it('transliterates Italian accented letters instead of dropping them', () => {
    expect(slugify('Caffè e Tè')).toBe('caffe-e-te');
    expect(slugify('PERCHÉ NO? Però sì, città')).toBe('perche-no-pero-si-citta');
  });

  it('keeps digits and underscores, trims hyphens at the ends', () => {
    expect(slugify('  A4_80g  ')).toBe('a4_80g');
    expect(slugify('--Offerte--')).toBe('offerte');
  });

  it('gives an empty slug for a label with no word characters', () => {
    expect(slugify('€ / ™')).toBe('');
  });
});
