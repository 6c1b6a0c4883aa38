// Bundles a Node server app for `npm start`: the workspace packages (@shop/*, shipped as TypeScript
// source) are compiled in, every other package stays an import resolved from node_modules at run time.
import { build } from 'esbuild';

const entryPoints = process.argv.slice(2);
if (entryPoints.length === 0) {
  console.error('usage: bundle-node.mjs <entry.ts> [...entries]');
  process.exit(2);
}

const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@shop/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

await build({
  entryPoints,
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalNodeModules],
});
