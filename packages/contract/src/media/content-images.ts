// Pictures uploaded from the reserved area for banners and promotions (docs/rest-api.md "Banner and
// promotion pictures"). An upload is checked by its content (PNG, JPEG or WebP; at most
// IMAGE_UPLOAD_MAX_BYTES), cut to the format's proportions and stored by the API under its media folder
// in every served width as WebP: `GET /media/{folder}/{name}/{width}.webp`. A name is the format and a
// hash of the uploaded file, so every URL is immutable (a year-long cache) and the sizes follow from
// the URL alone. The record (a banner, a promotion) keeps the URL of the format's main width.

/** What an upload may weigh (bytes). */
export const IMAGE_UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
/** The most pixels a picture may have (a decompression bomb is refused before it is decoded). */
export const IMAGE_UPLOAD_MAX_PIXELS = 40_000_000;
/** The types accepted, by their content (the file name and the declared type are not trusted). */
export const IMAGE_UPLOAD_TYPES = ['png', 'jpeg', 'webp'] as const;
export type ImageUploadType = (typeof IMAGE_UPLOAD_TYPES)[number];

export interface ContentImageFormat {
  /** The folder under /media/ (and under the API's MEDIA_DIR). */
  folder: 'banners' | 'promotions';
  /** The served widths, smallest first. */
  widths: readonly number[];
  /** The width a record's URL names (what `imageUrl` answers). */
  mainWidth: number;
  /** Width ÷ height of every served size. */
  aspect: number;
  /** cover: cut to fill the frame (photos); contain: fit inside it on transparency (icons). */
  fit: 'cover' | 'contain';
  /** The narrowest picture accepted (it would look blurred at the main width otherwise). */
  minWidth: number;
}

/**
 * The formats: the home page's banners (3:1, as wide as the page: 1200 px, twice that on sharp
 * screens is 1800 in the largest size the hero needs), the header's icons (square, drawn at 16 px) and
 * the promotions' cards (2:1, the promotions dialog and the home page's cards).
 */
export const CONTENT_IMAGE_FORMATS = {
  'banner-home': {
    folder: 'banners',
    widths: [600, 1200, 1800],
    mainWidth: 1200,
    aspect: 3,
    fit: 'cover',
    minWidth: 600,
  },
  'banner-top': {
    folder: 'banners',
    widths: [32, 64],
    mainWidth: 64,
    aspect: 1,
    fit: 'contain',
    minWidth: 16,
  },
  promotion: {
    folder: 'promotions',
    widths: [300, 600, 1200],
    mainWidth: 600,
    aspect: 2,
    fit: 'cover',
    minWidth: 300,
  },
} as const satisfies Record<string, ContentImageFormat>;
export type ContentImageFormatName = keyof typeof CONTENT_IMAGE_FORMATS;
export const CONTENT_IMAGE_FORMAT_NAMES = Object.keys(CONTENT_IMAGE_FORMATS) as ContentImageFormatName[];

/** A stored name: the format, then 20 hex digits of the upload's SHA-256. */
const NAME = /^(banner-home|banner-top|promotion)-([0-9a-f]{20})$/;
const URL_PATTERN =
  /^\/media\/(banners|promotions)\/((?:banner-home|banner-top|promotion)-[0-9a-f]{20})\/([1-9]\d*)\.webp$/;

export function contentImageName(format: ContentImageFormatName, sha256Hex: string): string {
  return `${format}-${sha256Hex.slice(0, 20)}`;
}

/** The format of a stored name, or null when it is not one. */
export function contentImageFormatOf(name: string): ContentImageFormatName | null {
  const match = NAME.exec(name);
  return match ? (match[1] as ContentImageFormatName) : null;
}

export function contentImageUrl(name: string, width?: number): string {
  const format = contentImageFormatOf(name);
  if (!format) throw new Error(`not a content image name: ${name}`);
  const spec = CONTENT_IMAGE_FORMATS[format];
  return `/media/${spec.folder}/${name}/${width ?? spec.mainWidth}.webp`;
}

/** What a served URL names: the format, the name and the width; null for any other URL. */
export function parseContentImageUrl(
  url: string,
): { format: ContentImageFormatName; name: string; width: number } | null {
  const match = URL_PATTERN.exec(url);
  if (!match) return null;
  const [, folder, name, width] = match as unknown as [string, string, string, string];
  const format = contentImageFormatOf(name);
  if (!format || CONTENT_IMAGE_FORMATS[format].folder !== folder) return null;
  const spec: ContentImageFormat = CONTENT_IMAGE_FORMATS[format];
  return spec.widths.includes(Number(width)) ? { format, name, width: Number(width) } : null;
}

/** Every served size of a content picture's URL (smallest first), or null for another URL. */
export function contentImageSizes(url: string): Array<{ url: string; width: number; height: number }> | null {
  const parsed = parseContentImageUrl(url);
  if (!parsed) return null;
  const spec: ContentImageFormat = CONTENT_IMAGE_FORMATS[parsed.format];
  return spec.widths.map((width) => ({
    url: contentImageUrl(parsed.name, width),
    width,
    height: Math.round(width / spec.aspect),
  }));
}

/** The type of an upload by its first bytes (its magic number), or null when it is none of ours. */
export function sniffImageType(bytes: Uint8Array): ImageUploadType | null {
  const starts = (...values: number[]) => values.every((value, i) => bytes[i] === value);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}
