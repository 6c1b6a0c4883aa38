// The built index.html paints its static header frame before it asks for or runs any script.
// - Requests: Vite lists the entry's chunks as <link rel="modulepreload"> in <head>; the browser
//   would fetch them at once and compile each as it arrives, on the main thread, and on a slow phone
//   that holds the first frame back (a quiet desktop already painted 90-240 ms after the HTML had
//   arrived). The links sit in a <template> (inert: nothing is fetched) until the first frame is on
//   screen, then go into <head> together: the chunks still download in parallel.
// - Running: evaluating the app (~1 MB of JavaScript) would hold the frame back too, so the entry is
//   imported in the same step, after the links.
// The step runs in the task after the next frame (requestAnimationFrame, then setTimeout), or after
// 200 ms at the latest: a background tab runs no animation frames.
import type { Plugin } from 'vite';

const ENTRY = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="\/assets\/[^"]+\.js">\n?\s*/g;

/** Runs `body` once, in the task after the next frame (or after 200 ms). */
export function afterFirstFrame(body: string): string {
  return (
    '<script>(function(){var done=false;function run(){if(done)return;done=true;' +
    body +
    '}requestAnimationFrame(function(){setTimeout(run)});setTimeout(run,200)})()</script>'
  );
}

export function paintFirst(): Plugin {
  return {
    name: 'shop:paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = ENTRY.exec(html)?.[1];
        if (!entry) throw new Error('shop:paint-first: no entry script in index.html');
        const preloads = [
          `<link rel="modulepreload" crossorigin href="${entry}">`,
          ...(html.match(PRELOAD) ?? []).map((link) => link.trim()),
        ];
        const start = afterFirstFrame(
          "var t=document.getElementById('boot-chunks');document.head.appendChild(t.content.cloneNode(true));" +
            `import(${JSON.stringify(entry)})`,
        );
        const template = `<template id="boot-chunks">\n      ${preloads.join('\n      ')}\n    </template>`;
        return html.replace(PRELOAD, '').replace(ENTRY, `${template}\n    ${start}`);
      },
    },
  };
}
