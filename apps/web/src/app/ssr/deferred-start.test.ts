import { expect, it } from 'vitest';
import { deferEntry } from './deferred-start';

const TEMPLATE =
  '<head><script type="module" crossorigin src="/assets/index-abc.js"></script>\n<link rel="modulepreload" href="/assets/x.js"></head>';

it('takes the entry script out of the head and starts it from an inline script with the nonce', () => {
  const { template, starter } = deferEntry(TEMPLATE, 'n0nce');
  expect(template).toBe('<head><link rel="modulepreload" href="/assets/x.js"></head>');
  expect(starter).toMatch(
    /^<script nonce="n0nce">\(function\(\)\{.*"\/assets\/index-abc\.js".*\}\)\(\)<\/script>$/,
  );
  expect(starter).toContain('DOMContentLoaded');
});

it('leaves a template without an entry script as it is', () => {
  expect(deferEntry('<head></head>', 'n')).toEqual({ template: '<head></head>', starter: '' });
});
