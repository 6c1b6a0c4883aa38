import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { parse } from '@formatjs/icu-messageformat-parser';
import { chakraGlobalStylesheet } from './vite-chakra-global.ts';
import { graphqlDocumentImports } from './vite-graphql-documents.ts';
import { messageIdsOnly } from './vite-message-ids.ts';
import { precompress } from './vite-precompress.ts';

/**
 * The message catalogues (src/i18n/*.json) ship pre-compiled to ICU ASTs, so the browser needs no
 * ICU parser: react-intl's parser is swapped for its no-parser build (FormatJS "precompile"
 * guide). Every message the code uses is in both catalogues (src/i18n/catalogues.test.ts), so the
 * defaultMessage strings are never parsed at run time.
 */
function precompiledCatalogues(): Plugin {
  return {
    name: 'shop:precompiled-catalogues',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/src\/i18n\/(management-)?[a-z]{2}\.json$/.test(id)) return null;
      const messages = JSON.parse(code) as Record<string, string>;
      const compiled = Object.fromEntries(Object.entries(messages).map(([key, text]) => [key, parse(text)]));
      return { code: JSON.stringify(compiled), map: null };
    },
  };
}

// The storefront is served by the gateway from dist/ in production; in development Vite serves it
// and forwards GraphQL to the gateway.
// react-router's package exports point every bundler at its development build (dev warnings on);
// the production build sits beside it, so production bundles take that one.
const reactRouterDir = dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const reactRouterProduction = (file: string) => join(reactRouterDir, 'dist/production', file);

export default defineConfig(({ mode, isSsrBuild }) => ({
  plugins: [
    precompiledCatalogues(),
    graphqlDocumentImports(),
    react(),
    messageIdsOnly(),
    chakraGlobalStylesheet(),
    precompress(),
  ],
  resolve: {
    alias: [
      ...(mode === 'production'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/lib/no-parser.js',
      },
    ],
  },
  // The server render's bundle (dist-server/entry-server.js) holds its packages, in their production
  // builds (React's development build renders several times slower): one file the gateway imports.
  ssr: { noExternal: true },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : undefined,
  build: {
    outDir: isSsrBuild ? 'dist-server' : 'dist',
    emptyOutDir: true,
    // The gateway reads the client manifest to preload a page's own chunks (app/ssr/module-preloads.ts).
    manifest: !isSsrBuild,
    copyPublicDir: !isSsrBuild,
    // No manual vendor chunks: a group such as "all of Chakra" would pull the parts only lazy pages
    // use (dialogs, switches, form fields) into the first load. Rolldown's own splitting keeps
    // code used only by lazy routes in their chunks and shares the rest.
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: 'http://localhost:4000', changeOrigin: false },
      // Product pictures come from the API through the gateway, as in production.
      '/media': { target: 'http://localhost:4000', changeOrigin: false },
    },
  },
}));
