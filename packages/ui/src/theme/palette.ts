// The shop's brand palettes (spec §9: primary #005AA6, secondary #DA0E33). The brand colour sits at
// 600, as in Chakra's own palettes, so `solid` keeps the exact brand value; lighter tints mix it with
// white and darker shades with black.
export const primary = {
  50: '#EBF2F8',
  100: '#D6E5F1',
  200: '#ADCAE3',
  300: '#80ADD3',
  400: '#4D8CC1',
  500: '#2471B2',
  600: '#005AA6',
  700: '#004A88',
  800: '#003A6A',
  900: '#00294C',
  950: '#001B32',
} as const;

export const secondary = {
  50: '#FCECEF',
  100: '#F9D8DE',
  200: '#F3B2BE',
  300: '#ED8799',
  400: '#E55670',
  500: '#DF3050',
  600: '#DA0E33',
  700: '#B30B2A',
  800: '#8C0921',
  900: '#640617',
  950: '#41040F',
} as const;

export type Shade = keyof typeof primary;

/**
 * Which shade each semantic role of a colour palette uses (the roles Chakra's recipes read through
 * `colorPalette.*`). `contrast` is the text colour on `solid`. Both brand colours give AA contrast
 * (>= 4.5:1) for `fg` and for `contrast` on `solid`: the contrast test in this folder keeps it so.
 */
export const paletteRoles = {
  solid: 600,
  fg: 700,
  muted: 200,
  subtle: 100,
  emphasized: 300,
  focusRing: 600,
  border: 300,
} as const satisfies Record<string, Shade>;

export const paletteContrast = '#FFFFFF';
