// Generates the demo catalogue's products: product i depends only on (seed, i), so a million rows can be
// written batch by batch without holding them, and the same arguments always give the same rows.
import type { NewProductRow } from '../../db/schema';
import { categoryRows } from './category.seed';
import { BRANDS } from './data/brands';
import { LEAF_VOCABULARY, type LeafVocabulary } from './data/leaf-vocabulary';
import { SUPPLIERS } from './data/suppliers';
import { allIllustrations, illustrationOf } from './product-illustrations';
import { itemSeed, picker, type Picker } from '../core/random';
import { shopDay } from '../../kernel/shop-calendar';

export const DEFAULT_PRODUCT_COUNT = 5_000;
export const DEFAULT_CATALOGUE_SEED = 20_250_101;

/** Code prefix per department, in CATEGORY_TREE order. */
const DEPARTMENT_PREFIXES = ['AL', 'BE', 'CA', 'UF', 'IG', 'PU', 'FE', 'EL', 'GI', 'IM'] as const;
const BRANDS_PER_DEPARTMENT = BRANDS.length / DEPARTMENT_PREFIXES.length;
const SUPPLIERS_PER_DEPARTMENT = SUPPLIERS.length / DEPARTMENT_PREFIXES.length;
/** Bigger sizes cost more, less than proportionally. */
const SIZE_FACTORS = [1, 1.85, 3.4] as const;
/** List-price ratios to p1: business, then the two reseller lists. */
const PRICE_LIST_RATIOS = { p1b2b: 0.93, p2: 0.87, p3: 0.8 } as const;

export interface Leaf {
  code: string;
  department: number;
  vocabulary: LeafVocabulary;
}

/** The 200 leaf categories with their vocabulary, in tree order. */
export function catalogueLeaves(): Leaf[] {
  const leaves = categoryRows().filter((row) => row.level === 3);
  if (leaves.length !== LEAF_VOCABULARY.length) {
    throw new Error(`${leaves.length} leaf categories but ${LEAF_VOCABULARY.length} vocabularies`);
  }
  return leaves.map((row, i) => ({
    code: row.code,
    department: Number(row.code.slice(0, 2)) - 1,
    vocabulary: LEAF_VOCABULARY[i] as LeafVocabulary,
  }));
}

