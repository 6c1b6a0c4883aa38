// The built index.html starts the app only after the browser has painted its static header frame.
// A module script that is already downloaded (a warm cache, a fast network) runs before the first
// frame, and evaluating the app (~1 MB of JavaScript) would then hold the frame back: the page
// stays white instead of showing the frame. The entry stays a modulepreload (downloaded and parsed
// at once, in parallel with the other chunks); a tiny inline script imports it in the task after the
// next frame (requestAnimationFrame, then setTimeout), or after 200 ms at the latest: a background
// tab runs no animation frames.
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

export function paintFirst(): Plugin {
  return {
    name: 'shop:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('shop:paint-first: no entry script in index.html');
        const start =
          '<script>(function(){var started=false;function start(){if(started)return;started=true;' +
          `import(${JSON.stringify(entry)})}` +
          'requestAnimationFrame(function(){setTimeout(start)});setTimeout(start,200)})()</script>';
        return html.replace(ENTRY, `<link rel="modulepreload" crossorigin href="${entry}">\n    ${start}`);
      },
    },
  };
}
