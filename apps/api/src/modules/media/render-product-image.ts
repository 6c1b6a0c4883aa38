// Makes one served size of a product picture: a square WebP `width` pixels wide, the picture fitted
// inside it (transparent margins), drawn at the target size when the source is an SVG (no blur).
import sharp from 'sharp';

/** WebP quality: the demo illustrations are flat colours, photos look right at this level too. */
const QUALITY = 82;

export async function renderProductImage(source: Buffer, svg: boolean, width: number): Promise<Buffer> {
  let density: number | undefined;
  if (svg) {
    // librsvg draws an SVG at 72 dpi by default: scale the density so that it is drawn at `width`.
    const { width: drawn = width, height = width } = await sharp(source).metadata();
    density = Math.min(2400, Math.max(1, (72 * width) / Math.max(drawn, height)));
  }
  return sharp(source, density ? { density } : {})
    .resize(width, width, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } })
    .webp({ quality: QUALITY, effort: 4 })
    .toBuffer();
}
