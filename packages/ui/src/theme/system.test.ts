import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { paletteContrast, paletteRoles, primary, secondary } from './palette';
import { breakpoints, getSystem } from './system';

const system = getSystem();

const WHITE = '#FFFFFF';
const AA_TEXT = 4.5;

describe('brand palettes', () => {
  it.each([
    ['primary', primary],
    ['secondary', secondary],
  ])('%s keeps WCAG AA contrast for text roles', (_name, palette) => {
    expect(contrastRatio(palette[paletteRoles.fg], WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(palette[paletteRoles.solid], WHITE)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(paletteContrast, palette[paletteRoles.solid])).toBeGreaterThanOrEqual(AA_TEXT);
    // Hover shades are darker than solid, so white text on them stays readable too.
    expect(contrastRatio(paletteContrast, palette[700])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('keeps the exact brand colours of the spec as the solid colours', () => {
    expect(primary[paletteRoles.solid]).toBe('#005AA6');
    expect(secondary[paletteRoles.solid]).toBe('#DA0E33');
  });
});

describe('system', () => {
  it('exposes the palettes as colorPalette-ready semantic tokens', () => {
    for (const name of ['primary', 'secondary']) {
      for (const role of ['solid', 'contrast', 'fg', 'muted', 'subtle', 'emphasized', 'focusRing']) {
        expect(system.tokens.getByName(`colors.${name}.${role}`), `${name}.${role}`).toBeDefined();
      }
    }
  });

  it('switches to the desktop layout at 992px and limits the page to 1200px', () => {
    expect(breakpoints.lg).toBe('992px');
    expect(system.token('sizes.page')).toBe('1200px');
  });
});
