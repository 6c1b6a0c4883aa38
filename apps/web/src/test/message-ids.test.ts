// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseSync } from 'vite';
import { messageIdsOnly } from '../../vite-message-ids';

const plugin = messageIdsOnly();
const context = {
  parse: (code: string) => parseSync('module.js', code).program,
  error: (message: string): never => {
    throw new Error(message);
  },
};

function transform(code: string, id = '/app/src/domains/cart/storefront/messages.ts'): string | null {
  const hook = plugin.transform as (
    this: typeof context,
    code: string,
    id: string,
  ) => { code: string } | null;
  return hook.call(context, code, id)?.code ?? null;
}

describe('production message descriptors (vite-message-ids.ts)', () => {
  it('keeps only the id of each message of defineMessages', () => {
    const code = `import { defineMessages } from 'react-intl';
export const m = defineMessages({
  add: { id: 'cart.add', defaultMessage: 'Aggiungi al carrello', description: 'Button that adds' },
  'named key': { description: 'd', id: "cart.named", defaultMessage: 'Aggiungi: {product}' },
});
export const other = { defaultMessage: 'not a descriptor' };`;
    expect(transform(code)).toBe(`import { defineMessages } from 'react-intl';
export const m = defineMessages({
  add: { id: 'cart.add' },
  'named key': { id: "cart.named" },
});
export const other = { defaultMessage: 'not a descriptor' };`);
  });

  it('leaves modules without defineMessages, and files outside src, untouched', () => {
    expect(transform(`export const x = { id: 'a', defaultMessage: 'b' };`)).toBeNull();
    expect(
      transform(`defineMessages({ a: { id: 'a', defaultMessage: 'b' } })`, '/app/node_modules/x/index.js'),
    ).toBeNull();
  });

  it('refuses a message without an id (it could never be found in the catalogues)', () => {
    expect(() => transform(`defineMessages({ a: { defaultMessage: 'b' } })`)).toThrow(/has no id/);
  });
});
