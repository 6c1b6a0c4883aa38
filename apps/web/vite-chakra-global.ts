// Chakra's global styles as a static stylesheet (see packages/ui/src/theme/global-css.ts): the
// client build writes them, compiled by Emotion as its <Global> would have, to a hashed file under
// assets/ and links it from index.html before anything else renders; the dev server inlines them.
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import createCache from '@emotion/cache';
import { CacheProvider, Global } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { Plugin } from 'vite';
import { globalStyles } from '../../packages/ui/src/theme/global-css.ts';
import { getSystem } from '../../packages/ui/src/theme/system.ts';

const NAME = 'chakra-global.css';

/** The CSS Emotion makes of the system's global styles (reset, global CSS, tokens as variables). */
export function chakraGlobalCss(): string {
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(Global, { styles: globalStyles(getSystem()) }),
    ),
  );
  return server.extractCritical(html).css;
}

export function chakraGlobalStylesheet(): Plugin {
  let css = '';
  let build = false;
  return {
    name: 'shop:chakra-global',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    buildStart() {
      css = chakraGlobalCss();
      if (build) this.emitFile({ type: 'asset', name: NAME, source: css });
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!build) return html.replace('</head>', `<style>${css}</style></head>`);
        const asset = Object.values(ctx.bundle ?? {}).find(
          (output) => output.type === 'asset' && output.names.includes(NAME),
        );
        if (!asset) throw new Error('shop:chakra-global: the stylesheet was not emitted');
        return html.replace(
          '<link rel="icon"',
          `<link rel="stylesheet" crossorigin href="/${asset.fileName}" />\n    <link rel="icon"`,
        );
      },
    },
  };
}
