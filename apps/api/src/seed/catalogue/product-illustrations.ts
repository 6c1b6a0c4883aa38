// The demo catalogue's product pictures: one illustration per leaf category and brand (200 leaves × the
// 4 brands of their department = 800), shared by the products of that leaf and brand. Each is an SVG
// drawn from data (no download), named after a hash of its content; the seed writes the files into
// the media folder under the data directory and the API makes the served sizes from them on first use.
import { createHash } from 'node:crypto';
import { productImageFileName, writeProductImageSource } from '../../modules/media';
import { BRANDS } from './data/brands';
import { drawIllustration, palette } from './illustrations/draw';
import { kindOf } from './illustrations/packaging';

export interface Illustration {
  /** The stored file name (what `products.images` holds). */
  fileName: string;
  svg: string;
}

/** What a picture needs of a leaf (the generator's `Leaf`). */
export interface IllustratedLeaf {
  code: string;
  department: number;
  vocabulary: { head: string };
}

const cache = new Map<string, Illustration>();

/** The illustration of a leaf's products of one brand (same arguments, same picture and name). */
export function illustrationOf(leafIndex: number, leaf: IllustratedLeaf, brandIndex: number): Illustration {
  const key = `${leaf.code}|${brandIndex}`;
  const known = cache.get(key);
  if (known) return known;
  const [code, name] = BRANDS[brandIndex] as readonly [string, string];
  const headIt = leaf.vocabulary.head.split('/')[0] ?? '';
  const svg = drawIllustration(kindOf(leaf.department, headIt), palette(brandIndex, leafIndex), name);
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 10);
  const stem = `${leaf.code.replaceAll('.', '-')}-${code.toLowerCase()}-${hash}`;
  const illustration = { fileName: productImageFileName(stem, 'svg'), svg };
  cache.set(key, illustration);
  return illustration;
}

/** Every illustration the generator can give a product: each leaf with each brand of its department. */
export function allIllustrations(
  leaves: readonly IllustratedLeaf[],
  brandsPerDepartment: number,
): Illustration[] {
  return leaves.flatMap((leaf, leafIndex) =>
    Array.from({ length: brandsPerDepartment }, (_, i) =>
      illustrationOf(leafIndex, leaf, leaf.department * brandsPerDepartment + i),
    ),
  );
}

/** Writes the illustrations missing from the media folder; returns how many it wrote. */
export async function writeIllustrations(mediaDir: string, illustrations: readonly Illustration[]) {
  let written = 0;
  // A few dozen at a time: the file system works on them in parallel without a flood of open files.
  for (let from = 0; from < illustrations.length; from += 50) {
    const batch = illustrations.slice(from, from + 50);
    const results = await Promise.all(
      batch.map(({ fileName, svg }) => writeProductImageSource(mediaDir, fileName, svg)),
    );
    written += results.filter(Boolean).length;
  }
  return written;
}
