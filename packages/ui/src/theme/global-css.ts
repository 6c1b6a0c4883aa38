// Chakra's global styles (its reset, the shop's global CSS and every design token as a CSS
// variable: ~100 KB) as one static stylesheet instead of an Emotion <Global> that every render
// serialises, hashes and inserts again: the web build writes it to a hashed file that every page
// links (apps/web/vite-chakra-global.ts), so a browser downloads it once and caches it, the server
// render does not rebuild it per request and the browser does not insert it at hydration.
import type { SystemContext } from '@chakra-ui/react';
import type { Interpolation, Theme } from '@emotion/react';

/** The system without its global styles: the provider then renders no <Global>. */
export function withoutGlobalStyles(system: SystemContext): SystemContext {
  return { ...system, _global: [], _config: { ...system._config, disableLayers: true } };
}

/** The styles the provider would have rendered: the layer order first, then the global styles. */
export function globalStyles(system: SystemContext): Interpolation<Theme> {
  return [
    system._config.disableLayers ? [] : system.layers.atRule,
    ...system._global,
  ] as Interpolation<Theme>;
}
