// Product pictures on disk, under the media folder (MEDIA_DIR, default <DATA_DIR>/media; DESIGN.md:
// files live under the data directory, never in the database):
//   products/<name>.<svg|png|jpg|webp>       the source, as the seed or an upload wrote it
//   cache/products/<name>/<width>.webp        each served size, made from the source on first request
// A name ends with a hash of the source's content, so a size once made never goes stale.
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { MEDIA_NAME_PATTERN, type ProductImageWidth } from '@shop/contract';
import { renderProductImage } from './render-product-image';

const SOURCE_EXTENSIONS = ['svg', 'webp', 'png', 'jpg', 'jpeg'] as const;
type SourceExtension = (typeof SOURCE_EXTENSIONS)[number];

export function productImageFileName(stem: string, extension: SourceExtension): string {
  if (!MEDIA_NAME_PATTERN.test(stem)) throw new Error(`not a picture name: ${stem}`);
  return `${stem}.${extension}`;
}

const sourceDir = (mediaDir: string) => path.join(mediaDir, 'products');

/** Writes a source unless a file of that name is there already; true when it wrote it. */
export async function writeProductImageSource(mediaDir: string, fileName: string, content: string | Buffer) {
  await mkdir(sourceDir(mediaDir), { recursive: true });
  try {
    await writeFile(path.join(sourceDir(mediaDir), fileName), content, { flag: 'wx' });
    return true;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
}

async function readIfExists(file: string): Promise<Buffer | null> {
  try {
    return await readFile(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}

async function findSource(mediaDir: string, name: string) {
  for (const extension of SOURCE_EXTENSIONS) {
    const content = await readIfExists(path.join(sourceDir(mediaDir), `${name}.${extension}`));
    if (content) return { content, svg: extension === 'svg' };
  }
  return null;
}

/** The served sizes of product pictures, made once per name and width and then read from disk. */
export class ProductImageStore {
  /** Sizes being made: simultaneous first requests for one size make it once. */
  private readonly making = new Map<string, Promise<Buffer | null>>();

  constructor(readonly mediaDir: string) {}

  /** The WebP bytes of a picture in a width, or null when there is no such picture. */
  async sized(name: string, width: ProductImageWidth): Promise<Buffer | null> {
    if (!MEDIA_NAME_PATTERN.test(name)) return null;
    const target = path.join(this.mediaDir, 'cache', 'products', name, `${width}.webp`);
    const cached = await readIfExists(target);
    if (cached) return cached;
    let pending = this.making.get(target);
    if (!pending) {
      pending = this.make(name, width, target).finally(() => this.making.delete(target));
      this.making.set(target, pending);
    }
    return pending;
  }

  private async make(name: string, width: ProductImageWidth, target: string): Promise<Buffer | null> {
    const source = await findSource(this.mediaDir, name);
    if (!source) return null;
    const bytes = await renderProductImage(source.content, source.svg, width);
    // Written aside and renamed: a reader never sees half a file, even with several API processes.
    await mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(partial, bytes);
    await rename(partial, target);
    return bytes;
  }
}
