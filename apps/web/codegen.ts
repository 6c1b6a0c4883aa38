import type { CodegenConfig } from '@graphql-codegen/cli';

// Typed documents for the storefront (client preset). Each component's fragment is masked at the
// type level: a parent passes the fragment reference, the component reads it with getFragmentData.
const config: CodegenConfig = {
  schema: '../../packages/schema/schema.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**'],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: { unmaskFunctionName: 'getFragmentData' } },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        nonOptionalTypename: true,
        skipTypename: false,
      },
    },
    // Which concrete types stand behind each union and interface (result unions, ExpectedFailure):
    // the cache matches `... on OutOfStock` and `... on ExpectedFailure` by the schema, not by guess.
    'src/gql/possible-types.ts': {
      plugins: ['fragment-matcher'],
      config: { useExplicitTyping: true },
    },
  },
};
export default config;
