// Draws a product illustration as SVG (400 × 400): the kind of object of its category in the brand's
// colours, with a label carrying the brand's name (language-neutral, so one picture serves both
// languages). Flat shapes only, so librsvg (sharp) and browsers draw them alike.
import type { Kind } from './packaging';

export interface Palette {
  /** The brand's colour: the body of the package. */
  main: string;
  /** A darker shade of it: sides, caps, shadows. */
  dark: string;
  /** A pale tint of it: the backdrop circle. */
  tint: string;
  /** The category's accent: stripes, lids, details. */
  accent: string;
}

const hex = (h: number, s: number, l: number): string => {
  // HSL (degrees, %, %) to #rrggbb: librsvg and every browser read hex.
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
};

/** The brand's hue spreads brands around the colour wheel (golden angle); the leaf shifts the accent. */
export function palette(brandIndex: number, leafIndex: number): Palette {
  const hue = (brandIndex * 137.508) % 360;
  const accentHue = (hue + 150 + ((leafIndex * 47) % 120)) % 360;
  return {
    main: hex(hue, 62, 42),
    dark: hex(hue, 60, 28),
    tint: hex(hue, 70, 93),
    accent: hex(accentHue, 70, 55),
  };
}

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The brand's name centred at (x, y), as large as fits `width` (at most `max` px). */
function brandText(name: string, x: number, y: number, width: number, fill: string, max = 28): string {
  const size = Math.min(max, Math.floor(width / (name.length * 0.6)));
  return `<text x="${x}" y="${y}" text-anchor="middle" dominant-baseline="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${fill}">${escape(name)}</text>`;
}

