import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from 'eslint-plugin-boundaries';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'test-results', 'playwright-report', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Artillery loads its processor with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    // The server logs through pino only (docs/architecture.md, habit 7).
    files: ['server/**/*.ts', 'catalog/**/*.ts', 'shared/**/*.ts', 'client/**/*.{ts,tsx}'],
    ignores: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'no-console': 'error' },
  },
  {
    // What may import what (docs/architecture.md, "Where things live"). Tests may reach anything.
    files: ['{shared,client,server,catalog}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/*.test-util.ts', '**/testing.ts', '**/test/**'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'boundaries/elements': [
        { type: 'shared', pattern: 'shared' },
        { type: 'client', pattern: 'client' },
        { type: 'server', pattern: 'server' },
        { type: 'catalog', pattern: 'catalog' },
      ],
    },
    rules: {
      'boundaries/no-unknown-dependencies': 'error',
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            { from: { element: { type: 'shared' } }, allow: { to: { element: { type: 'shared' } } } },
            {
              from: { element: { type: 'client' } },
              allow: { to: { element: { types: { anyOf: ['client', 'shared'] } } } },
            },
            {
              from: { element: { type: 'catalog' } },
              allow: { to: { element: { types: { anyOf: ['catalog', 'shared'] } } } },
            },
            // The server renders the app; only createApp mounts the embedded catalogue.
            {
              from: { element: { type: 'server' } },
              allow: { to: { element: { types: { anyOf: ['server', 'shared', 'client'] } } } },
            },
            { from: { file: { path: 'server/app.ts' } }, allow: { to: { element: { type: 'catalog' } } } },
          ],
        },
      ],
    },
  },
);
