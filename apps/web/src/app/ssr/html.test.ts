import { describe, expect, it } from 'vitest';
import { escapeHtml, scriptSafeJson, splitHoisted } from './html';

describe('scriptSafeJson', () => {
  it('cannot close its <script> or open a comment, and parses back to the same value', () => {
    const value = { text: '</script><script>alert(1)</script><!-- & \u2028\u2029' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/<|>|&|\u2028|\u2029/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('splitHoisted', () => {
  it('moves the leading <title>, <meta> and <link> elements React hoists to the head', () => {
    const html =
      '<title>Pasta – Shop</title><meta name="description" content="d"/><link rel="preload" as="image" href="/a.svg"/>' +
      '<div><title>not hoisted</title></div>';
    expect(splitHoisted(html)).toEqual({
      head: '<title>Pasta – Shop</title><meta name="description" content="d"/><link rel="preload" as="image" href="/a.svg"/>',
      body: '<div><title>not hoisted</title></div>',
    });
  });

  it('leaves a body without hoisted elements as it is', () => {
    expect(splitHoisted('<main>x</main>')).toEqual({ head: '', body: '<main>x</main>' });
  });
});

it('escapeHtml escapes what could end an attribute or open a tag', () => {
  expect(escapeHtml('a"b<c>&')).toBe('a&quot;b&lt;c&gt;&amp;');
});
