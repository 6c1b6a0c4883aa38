// The shop is light mode only (no colour-mode switch). Chakra's default tokens carry a dark value for
// every semantic token and eleven colour palettes; building the system turns each into CSS variables
// (a second set under `.dark`) on every page load, which on a phone is one of the longest pieces of
// start-up script. The shop keeps the light values and the palettes it names.

/**
 * The palettes the shop uses: its own brand palettes come from system.ts; gray for neutrals, and the
 * four that Chakra's alert and toast recipes pick by status (info blue, warning orange, success green,
 * error red). apps/web/src/test/color-palettes.test.ts fails when the code names another one.
 */
export const KEPT_PALETTES = ['gray', 'red', 'orange', 'green', 'blue'] as const;

/** Chakra's colour palettes (tokens.colors and semanticTokens.colors) the shop does not use. */
export const DROPPED_PALETTES = ['yellow', 'teal', 'cyan', 'purple', 'pink'] as const;

type Tree = Record<string, unknown>;

function isRecord(value: unknown): value is Tree {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Every `{ value: { _light, _dark } }` of the tree becomes `{ value: <light value> }`. */
export function lightValues<T>(tree: T): T {
  if (!isRecord(tree)) return tree;
  const value = tree.value;
  if (isRecord(value) && '_light' in value) return { ...tree, value: value._light } as T;
  return Object.fromEntries(Object.entries(tree).map(([key, child]) => [key, lightValues(child)])) as T;
}

function withoutPalettes<T>(colors: T): T {
  if (!isRecord(colors)) return colors;
  const dropped = new Set<string>(DROPPED_PALETTES);
  return Object.fromEntries(Object.entries(colors).filter(([name]) => !dropped.has(name))) as T;
}

export function lightTokens<T extends { colors?: unknown }>(tokens: T): T {
  return { ...tokens, colors: withoutPalettes(tokens.colors) };
}

export function lightSemanticTokens<T extends { colors?: unknown }>(semanticTokens: T): T {
  return lightValues({ ...semanticTokens, colors: withoutPalettes(semanticTokens.colors) });
}
