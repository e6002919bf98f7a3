// ESLint over the whole repository (npm test runs it; a lint error is a failed check). Formatting
// is Prettier's (.prettierrc.json), so eslint-config-prettier switches off every style rule.
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'var/**', 'test-results/**', 'coverage/**', '.nx/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // A leading underscore names what is deliberately unused: a property left out of a rest
      // (`const { removed: _removed, ...rest } = state`) or a parameter a signature requires.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    // Jest configs, the browser tests' environment and other CommonJS files load with require().
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,cjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    // The two long-standing rules of hooks. The plugin's React Compiler rules (set-state-in-effect,
    // refs, incompatible-library) judge code for a compiler this app does not use.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // No import cycles on the server side, between libs (through their @store/* index, resolved by
    // the paths in tsconfig.base.json) or inside one: a cycle makes load order decide whether a
    // value is still undefined, and says the two sides are one module in two places. The rule
    // skips `import type`; tools/lib/import-cycles.test.mjs checks the same files with those too.
    files: ['libs/**/*.ts', 'apps/api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      // Follow imports into .ts files (by default the plugin reads only .js files' imports).
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: path.join(import.meta.dirname, 'tsconfig.json') }),
      ],
    },
    rules: { 'import-x/no-cycle': 'error' },
  },
  {
    // A migration runs against the tables as they were when it was written, not as the current
    // types describe them: Kysely's own advice is Kysely<any> there.
    files: ['**/*migrations.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests read answers and events as the untyped JSON they are.
    files: ['**/test/**', '**/*.spec.ts', '**/*.test.ts', '**/*.test.tsx', 'apps/web-e2e/**', '**/testing/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
