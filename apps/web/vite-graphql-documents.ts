// Build-time replacement of `graphql(`…`)` calls by the generated document they stand for (what the
// client preset's babel optimizer does, done here for Vite's oxc pipeline). The preset's `graphql()`
// looks documents up in one map holding every document of the app, and src/gql/graphql.ts holds them
// all in one module, so each would reach the first load. Here every document becomes a module of its
// own, which the bundler puts in the chunks of the routes that use it.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const GENERATED = fileURLToPath(new URL('./src/gql/graphql.ts', import.meta.url));
const PREFIX = 'virtual:shop-graphql-document/';
const CALL = /\bgraphql\(\s*`([^`]*)`\s*\)/g;
const DEFINITION = /\b(?:fragment|query|mutation|subscription)\s+([A-Za-z_]\w*)/;
// One generated line per document: `export const XDocument = {…json…} as unknown as DocumentNode<…>;`
const EXPORT = /^export const (\w+) = (\{"kind":"Document",.*) as unknown as DocumentNode<.*$/gm;
const NAME =
  /^\{"kind":"Document","definitions":\[\{"kind":"\w+",(?:"operation":"\w+",)?"name":\{"kind":"Name","value":"(\w+)"\}/;

interface GeneratedDocument {
  exportName: string;
  json: string;
}

/** Definition name (`Header_config`, `Shell`) → its generated document. */
function readDocuments(): Map<string, GeneratedDocument> {
  const documents = new Map<string, GeneratedDocument>();
  for (const [, exportName = '', json = ''] of readFileSync(GENERATED, 'utf8').matchAll(EXPORT)) {
    const name = NAME.exec(json)?.[1];
    if (name) documents.set(name, { exportName, json });
  }
  return documents;
}

export function graphqlDocumentImports(): Plugin {
  let documents = new Map<string, GeneratedDocument>();
  // Codegen may have rewritten the file since (pnpm dev): read it again before calling a name unknown.
  const find = (name: string) => documents.get(name) ?? (documents = readDocuments()).get(name);
  return {
    name: 'shop:graphql-document-imports',
    enforce: 'pre',
    buildStart() {
      documents = readDocuments();
    },
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const document = find(name);
      if (!document) this.error(`No generated document ${name}: run codegen.`);
      return `export default ${document.json};`;
    },
    transform(code, id) {
      if (!/\/src\/.*\.tsx?$/.test(id) || id.includes('/src/gql/') || !code.includes('graphql(')) return null;
      const imports = new Map<string, string>();
      const replaced = code.replace(CALL, (_call, text: string) => {
        const name = DEFINITION.exec(text)?.[1];
        const document = name ? find(name) : undefined;
        if (!name || !document)
          this.error(`No generated document for ${name ?? 'a graphql() call'} in ${id}: run codegen.`);
        const local = `__document_${document.exportName}`;
        imports.set(local, `${PREFIX}${name}`);
        return local;
      });
      if (imports.size === 0) return null;
      const header = [...imports]
        .map(([local, source]) => `import ${local} from ${JSON.stringify(source)};`)
        .join('');
      // On the first line, so that the lines of the module keep their numbers.
      return { code: header + replaced, map: null };
    },
  };
}
