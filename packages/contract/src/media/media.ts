// Product pictures: where they are served and in which sizes (docs/rest-api.md "Product images").
// A product stores the file names of its pictures (`products.images`, e.g.
// "01-01-01-gransole-3f9a1c2b7d.svg": a name that ends with a hash of the file's content); the API
// answers their URLs, `GET /media/products/{name}/{width}.webp`, square WebP pictures in a few widths.
// A name changes whenever the picture does, so each URL is cached by browsers for a year, immutable.

/** The widths served, in pixels (square pictures: the height is the same). */
export const PRODUCT_IMAGE_WIDTHS = [160, 400, 800] as const;
export type ProductImageWidth = (typeof PRODUCT_IMAGE_WIDTHS)[number];
/** The width of the URL in `url` and `immagini`: the largest. */
export const PRODUCT_IMAGE_MAIN_WIDTH: ProductImageWidth = 800;

export const PRODUCT_IMAGE_PATH = '/media/products/';
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/** A stored picture's name (its file name without the extension). */
export const MEDIA_NAME_PATTERN = /^[a-z0-9][a-z0-9-]{0,99}$/;
const STORED_FILE = /^([a-z0-9][a-z0-9-]{0,99})\.(svg|png|jpe?g|webp)$/;
const SERVED_URL = /^\/media\/products\/([a-z0-9][a-z0-9-]{0,99})\/(\d+)\.webp$/;

/**
 * The URL of a stored picture in one width. A stored value that is already a URL or a path (an
 * external picture) is answered unchanged.
 */
export function productImageUrl(stored: string, width: ProductImageWidth = PRODUCT_IMAGE_MAIN_WIDTH): string {
  const file = STORED_FILE.exec(stored);
  return file ? `${PRODUCT_IMAGE_PATH}${file[1]}/${width}.webp` : stored;
}

export interface ImageSize {
  url: string;
  width: number;
}

/** Every size of a picture the API serves (smallest first), or null for a URL it does not serve. */
export function productImageSizes(url: string): ImageSize[] | null {
  const served = SERVED_URL.exec(url);
  if (!served) return null;
  const name = served[1] as string;
  return PRODUCT_IMAGE_WIDTHS.map((width) => ({ url: `${PRODUCT_IMAGE_PATH}${name}/${width}.webp`, width }));
}

/** The width of a served size in a `{width}.webp` file name, or null when it is not one of them. */
export function servedImageWidth(file: string): ProductImageWidth | null {
  const match = /^([1-9]\d*)\.webp$/.exec(file);
  const width = match ? Number(match[1]) : NaN;
  return (PRODUCT_IMAGE_WIDTHS as readonly number[]).includes(width) ? (width as ProductImageWidth) : null;
}
