// Writes a gzip and a brotli copy beside every text file of the build, at the highest levels (done
// once per build, not per request): the gateway serves them to browsers that accept them
// (@fastify/static's preCompressed), so the storefront travels compressed at no cost per request.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(?:js|css|html|svg|json|txt|webmanifest)$/;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'shop:precompress',
    // The browser's files only: the server render's bundle is read from disk by the gateway.
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
    },
    writeBundle(_options, bundle) {
      // index.html is written by Vite after the bundle's chunks, but is part of `bundle` here too.
      for (const fileName of Object.keys(bundle)) {
        if (!TEXT.test(fileName)) continue;
        const path = join(outDir, fileName);
        const content = readFileSync(path);
        if (content.length < 1024) continue;
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}
