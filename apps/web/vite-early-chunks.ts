// Puts the page's own chunk and, on a first visit, the consent dialog's on the network together with
// the entry (see src/app/early-modules.ts). The built index.html gets a small inline script at the
// end of <head>, with each page pattern and the files its chunk needs beyond the entry's; after the
// first frame, with the entry's own chunks (vite-paint-first.ts), it adds a modulepreload link for
// those that match the address. Vite's loader later finds the links and does not ask again.
import type { Plugin, Rolldown } from 'vite';
import { afterFirstFrame } from './vite-paint-first.ts';
import { CONSENT_DIALOG_MODULE, EARLY_PAGE_MODULES } from './src/app/early-modules.ts';
import { CONSENT_KEY } from './src/features/consent/consent-storage.ts';

function chunkOf(bundle: Rolldown.OutputBundle, module: string): Rolldown.OutputChunk {
  for (const output of Object.values(bundle)) {
    if (output.type === 'chunk' && output.facadeModuleId?.endsWith(`/${module}`)) return output;
  }
  throw new Error(`shop:early-chunks: no chunk for ${module}`);
}

/** The chunk's file and every file it imports statically, as URL paths, less those already loaded. */
function filesOf(
  bundle: Rolldown.OutputBundle,
  chunk: Rolldown.OutputChunk,
  loaded: Set<string>,
  base: string,
): string[] {
  const files: string[] = [];
  const visit = (fileName: string) => {
    const url = base + fileName;
    if (loaded.has(url) || files.includes(url)) return;
    files.push(url);
    const output = bundle[fileName];
    if (output?.type === 'chunk') output.imports.forEach(visit);
  };
  visit(chunk.fileName);
  return files;
}

export function earlyChunks(): Plugin {
  let base = '/';
  return {
    name: 'shop:early-chunks',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const loaded = new Set([...html.matchAll(/(?:href|src)="([^"]+\.js)"/g)].map((m) => m[1] ?? ''));
        const pages = EARLY_PAGE_MODULES.map(({ pattern, module }) => [
          pattern.source,
          filesOf(bundle, chunkOf(bundle, module), loaded, base),
        ]);
        const consent = filesOf(bundle, chunkOf(bundle, CONSENT_DIALOG_MODULE), loaded, base);
        // After the first frame, like the entry's own chunks (vite-paint-first.ts).
        const script = afterFirstFrame(
          "function pre(files){files.forEach(function(href){var l=document.createElement('link');" +
            "l.rel='modulepreload';l.crossOrigin='';l.href=href;document.head.appendChild(l)})}" +
            `var pages=${JSON.stringify(pages)},path=location.pathname;` +
            'for(var i=0;i<pages.length;i++)if(new RegExp(pages[i][0]).test(path)){pre(pages[i][1]);break}' +
            `var choice=null;try{choice=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_KEY)}))}catch(e){}` +
            `if(!choice||!(choice.expiry>Date.now()))pre(${JSON.stringify(consent)})`,
        );
        return html.replace('</head>', `  ${script}\n  </head>`);
      },
    },
  };
}
