// The shop's Chakra UI v3 system: Chakra's base config and default theme (with the recipes the shop
// uses, see chakra-theme.ts) plus the brand palettes, the layout breakpoints of spec §9 and the
// 1200 px page width. Light mode only.
import { createSystem, defaultBaseConfig, defineConfig, type SystemContext } from '@chakra-ui/react';
import { createChakraTheme } from './chakra-theme';
import { paletteContrast, paletteRoles, primary, secondary } from './palette';

type Palette = Record<string, string>;

function colorTokens(palette: Palette) {
  return Object.fromEntries(Object.entries(palette).map(([shade, value]) => [shade, { value }]));
}

function semanticPalette(name: string) {
  const roles = Object.fromEntries(
    Object.entries(paletteRoles).map(([role, shade]) => [role, { value: `{colors.${name}.${shade}}` }]),
  );
  return { ...roles, contrast: { value: paletteContrast } };
}

/**
 * Mobile layout below 992 px (spec §9: "mobile layout below 991 px"), so `lg` is the desktop switch;
 * the other steps follow the spec's list of breakpoints (576, 768, 1200, 1400).
 */
export const breakpoints = {
  sm: '576px',
  md: '768px',
  lg: '992px',
  xl: '1200px',
  '2xl': '1400px',
} as const;

const shopConfig = defineConfig({
  globalCss: {
    html: { colorPalette: 'primary' },
    body: { bg: 'bg', color: 'fg' },
    // A visible focus indicator for any focusable element a recipe does not style.
    ':where(a, button, [tabindex]):focus-visible': {
      outline: '2px solid',
      outlineColor: 'var(--shop-focus-color, var(--chakra-colors-primary-600))',
      outlineOffset: '2px',
    },
  },
  theme: {
    breakpoints,
    tokens: {
      colors: { primary: colorTokens(primary), secondary: colorTokens(secondary) },
      sizes: { page: { value: '1200px' } },
    },
    semanticTokens: {
      colors: {
        primary: semanticPalette('primary'),
        secondary: semanticPalette('secondary'),
      },
    },
    recipes: {
      container: { base: { maxWidth: 'page' } },
    },
  },
});

let system: SystemContext | undefined;

/**
 * The system, built on first use rather than at import: building it (tokens, CSS variables) is one
 * of the biggest pieces of start-up work on a phone, and the storefront does it while its first
 * requests are on the network instead of before it can send them.
 */
export function getSystem(): SystemContext {
  system ??= createSystem(defaultBaseConfig, createChakraTheme(), shopConfig);
  return system;
}
