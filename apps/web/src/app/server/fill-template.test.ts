import { expect, it } from 'vitest';
import { fillTemplate } from './render-page';

const TEMPLATE =
  '<html lang="it"><head><!--app-head--></head><body><div id="root"><!--app-html--></div><!--app-tail--></body></html>';

it('puts each part in its place as written, also a text with $ patterns that String.replace expands', () => {
  const html = fillTemplate(TEMPLATE, {
    lang: 'en',
    head: "<script>k.indexOf('__reactFiber$')</script>",
    body: "<p>Sconto $& prezzo $` fine $'</p>",
    tail: '<script>$$</script>',
  });
  expect(html).toBe(
    '<html lang="en"><head><script>k.indexOf(\'__reactFiber$\')</script></head><body><div id="root">' +
      "<p>Sconto $& prezzo $` fine $'</p></div><script>$$</script></body></html>",
  );
});
