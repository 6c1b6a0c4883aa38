import { expect, it } from 'vitest';
import { modulePreloads, type ClientManifest } from './module-preloads';

const manifest: ClientManifest = {
  'index.html': { file: 'assets/index-a.js', isEntry: true, imports: ['_react-b.js'] },
  '_react-b.js': { file: 'assets/react-b.js' },
  '_grid-c.js': { file: 'assets/grid-c.js', imports: ['_react-b.js'] },
  'src/domains/content/storefront/HomePage.tsx': {
    file: 'assets/HomePage-d.js',
    imports: ['_grid-c.js', 'index.html'],
  },
};

it('preloads the page module’s chunk and its imports, not what the entry already loads', () => {
  const html = modulePreloads(manifest, [
    { route: {} },
    { route: { handle: { module: 'src/domains/content/storefront/HomePage.tsx' } } },
  ]);
  expect(html).toBe(
    '<link rel="modulepreload" crossorigin href="/assets/HomePage-d.js" />' +
      '<link rel="modulepreload" crossorigin href="/assets/grid-c.js" />',
  );
});

it('preloads nothing for a route that names no module', () => {
  expect(modulePreloads(manifest, [{ route: { handle: { management: {} } } }])).toBe('');
});
