// ESLint over the whole repository (npm test runs it; a lint error is a failed check). Formatting
// is Prettier's (.prettierrc.json), so eslint-config-prettier switches off every style rule.
import path from 'node:path';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import { readdirSync } from 'node:fs';
import nx from '@nx/eslint-plugin';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The web app's walls (after bulletproof-react): a feature imports no other feature and nothing
// from app/; shared/ imports neither; the test harness (testing/) imports no feature. The zones are made from the folders under features/, so a
// new feature is walled off from the others the moment it exists.
const WEB_SRC = 'apps/web/src';
const webFeatures = readdirSync(path.join(import.meta.dirname, WEB_SRC, 'features'), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const webZones = [
  ...webFeatures.map((feature) => ({
    target: `./${WEB_SRC}/features/${feature}`,
    from: `./${WEB_SRC}/features`,
    except: [`./${feature}`],
    message: 'A feature imports no other feature: move what both need to shared/, or compose them in app/.',
  })),
  {
    target: `./${WEB_SRC}/features`,
    from: `./${WEB_SRC}/app`,
    message: 'Features do not import app/ (the routes and the store compose the features, not the other way).',
  },
  {
    target: `./${WEB_SRC}/shared`,
    from: [`./${WEB_SRC}/features`, `./${WEB_SRC}/app`],
    message: 'shared/ imports no feature and nothing from app/.',
  },
  {
    target: `./${WEB_SRC}/testing`,
    from: `./${WEB_SRC}/features`,
    message: 'The test harness imports no feature: a test imports the feature it tests itself.',
  },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '**/node_modules/**',
      'var/**',
      'test-results/**',
      'coverage/**',
      '.nx/**',
    ],
  },
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
    // The request contracts are class-validator classes: the web app takes their types only, so
    // class-validator never reaches the browser bundle.
    files: ['apps/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/contracts/requests',
              allowTypeImports: true,
              message: "Import request contracts with 'import type': class-validator stays out of the browser.",
            },
          ],
        },
      ],
    },
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
    // The walls above, and no import cycle anywhere in the web app. Imports are resolved as Vite
    // and tsc resolve them: relative paths to .ts/.tsx files and the tsconfig's path aliases
    // (@store/contracts), so a cycle through any module is seen.
    files: [`${WEB_SRC}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: {
      // Without these, import-x would not read a .ts/.tsx dependency and would see no cycle through it.
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.json'],
          tsconfig: { configFile: path.join(import.meta.dirname, 'apps/web/tsconfig.json') },
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: webZones }],
      'import-x/no-cycle': 'error',
    },
  },
  {
    // The walls between Nx projects, by their tags (project.json): contracts depend on nothing
    // (the browser loads them: no server framework either); the event store on contracts only;
    // the platform (platform, projections) on those; a module (cart, catalogue, identity,
    // marketing, ordering, payments, reports) on the platform and on other modules, always through
    // their index (@store/<name>), never a file inside them; the web app on contracts only.
    files: ['libs/**/*.ts', 'apps/**/*.{ts,tsx}'],
    plugins: { '@nx': nx },
    rules: {
      '@nx/enforce-module-boundaries': [
        'error',
        {
          // Test helpers that stand below the walls: the event store's tests create their databases
          // with the platform's helper, and the web app's one-price test reads the demo catalogue's
          // plain data (no code) that the server seeds.
          allow: ['@store/platform/testing', '@store/catalogue/demo-data'],
          depConstraints: [
            {
              sourceTag: 'type:contracts',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: [
                '@nestjs/*',
                'kysely',
                'pg',
                'bullmq',
                'ioredis',
                'fastify',
                'react',
                'react-dom',
              ],
            },
            { sourceTag: 'type:infra', onlyDependOnLibsWithTags: ['type:infra', 'type:contracts'] },
            { sourceTag: 'type:platform', onlyDependOnLibsWithTags: ['type:platform', 'type:infra', 'type:contracts'] },
            {
              sourceTag: 'type:module',
              onlyDependOnLibsWithTags: ['type:module', 'type:platform', 'type:infra', 'type:contracts'],
            },
            {
              sourceTag: 'type:app',
              onlyDependOnLibsWithTags: ['type:module', 'type:platform', 'type:infra', 'type:contracts'],
            },
            {
              sourceTag: 'type:web',
              onlyDependOnLibsWithTags: ['type:contracts'],
              bannedExternalImports: ['@nestjs/*'],
            },
            { sourceTag: 'type:e2e', onlyDependOnLibsWithTags: ['type:contracts'] },
          ],
        },
      ],
    },
  },
  {
    // Domain code (decide/evolve, rules, messages) imports no framework and no infrastructure:
    // only '@store/platform/domain' (the decider's types and the named errors) and contracts.
    files: ['libs/*/src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@store/platform',
              message: "Domain code imports '@store/platform/domain', which loads no framework.",
            },
            { name: '@store/eventstore', message: 'Domain code knows no event store: the command handling appends.' },
          ],
          patterns: [
            {
              group: [
                '@nestjs/*',
                'kysely',
                'pg',
                'bullmq',
                'ioredis',
                'fastify',
                'node:*',
                '@store/*/testing',
                '../commands/*',
                '../http/*',
                '../queries/*',
                '../projections/*',
                '../jobs/*',
              ],
              message: 'Domain code imports no framework, no infrastructure and no other layer of its module.',
            },
          ],
        },
      ],
    },
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
