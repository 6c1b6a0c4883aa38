// Draws the demo promotions' images, the banner icons and the home banners' pictures as small SVG
// files. They are committed under apps/web/public/promo/ (served as /promo/… by the storefront);
// `pnpm --filter @shop/api promo:images` draws them again after the promotion or banner data changes.
import { BANNERS, HOME_BANNERS, type HomeBannerArt } from './data/banners';
import { drawIllustration, palette } from './illustrations/draw';
import { PROMOTIONS, promotionImagePath } from './data/promotions';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Splits a title into at most 3 lines of about `width` characters. */
function lines(text: string, width: number): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    const last = out.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= width) out[out.length - 1] = `${last} ${word}`;
    else out.push(word);
  }
  return out.slice(0, 3);
}

/** A 600×300 card: the promotion's colours, its Italian title and its code. */
export function promotionSvg(code: string, title: string, [from, to]: readonly [string, string]): string {
  const text = lines(title, 22)
    .map((line, i) => `<text x="40" y="${110 + i * 52}" class="t">${escape(line)}</text>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 300" role="img" aria-label="${escape(title)}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<style>.t{font:700 40px system-ui,sans-serif;fill:#fff}.c{font:600 22px system-ui,sans-serif;fill:#fff;opacity:.85}</style></defs>
<rect width="600" height="300" rx="24" fill="url(#g)"/><circle cx="540" cy="50" r="120" fill="#fff" opacity=".12"/>
${text}<text x="40" y="265" class="c">${escape(code)}</text></svg>
`;
}

const ICONS: Record<string, string> = {
  truck:
    '<path d="M2 6h11v9H2zM13 9h4l3 3v3h-7z" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="6" cy="17" r="2"/><circle cx="17" cy="17" r="2"/>',
  star: '<path d="M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z"/>',
  phone:
    '<path d="M6.6 10.8a15 15 0 006.6 6.6l2.2-2.2a1 1 0 011-.25 11.4 11.4 0 003.6.57 1 1 0 011 1V20a1 1 0 01-1 1A17 17 0 013 4a1 1 0 011-1h3.5a1 1 0 011 1c0 1.25.2 2.45.57 3.57a1 1 0 01-.25 1z"/>',
};

export function iconSvg(name: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="24" height="24" fill="#005AA6" color="#005AA6" aria-hidden="true">${ICONS[name] ?? ''}</svg>
`;
}

/**
 * A home banner's picture, 1200×400: the banner's colours and three products of the shop drawn on the
 * right. No text: the title and text are the page's own (translated, read by screen readers); the
 * page sets them over the left part, which stays plain.
 */
export function homeBannerSvg({ colours: [from, to], kinds }: HomeBannerArt, seed: number): string {
  const products = kinds
    .map((kind, i) => {
      const drawn = drawIllustration(kind, palette(seed * 7 + i * 11, seed + i), ' ');
      const size = i === 1 ? 330 : 270;
      const x = 640 + i * 175 - (i === 1 ? 30 : 0);
      const y = i === 1 ? 40 : 110;
      return drawn.replace('width="400" height="400"', `x="${x}" y="${y}" width="${size}" height="${size}"`);
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" width="1200" height="400" aria-hidden="true">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/><circle cx="1080" cy="60" r="220" fill="#fff" opacity=".08"/><circle cx="760" cy="420" r="180" fill="#fff" opacity=".06"/>
${products}</svg>
`;
}

/** Every file to write: path under the web's public folder → content. */
export function promotionImageFiles(): Map<string, string> {
  const files = new Map<string, string>();
  for (const { row, colours } of PROMOTIONS) {
    files.set(promotionImagePath(row.code), promotionSvg(row.code, row.titleIt, colours));
  }
  HOME_BANNERS.forEach(({ row, art }, i) => {
    if (row.image) files.set(row.image, homeBannerSvg(art, i + 1));
  });
  for (const banner of BANNERS) {
    const name = /\/promo\/icons\/(\w+)\.svg$/.exec(banner.image ?? '')?.[1];
    if (name) files.set(`/promo/icons/${name}.svg`, iconSvg(name));
  }
  return files;
}
