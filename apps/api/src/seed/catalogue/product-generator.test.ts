import { describe, expect, it } from 'vitest';
import { KINDS, kindOf } from './illustrations/packaging';
import {
  bilingual,
  catalogueIllustrations,
  catalogueLeaves,
  generateProduct,
  generateProducts,
} from './product-generator';
import { mulberry32 } from '../core/random';

const leaves = catalogueLeaves();

describe('the demo catalogue generator', () => {
  it('gives every one of the 200 leaf categories its vocabulary', () => {
    expect(leaves).toHaveLength(200);
    expect(new Set(leaves.map((leaf) => leaf.code)).size).toBe(200);
    expect(leaves[0]).toMatchObject({ code: '01.01.01', department: 0 });
    expect(leaves[199]).toMatchObject({ code: '10.05.04', department: 9 });
  });

  it('is deterministic: the same index and seed give the same product, in any order', () => {
    const forward = generateProducts(0, 50, leaves);
    const single = generateProduct(37, leaves);
    expect(single).toEqual(forward[37]);
    expect(generateProducts(0, 50, leaves)).toEqual(forward);
    expect(generateProduct(37, leaves, 1)).not.toEqual(single);
  });

  it('makes unique codes and spreads products evenly over the leaves', () => {
    const rows = generateProducts(0, 2000, leaves);
    expect(new Set(rows.map((row) => row.code)).size).toBe(2000);
    const perLeaf = new Map<string, number>();
    for (const row of rows) perLeaf.set(row.categoryCode, (perLeaf.get(row.categoryCode) ?? 0) + 1);
    expect([...perLeaf.values()].every((count) => count === 10)).toBe(true);
  });

  it('describes a product in both languages from its leaf vocabulary', () => {
    const pasta = generateProduct(0, leaves);
    expect(pasta.code).toBe('AL000001');
    expect(pasta.descriptionIt).toMatch(/^Pasta di semola .+ (500 g|1 kg|3 kg)$/);
    expect(pasta.descriptionEn).toMatch(/^Durum wheat pasta .+ (500 g|1 kg|3 kg)$/);
  });

  it('keeps list prices in order p1 ≥ p1b2b ≥ p2 ≥ p3 > 0, stock ≥ 0 and sane quantities', () => {
    for (const row of generateProducts(0, 1000, leaves)) {
      const [p1, b2b, p2, p3] = [row.priceP1, row.priceP1b2b, row.priceP2, row.priceP3].map(Number);
      expect(p1).toBeGreaterThanOrEqual(b2b as number);
      expect(b2b).toBeGreaterThanOrEqual(p2 as number);
      expect(p2).toBeGreaterThanOrEqual(p3 as number);
      expect(p3).toBeGreaterThan(0);
      expect(row.stock).toBeGreaterThanOrEqual(0);
      expect((row.minQty ?? 1) % (row.stepQty ?? 1)).toBe(0);
      expect(['PZ', 'CF', 'KG', 'LT', 'CT']).toContain(row.um);
    }
  });

  it('sells bulk oil by the litre in whole containers', () => {
    const bulk = generateProducts(0, 2000, leaves).find((row) => row.um === 'LT');
    expect(bulk).toBeDefined();
    expect(bulk?.minQty).toBe(bulk?.packSize);
    expect(bulk?.stepQty).toBe(bulk?.packSize);
  });
});

describe('bilingual', () => {
  it('splits "it/en" and repeats a text without a slash', () => {
    expect(bilingual('Tonno/Tuna')).toEqual(['Tonno', 'Tuna']);
    expect(bilingual('Shampoo')).toEqual(['Shampoo', 'Shampoo']);
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const a = mulberry32(42);
    const b = mulberry32(42);
    const values = Array.from({ length: 1000 }, () => a());
    expect(values).toEqual(Array.from({ length: 1000 }, () => b()));
    expect(values.every((v) => v >= 0 && v < 1)).toBe(true);
  });

  it('gives each product the picture of its leaf and brand, out of 800 distinct ones', () => {
    const pictures = catalogueIllustrations(leaves);
    expect(pictures).toHaveLength(800);
    expect(new Set(pictures.map((p) => p.fileName)).size).toBe(800);
    expect(new Set(pictures.map((p) => p.svg)).size).toBe(800);
    const names = new Set(pictures.map((p) => p.fileName));
    for (const row of generateProducts(0, 2000, leaves)) {
      expect(row.images).toHaveLength(1);
      const [file] = row.images ?? [];
      expect(names.has(file as string)).toBe(true);
      expect(file).toMatch(
        new RegExp(
          `^${row.categoryCode.replaceAll('.', '-')}-${row.brandCode.toLowerCase()}-[0-9a-f]{10}\\.svg$`,
        ),
      );
    }
  });

  it('draws every kind of object somewhere, each leaf as its department says', () => {
    const kinds = new Set(leaves.map((leaf) => kindOf(leaf.department, bilingual(leaf.vocabulary.head)[0])));
    expect([...kinds].sort()).toEqual([...KINDS].sort());
    expect(kindOf(0, 'Pasta di semola')).toBe('bag');
    expect(kindOf(0, 'Tonno')).toBe('can');
    expect(kindOf(6, 'Trapano')).toBe('device');
    expect(kindOf(3, 'Nastro per etichettatrice')).toBe('box');
    expect(kindOf(3, 'Nastro adesivo')).toBe('roll');
  });
});
