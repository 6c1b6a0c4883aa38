// Bundles the GraphiQL playground (graphiql/main.tsx: React + GraphiQL + its CSS) with esbuild into
// dist/graphiql/, which the gateway serves at /graphiql/. No CDN at run time: the playground works
// without internet access. Usage: node scripts/build-graphiql.mjs [outDir]
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export async function buildGraphiql(outDir = fileURLToPath(new URL('../dist/graphiql', import.meta.url))) {
  await build({
    entryPoints: { graphiql: fileURLToPath(new URL('../graphiql/main.tsx', import.meta.url)) },
    outdir: outDir,
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    loader: { '.woff': 'dataurl', '.woff2': 'dataurl', '.ttf': 'dataurl', '.svg': 'dataurl' },
    legalComments: 'linked',
    logLevel: 'warning',
  });
  return outDir;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  const outDir = await buildGraphiql(process.argv[2]);
  console.info(`graphiql: bundled into ${outDir} in ${Date.now() - started} ms`);
}