/** "it/en" → [it, en]; a text without '/' is the same in both languages. */
export function bilingual(text: string): [it: string, en: string] {
  const at = text.indexOf('/');
  return at === -1 ? [text, text] : [text.slice(0, at), text.slice(at + 1)];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

interface Packaging {
  um: NewProductRow['um'];
  packSize: number;
  minQty: number;
  stepQty: number;
  /** What one unit of sale costs relative to one piece of the described size. */
  priceFactor: number;
}

function packaging(vocabulary: LeafVocabulary, sizeIt: string, unitPrice: number, rnd: Picker): Packaging {
  const bulk = /^(\d+) (kg|l)$/.exec(sizeIt);
  if ((vocabulary.um === 'KG' || vocabulary.um === 'LT') && bulk && Number(bulk[1]) >= 5) {
    // Bulk goods are sold by the kilogram or litre, in whole containers.
    const size = Number(bulk[1]);
    return { um: vocabulary.um, packSize: size, minQty: size, stepQty: size, priceFactor: 1 / size };
  }
  if (vocabulary.um === 'PZ') {
    // Cheap small items are sold in multiples.
    const step = unitPrice < 5 ? rnd.pick([1, 1, 5, 10]) : 1;
    return { um: 'PZ', packSize: 1, minQty: step, stepQty: step, priceFactor: 1 };
  }
  const um = vocabulary.um === 'CT' ? 'CT' : 'CF';
  const packSize = um === 'CT' ? rnd.pick([6, 12]) : rnd.pick([6, 10, 12, 20, 24]);
  return { um, packSize, minQty: 1, stepQty: 1, priceFactor: packSize };
}

function stockFor(rnd: Picker, minQty: number): number {
  const roll = rnd.next();
  if (roll < 0.07) return 0;
  if (roll < 0.17) return minQty * rnd.int(1, 9);
  return minQty * rnd.int(10, 400);
}

/** `day` (YYYY-MM-DD) plus `days`. */
function addDays(day: string, days: number): string {
  const at = new Date(`${day}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/**
 * The next delivery from the supplier, relative to the seed's day: most products out of stock and a
 * third of those running low have one on its way (in 2 to 45 days), a few others too. Drawn from a
 * picker of its own, so that the products' other fields stay what they were before arrivals existed.
 */
function nextArrival(
  index: number,
  seed: number,
  stock: number,
  pack: Packaging,
  today: string,
): Pick<NewProductRow, 'nextArrivalOn' | 'nextArrivalQty'> {
  const rnd = picker(itemSeed(seed ^ 0x5eed_a771, index));
  const low = stock < pack.minQty + 9 * pack.stepQty;
  const expected = rnd.chance(stock < pack.minQty ? 0.8 : low ? 0.35 : 0.05);
  if (!expected) return { nextArrivalOn: null, nextArrivalQty: null };
  return {
    nextArrivalOn: addDays(today, rnd.int(2, 45)),
    nextArrivalQty: pack.minQty + pack.stepQty * rnd.int(2, 40) * 5,
  };
}

export function generateProduct(
  index: number,
  leaves: readonly Leaf[],
  seed = DEFAULT_CATALOGUE_SEED,
  today = shopDay(),
): NewProductRow {
  const leafIndex = index % leaves.length;
  const leaf = leaves[leafIndex] as Leaf;
  const rnd = picker(itemSeed(seed, index));
  const { vocabulary, department } = leaf;
  const [headIt, headEn] = bilingual(vocabulary.head);
  const [variantIt, variantEn] = bilingual(rnd.pick(vocabulary.variants.split('|')));
  const sizes = vocabulary.sizes.split('|');
  const sizeIndex = rnd.int(0, sizes.length - 1);
  const [sizeIt, sizeEn] = bilingual(sizes[sizeIndex] as string);
  const brandIndex = department * BRANDS_PER_DEPARTMENT + rnd.int(0, BRANDS_PER_DEPARTMENT - 1);
  const supplierIndex = department * SUPPLIERS_PER_DEPARTMENT + rnd.int(0, SUPPLIERS_PER_DEPARTMENT - 1);
  const piecePrice =
    vocabulary.price *
    (SIZE_FACTORS[sizeIndex] ?? 1) *
    (0.85 + rnd.next() * 0.4) *
    (brandIndex % 2 ? 1.08 : 1);
  const pack = packaging(vocabulary, sizeIt, piecePrice, rnd);
  const p1 = Math.max(0.05, round2(piecePrice * pack.priceFactor));
  const rated = rnd.chance(0.55);
  const stock = stockFor(rnd, pack.minQty);
  return {
    code: `${DEPARTMENT_PREFIXES[department]}${String(index + 1).padStart(6, '0')}`,
    descriptionIt: `${headIt} ${variantIt} ${sizeIt}`,
    descriptionEn: `${headEn} ${variantEn} ${sizeEn}`,
    brandCode: (BRANDS[brandIndex] as readonly [string, string])[0],
    categoryCode: leaf.code,
    supplierCode: (SUPPLIERS[supplierIndex] as readonly string[])[0] as string,
    um: pack.um,
    packSize: pack.packSize,
    minQty: pack.minQty,
    stepQty: pack.stepQty,
    priceP1: p1.toFixed(2),
    priceP1b2b: round2(p1 * PRICE_LIST_RATIOS.p1b2b).toFixed(2),
    priceP2: round2(p1 * PRICE_LIST_RATIOS.p2).toFixed(2),
    priceP3: round2(p1 * PRICE_LIST_RATIOS.p3).toFixed(2),
    stock,
    ...nextArrival(index, seed, stock, pack, today),
    hot: rnd.chance(0.06),
    highlight: rnd.chance(0.05),
    news: rnd.chance(0.07),
    outlet: rnd.chance(0.04),
    rating: rated ? (3 + Math.round(rnd.next() * 20) / 10).toFixed(1) : null,
    ratingCount: rated ? rnd.int(1, 120) : 0,
    // One picture per leaf and brand, shared by their products (800 for the demo catalogue).
    images: [illustrationOf(leafIndex, leaf, brandIndex).fileName],
    active: true,
  };
}

/** Every picture the generator can give a product (the seed writes them into the media folder). */
export function catalogueIllustrations(leaves = catalogueLeaves()) {
  return allIllustrations(leaves, BRANDS_PER_DEPARTMENT);
}

/** Products [from, to) of a run. */
export function generateProducts(
  from: number,
  to: number,
  leaves = catalogueLeaves(),
  seed = DEFAULT_CATALOGUE_SEED,
  today = shopDay(),
) {
  const rows: NewProductRow[] = [];
  for (let i = from; i < to; i += 1) rows.push(generateProduct(i, leaves, seed, today));
  return rows;
}
