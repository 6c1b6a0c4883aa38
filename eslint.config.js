// One ESLint config for the monorepo: typescript-eslint everywhere, react-hooks in the web app and
// ui package, graphql-eslint on the SDL files; Prettier owns formatting.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import graphqlPlugin from '@graphql-eslint/eslint-plugin';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      '**/.turbo/**',
      '**/generated/**',
      'apps/web/src/gql/**',
      'e2e/artifacts/**',
      'data/**',
      'packages/schema/schema.graphql',
    ],
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, prettier],
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}', 'packages/ui/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The shop is also served over plain HTTP under a LAN name (http://shop-server:4000), which is
      // not a secure context: these APIs are missing there (apps/web/src/lib/random-id.ts).
      'no-restricted-properties': [
        'error',
        ...[
          ['crypto', 'randomUUID', 'use randomId() from apps/web/src/lib/random-id.ts'],
          ['crypto', 'subtle', 'it exists only in secure contexts (https, localhost)'],
          ['navigator', 'clipboard', 'it exists only in secure contexts (https, localhost)'],
          ['navigator', 'share', 'it exists only in secure contexts (https, localhost)'],
        ].map(([object, property, message]) => ({ object, property, message })),
      ],
      // A named spinner needs a role: aria-label on Chakra's plain <span> is prohibited (axe's
      // aria-prohibited-attr), and role="status" also announces it.
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "JSXOpeningElement[name.name='Spinner']:has(JSXAttribute[name.name='aria-label']):not(:has(JSXAttribute[name.name='role']))",
          message: 'give a named Spinner role="status" (axe: aria-prohibited-attr)',
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs', 'bench/**/*.{ts,mjs}'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['packages/schema/src/**/*.graphql'],
    languageOptions: {
      parser: graphqlPlugin.parser,
      parserOptions: { graphQLConfig: { schema: 'packages/schema/src/**/*.graphql' } },
    },
    plugins: { '@graphql-eslint': graphqlPlugin },
    rules: {
      ...graphqlPlugin.configs['flat/schema-recommended'].rules,
      '@graphql-eslint/require-description': [
        'error',
        { types: true, FieldDefinition: true, EnumValueDefinition: true, InputValueDefinition: true },
      ],
      '@graphql-eslint/strict-id-in-types': 'off',
      '@graphql-eslint/require-nullable-result-in-root': 'off',
    },
  },
);
