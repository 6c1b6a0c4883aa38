// Production bundles keep only the id of each message of a `defineMessages({...})` call: its
// Italian `defaultMessage` and its `description` (a note for translators) stay in the source, where
// `pnpm i18n:extract` reads them. What the browser shows comes from the catalogues (src/i18n/*.json),
// which hold every id the code uses (src/i18n/catalogues.test.ts), as FormatJS advises for
// production builds. The descriptors of the first load alone were ~21 KB of the entry chunk.
import type { Plugin } from 'vite';

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function propertyName(property: Node): string | undefined {
  const key = property.key as Node | undefined;
  if (key?.type === 'Identifier') return key.name as string;
  if (key?.type === 'Literal') return String(key.value);
  return undefined;
}

/** The `{ id, defaultMessage, description }` objects of every `defineMessages({...})` call. */
function descriptors(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) descriptors(child, found);
    return found;
  }
  if (!isNode(node)) return found;
  const callee = node.callee as Node | undefined;
  const [messages] = (node.arguments as Node[] | undefined) ?? [];
  if (
    node.type === 'CallExpression' &&
    callee?.type === 'Identifier' &&
    callee.name === 'defineMessages' &&
    messages?.type === 'ObjectExpression'
  ) {
    for (const property of messages.properties as Node[]) {
      const value = property.value as Node | undefined;
      if (value?.type === 'ObjectExpression') found.push(value);
    }
    return found;
  }
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && key !== 'start' && key !== 'end') descriptors(child, found);
  }
  return found;
}

export function messageIdsOnly(): Plugin {
  return {
    name: 'shop:message-ids-only',
    apply: 'build',
    transform(code, id) {
      if (!/\/src\/.*\.[jt]sx?$/.test(id) || !code.includes('defineMessages')) return null;
      let result = '';
      let at = 0;
      for (const descriptor of descriptors(this.parse(code))) {
        const idProperty = (descriptor.properties as Node[]).find((p) => propertyName(p) === 'id');
        const idValue = idProperty?.value as Node | undefined;
        if (!idValue) this.error(`${id}: a message of defineMessages has no id`);
        result += `${code.slice(at, descriptor.start)}{ id: ${code.slice(idValue.start, idValue.end)} }`;
        at = descriptor.end;
      }
      if (at === 0) return null;
      return { code: result + code.slice(at), map: null };
    },
  };
}
