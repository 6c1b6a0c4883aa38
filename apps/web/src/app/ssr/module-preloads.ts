// The page's own code, asked for with the HTML: a route that names its module (route handle
// `module`) gets a <link rel="modulepreload"> for the module's chunk and the chunks it imports, read
// from the client build's manifest (dist/.vite/manifest.json). The entry's chunks are in index.html.
import { escapeHtml } from './html';

interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export type ClientManifest = Record<string, ManifestChunk>;

/** A route handle naming the page's module, from the app's root ('src/domains/content/storefront/HomePage.tsx'). */
export interface ModuleHandle {
  module?: string;
}

function entryFiles(manifest: ClientManifest): Set<string> {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return files;
}

export function modulePreloads(
  manifest: ClientManifest,
  matches: readonly { route: { handle?: unknown } }[],
): string {
  const loaded = entryFiles(manifest);
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || loaded.has(chunk.file) || files.includes(chunk.file)) return;
    files.push(chunk.file);
    chunk.imports?.forEach(visit);
  };
  for (const match of matches) {
    const module = (match.route.handle as ModuleHandle | undefined)?.module;
    if (module) visit(module);
  }
  return files.map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`).join('');
}
