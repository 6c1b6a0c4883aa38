// A server-rendered page is readable before any script runs, so the app starts after the page's
// first frame: evaluating and hydrating the app (hundreds of milliseconds on a phone) would otherwise
// run as soon as its files are in and hold that first frame back. The entry's <script> leaves the
// <head>; a small inline script adds it once the document is parsed and a frame has been painted
// (or after 200 ms, in a background tab that paints no frames). Its files are still fetched at once
// (the modulepreload links stay).
import { escapeHtml } from './html';

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;

/** The template without its entry script, and the inline script that starts the entry later. */
export function deferEntry(template: string, nonce: string): { template: string; starter: string } {
  const entry = ENTRY.exec(template)?.[1];
  if (!entry) return { template, starter: '' };
  const start =
    'var done=false;function go(){if(done)return;done=true;' +
    "var s=document.createElement('script');s.type='module';s.crossOrigin='';" +
    `s.src=${JSON.stringify(entry)};document.head.appendChild(s)}` +
    'function later(){requestAnimationFrame(function(){setTimeout(go)});setTimeout(go,200)}' +
    "if(document.readyState==='loading')document.addEventListener('DOMContentLoaded',later);else later()";
  return {
    template: template.replace(ENTRY, ''),
    starter: `<script nonce="${escapeHtml(nonce)}">(function(){${start}})()</script>`,
  };
}