/** A white label with the brand's name and an accent stripe under it. */
function label(x: number, y: number, w: number, h: number, name: string, p: Palette): string {
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="#fff"/>${brandText(name, x + w / 2, y + h * 0.4, w - 16, p.dark)}<rect x="${x + 12}" y="${y + h * 0.68}" width="${w - 24}" height="${Math.max(6, h * 0.12)}" rx="3" fill="${p.accent}"/>`;
}

type Draw = (p: Palette, name: string) => string;

const SHAPES: Record<Kind, Draw> = {
  bag: (p, n) =>
    `<path d="M118 96Q108 218 122 340Q200 354 278 340Q292 218 282 96Z" fill="${p.main}"/><rect x="112" y="64" width="176" height="36" rx="5" fill="${p.dark}"/><path d="M118 100h164" stroke="${p.accent}" stroke-width="6"/>${label(140, 170, 120, 96, n, p)}<ellipse cx="200" cy="306" rx="46" ry="16" fill="${p.tint}" opacity=".6"/>`,
  box: (p, n) =>
    `<path d="M118 104L152 78H298L264 104Z" fill="${p.tint}" stroke="${p.dark}" stroke-width="2"/><path d="M264 104L298 78V314L264 340Z" fill="${p.dark}"/><rect x="118" y="104" width="146" height="236" fill="${p.main}"/><rect x="118" y="104" width="146" height="26" fill="${p.accent}"/>${label(130, 176, 122, 96, n, p)}`,
  can: (p, n) =>
    `<rect x="132" y="96" width="136" height="232" fill="${p.main}"/><ellipse cx="200" cy="328" rx="68" ry="15" fill="${p.dark}"/><ellipse cx="200" cy="96" rx="68" ry="15" fill="#c9cdd2"/><ellipse cx="200" cy="96" rx="56" ry="10" fill="#e4e7ea"/><rect x="132" y="112" width="136" height="10" fill="${p.accent}"/>${label(140, 164, 120, 104, n, p)}<rect x="132" y="300" width="136" height="10" fill="${p.accent}"/>`,
  jar: (p, n) =>
    `<rect x="122" y="126" width="156" height="214" rx="34" fill="${p.accent}" opacity=".85"/><rect x="122" y="126" width="156" height="214" rx="34" fill="none" stroke="${p.dark}" stroke-width="4"/><rect x="134" y="84" width="132" height="46" rx="8" fill="${p.main}"/><path d="M140 96h120M140 108h120M140 120h120" stroke="${p.dark}" stroke-width="3"/>${label(138, 184, 124, 100, n, p)}`,
  bottle: (p, n) =>
    `<path d="M182 92V134Q142 160 142 206V330Q142 344 156 344H244Q258 344 258 330V206Q258 160 218 134V92Z" fill="${p.main}"/><rect x="176" y="56" width="48" height="40" rx="6" fill="${p.dark}"/><rect x="182" y="100" width="36" height="8" fill="${p.accent}"/>${label(152, 212, 96, 96, n, p)}`,
  jug: (p, n) =>
    `<path d="M128 140Q128 108 160 108H256Q290 108 290 142V322Q290 344 268 344H150Q128 344 128 322Z" fill="${p.main}"/><path d="M236 112Q236 84 262 84H272Q290 84 290 110V150H268V112Z" fill="${p.dark}"/><rect x="146" y="74" width="52" height="38" rx="6" fill="${p.accent}"/>${label(146, 190, 126, 104, n, p)}`,
  spray: (p, n) =>
    `<rect x="146" y="118" width="108" height="226" rx="18" fill="${p.main}"/><rect x="156" y="74" width="88" height="50" rx="12" fill="${p.accent}"/><rect x="236" y="88" width="26" height="12" rx="4" fill="${p.dark}"/><rect x="146" y="140" width="108" height="10" fill="${p.dark}"/>${label(154, 196, 92, 100, n, p)}`,
  tube: (p, n) =>
    `<path d="M132 84H268L246 300H154Z" fill="${p.main}"/><rect x="126" y="62" width="148" height="26" rx="4" fill="${p.dark}"/><path d="M138 70h124M138 80h124" stroke="${p.tint}" stroke-width="2"/><rect x="170" y="298" width="60" height="44" rx="8" fill="${p.accent}"/>${label(150, 150, 100, 90, n, p)}`,
  roll: (p, n) =>
    `<rect x="120" y="118" width="160" height="210" fill="#f4f4f2"/><ellipse cx="200" cy="328" rx="80" ry="20" fill="#e2e2de"/><ellipse cx="200" cy="118" rx="80" ry="20" fill="#fbfbf9" stroke="#d6d6d0" stroke-width="2"/><ellipse cx="200" cy="118" rx="24" ry="7" fill="${p.dark}"/><rect x="120" y="178" width="160" height="104" fill="${p.main}"/>${label(136, 190, 128, 80, n, p)}`,
  tool: (p, n) =>
    `<g transform="rotate(-32 200 200)"><rect x="184" y="168" width="32" height="190" rx="14" fill="${p.main}"/><rect x="184" y="300" width="32" height="40" rx="6" fill="${p.accent}"/><rect x="192" y="110" width="16" height="64" fill="#9aa1a8"/><rect x="142" y="70" width="116" height="46" rx="8" fill="#6e767e"/></g><g transform="translate(236 250) rotate(8)"><rect width="120" height="74" rx="10" fill="#fff" stroke="${p.dark}" stroke-width="3"/><circle cx="16" cy="37" r="6" fill="${p.tint}" stroke="${p.dark}" stroke-width="2"/>${brandText(n, 66, 37, 88, p.dark, 22)}</g>`,
  pan: (p, n) =>
    `<rect x="268" y="196" width="110" height="30" rx="14" fill="${p.main}"/><circle cx="178" cy="212" r="112" fill="${p.dark}"/><circle cx="178" cy="212" r="96" fill="#3b4148"/><circle cx="178" cy="212" r="52" fill="#fff"/>${brandText(n, 178, 212, 92, p.dark, 20)}<circle cx="178" cy="212" r="52" fill="none" stroke="${p.accent}" stroke-width="5"/>`,
  device: (p, n) =>
    `<rect x="112" y="86" width="176" height="252" rx="28" fill="${p.main}"/><rect x="134" y="112" width="132" height="76" rx="10" fill="#2c3137"/><rect x="146" y="150" width="70" height="10" rx="4" fill="${p.accent}"/><circle cx="160" cy="230" r="14" fill="${p.tint}"/><circle cx="200" cy="230" r="14" fill="${p.tint}"/><circle cx="240" cy="230" r="14" fill="${p.accent}"/>${brandText(n, 200, 296, 150, '#fff', 26)}`,
  bulb: (p, n) =>
    `<rect x="112" y="70" width="176" height="276" rx="14" fill="${p.main}"/><rect x="130" y="90" width="140" height="180" rx="70" fill="${p.tint}"/><circle cx="200" cy="160" r="50" fill="#fff6c2" stroke="#e0c65a" stroke-width="4"/><rect x="182" y="206" width="36" height="40" rx="4" fill="#b9bec4"/><path d="M182 218h36M182 230h36" stroke="#8d949b" stroke-width="3"/>${label(130, 282, 140, 52, n, p)}`,
  battery: (p, n) =>
    `<rect x="104" y="66" width="192" height="284" rx="18" fill="#fff" stroke="${p.tint}" stroke-width="6"/>${brandText(n, 200, 102, 160, p.dark, 24)}${[
      134, 180, 226,
    ]
      .map(
        (x) =>
          `<rect x="${x + 12}" y="132" width="16" height="10" rx="2" fill="#9aa1a8"/><rect x="${x}" y="140" width="40" height="180" rx="8" fill="${p.main}"/><rect x="${x}" y="140" width="40" height="48" rx="8" fill="${p.accent}"/>`,
      )
      .join('')}`,
  cable: (p, n) =>
    `<circle cx="196" cy="186" r="92" fill="none" stroke="${p.main}" stroke-width="18"/><circle cx="196" cy="186" r="62" fill="none" stroke="${p.dark}" stroke-width="18"/><path d="M288 186Q300 282 240 300" fill="none" stroke="${p.main}" stroke-width="18"/><rect x="200" y="282" width="54" height="40" rx="8" fill="${p.accent}"/><path d="M212 322v18M242 322v18" stroke="#9aa1a8" stroke-width="6"/>${label(118, 150, 156, 74, n, p)}`,
  paper: (p, n) =>
    `<path d="M96 172L138 140H316L274 172Z" fill="#fbfbf9" stroke="#d6d6d0" stroke-width="2"/><path d="M274 172L316 140V272L274 304Z" fill="${p.dark}"/><rect x="96" y="172" width="178" height="132" fill="${p.main}"/><rect x="96" y="172" width="178" height="14" fill="${p.accent}"/>${label(114, 200, 142, 84, n, p)}`,
  pen: (p, n) =>
    `<rect x="104" y="66" width="192" height="284" rx="18" fill="#fff" stroke="${p.tint}" stroke-width="6"/>${brandText(n, 200, 102, 160, p.dark, 24)}${[
      140, 186, 232,
    ]
      .map(
        (x, i) =>
          `<g transform="rotate(${i * 6 - 6} ${x + 14} 230)"><rect x="${x}" y="136" width="28" height="170" rx="6" fill="${i === 1 ? p.accent : p.main}"/><path d="M${x} 306L${x + 14} 336L${x + 28} 306Z" fill="#e6d3b3"/><rect x="${x}" y="136" width="28" height="30" rx="6" fill="${p.dark}"/></g>`,
      )
      .join('')}`,
  tableware: (p, n) =>
    `<circle cx="178" cy="196" r="118" fill="#fff" stroke="#d9dde2" stroke-width="4"/><circle cx="178" cy="196" r="84" fill="none" stroke="${p.accent}" stroke-width="8"/><path d="M252 206H328L314 346H266Z" fill="${p.tint}" stroke="${p.dark}" stroke-width="4"/>${label(112, 160, 132, 72, n, p)}`,
  plant: (p, n) =>
    `<path d="M200 236C170 170 120 160 104 112C150 110 196 150 200 236Z" fill="#3f9b4f"/><path d="M200 236C226 150 270 120 310 118C300 176 246 196 200 236Z" fill="#56b463"/><path d="M200 236V120" stroke="#2f7a3c" stroke-width="6"/><path d="M126 236H274L254 344H146Z" fill="${p.main}"/><rect x="118" y="226" width="164" height="26" rx="6" fill="${p.dark}"/>${label(148, 264, 104, 66, n, p)}`,
  pack: (p, n) =>
    `<rect x="98" y="112" width="204" height="206" rx="36" fill="${p.main}"/><ellipse cx="200" cy="140" rx="62" ry="14" fill="${p.dark}"/><path d="M98 180h204" stroke="${p.accent}" stroke-width="8"/>${label(128, 202, 144, 92, n, p)}`,
  hose: (p, n) =>
    `<circle cx="190" cy="196" r="100" fill="none" stroke="${p.main}" stroke-width="20"/><circle cx="190" cy="196" r="72" fill="none" stroke="${p.main}" stroke-width="20"/><circle cx="190" cy="196" r="44" fill="none" stroke="${p.dark}" stroke-width="20"/><path d="M290 196Q300 290 320 318" fill="none" stroke="${p.main}" stroke-width="20"/><rect x="300" y="304" width="44" height="28" rx="6" fill="${p.accent}" transform="rotate(40 322 318)"/>${label(116, 292, 150, 62, n, p)}`,
};

/** The whole picture: a pale backdrop, a soft shadow and the object. */
export function drawIllustration(kind: Kind, p: Palette, brandName: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400"><circle cx="200" cy="204" r="176" fill="${p.tint}"/><ellipse cx="200" cy="352" rx="120" ry="14" fill="#000" opacity=".08"/>${SHAPES[kind](p, brandName)}</svg>\n`;
}
