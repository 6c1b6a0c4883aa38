// Banner and promotion pictures uploaded from the reserved area (contract content-images.ts), on disk
// under the media folder, never in the database:
//   banners/<name>/<width>.webp      every served width, made at upload (uploads are rare, sizes small)
//   promotions/<name>/<width>.webp
// An upload is checked by its content: its first bytes must say PNG, JPEG or WebP and sharp must read
// it as that same type, within the size and pixel limits; then it is cut to the format's proportions.
// The sizes are written in a folder of their own and renamed into place at once, so a failed or
// refused upload leaves nothing behind and a reader never sees half a picture. Names carry a hash of
// the upload: the same file uploaded twice is one picture, and every URL is immutable.
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  CONTENT_IMAGE_FORMATS,
  CONTENT_RULES,
  IMAGE_UPLOAD_MAX_BYTES,
  IMAGE_UPLOAD_MAX_PIXELS,
  contentImageName,
  contentImageSizes,
  contentImageUrl,
  parseContentImageUrl,
  sniffImageType,
  type ContentImageFormat,
  type ContentImageFormatName,
  type UploadedImageData,
} from '@shop/contract';
import sharp from 'sharp';
import { AppError } from '../../errors/app-error';
import type { MessageKey } from '../../kernel/texts/messages';

/** WebP quality of the served sizes (photos and flat artwork both look right at it). */
const QUALITY = 82;

/** A refused upload: 422 on the form field `immagine`, titled by its rule. */
function refused(ruleName: string, params: Record<string, string | number> = {}): AppError {
  return new AppError(422, 'VALIDATION', `validation.${ruleName}` as MessageKey, {
    field: 'immagine',
    params: { field: 'immagine', ...params },
  });
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

export class ContentImageStore {
  constructor(readonly mediaDir: string) {}

  private folderOf(format: ContentImageFormatName): string {
    return path.join(this.mediaDir, CONTENT_IMAGE_FORMATS[format].folder);
  }

  /**
   * Checks an upload, makes every width of `format` and stores them; answers the picture's URLs.
   * Throws a 422 on `immagine` when the file is too big, not a PNG/JPEG/WebP, unreadable or too small.
   */
  async store(format: ContentImageFormatName, bytes: Uint8Array): Promise<UploadedImageData> {
    if (bytes.length > IMAGE_UPLOAD_MAX_BYTES) {
      throw refused(CONTENT_RULES.imageTooLarge, { max: megabytes(IMAGE_UPLOAD_MAX_BYTES) });
    }
    const type = sniffImageType(bytes);
    if (!type) throw refused(CONTENT_RULES.imageType);
    const spec: ContentImageFormat = CONTENT_IMAGE_FORMATS[format];
    const input = () => sharp(bytes, { limitInputPixels: IMAGE_UPLOAD_MAX_PIXELS, failOn: 'error' });
    let width: number;
    try {
      const meta = await input().metadata();
      // The decoder must agree with the magic number (a PNG header on something else is refused).
      if (meta.format !== type) throw refused(CONTENT_RULES.imageType);
      // Turned by its EXIF orientation, a portrait photo's width is its height.
      width = (meta.orientation ?? 1) >= 5 ? (meta.height ?? 0) : (meta.width ?? 0);
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw refused(CONTENT_RULES.imageUnreadable);
    }
    if (width < spec.minWidth) throw refused(CONTENT_RULES.imageTooSmall, { min: spec.minWidth });

    const name = contentImageName(format, createHash('sha256').update(bytes).digest('hex'));
    const target = path.join(this.folderOf(format), name);
    if (!(await this.complete(format, target))) {
      const partial = path.join(
        this.folderOf(format),
        `.upload-${process.pid}-${randomBytes(6).toString('hex')}`,
      );
      try {
        await mkdir(partial, { recursive: true });
        for (const size of spec.widths) {
          const height = Math.round(size / spec.aspect);
          const out = await input()
            .rotate()
            .resize(size, height, {
              fit: spec.fit,
              position: 'centre',
              background: { r: 255, g: 255, b: 255, alpha: 0 },
            })
            .webp({ quality: QUALITY, effort: 4 })
            .toBuffer();
          await writeFile(path.join(partial, `${size}.webp`), out);
        }
        await rm(target, { recursive: true, force: true });
        await rename(partial, target);
      } catch {
        await rm(partial, { recursive: true, force: true });
        // Another upload of the same file may have finished meanwhile.
        if (!(await this.complete(format, target))) throw refused(CONTENT_RULES.imageUnreadable);
      }
    }
    const url = contentImageUrl(name);
    return {
      url,
      misure: (contentImageSizes(url) ?? []).map((s) => ({
        url: s.url,
        larghezza: s.width,
        altezza: s.height,
      })),
    };
  }

  /** Every width of the picture is on disk. */
  private async complete(format: ContentImageFormatName, dir: string): Promise<boolean> {
    const spec: ContentImageFormat = CONTENT_IMAGE_FORMATS[format];
    try {
      await Promise.all(spec.widths.map((width) => stat(path.join(dir, `${width}.webp`))));
      return true;
    } catch {
      return false;
    }
  }

  /** The URL names a stored picture of one of `formats` (what a save may refer to). */
  async holds(url: string, formats: readonly ContentImageFormatName[]): Promise<boolean> {
    const parsed = parseContentImageUrl(url);
    if (!parsed || !formats.includes(parsed.format)) return false;
    return this.complete(parsed.format, path.join(this.folderOf(parsed.format), parsed.name));
  }

  /** The bytes of a served size, or null (GET /media/{folder}/{name}/{width}.webp). */
  async read(folder: string, name: string, file: string): Promise<Buffer | null> {
    const parsed = parseContentImageUrl(`/media/${folder}/${name}/${file}`);
    if (!parsed) return null;
    try {
      return await readFile(path.join(this.folderOf(parsed.format), parsed.name, `${parsed.width}.webp`));
    } catch {
      return null;
    }
  }
}
