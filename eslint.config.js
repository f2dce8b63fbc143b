// One lint setup for the whole tree, with type-aware rules.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const sites = ['apps/investor-web', 'apps/admin-web'];

/**
 * Feature boundaries in the sites (docs/adr/0085-site-structure-forms-and-feature-boundaries.md): a
 * feature reaches another only through that feature's index.ts (testing.ts is the second, test-only
 * door); anything else it needs from a sibling is a shared service and lives in src/lib,
 * src/components or packages/ui. One zone per feature: it may not import a file of any other
 * feature but those two.
 */
const featureZones = sites.flatMap((site) => {
  const features = `${site}/src/features`;
  return readdirSync(new URL(features, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map(({ name }) => ({
      target: `./${features}/${name}/**/*`,
      from: [`./${features}/!(${name})/**/*`],
      except: [`**/${features}/*/index.ts`, `**/${features}/*/testing.ts`],
      message: 'Import another feature only through its index.ts (a shared service goes in lib/).',
    }));
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/.turbo/**',
      '**/.data/**',
      '**/.tools/**',
      '**/playwright-report/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: {
        // The root scripts' type declarations belong to no package's tsconfig.
        projectService: { allowDefaultProject: ['scripts/*.d.mts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
    },
  },
  {
    files: sites.map((site) => `${site}/src/**/*.{ts,tsx}`),
    plugins: { 'import-x': importX },
    settings: {
      // Follow the sites' TypeScript modules (by default only .js files are read for cycles).
      'import-x/extensions': ['.ts', '.tsx'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json', '.css'] }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { basePath: import.meta.dirname, zones: featureZones },
      ],
      // No circle between modules of the sites, so none between features either.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // The API's features import each other's owner files directly
    // (docs/adr/0022-api-structure-one-owner-per-resource.md), never in a circle.
    files: ['apps/api/src/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // SQL lives in the API's repositories (docs/adr/0022-api-structure-one-owner-per-resource.md):
    // a service, route or job asks a repository. The repositories share two helpers: the cursor
    // comparison of paged lists (lib/keyset.ts) and the cache of compiled queries.
    files: ['apps/api/src/**/*.ts'],
    ignores: [
      'apps/api/src/**/*.repository.ts',
      'apps/api/src/lib/keyset.ts',
      'apps/api/src/lib/compiled-query-cache.ts',
      'apps/api/src/**/*.test.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'CallExpression[callee.property.name=/^(selectFrom|selectNoFrom|insertInto|replaceInto|updateTable|deleteFrom|mergeInto|executeQuery)$/]',
          message: 'Queries live in a *.repository.ts file; ask the feature’s repository.',
        },
        {
          selector: "ImportDeclaration[source.value='kysely'] ImportSpecifier[imported.name='sql']",
          message: 'SQL lives in a *.repository.ts file; ask the feature’s repository.',
        },
      ],
    },
  },
  {
    // Component tests wait through Testing Library, whose one budget (packages/ui's test setup)
    // holds on a loaded machine; vi.waitFor's own one-second default does not.
    files: [
      ...sites.map((site) => `${site}/src/**/*.test.{ts,tsx}`),
      'packages/ui/src/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'vi', property: 'waitFor', message: "Use Testing Library's waitFor." },
        { object: 'vi', property: 'waitUntil', message: "Use Testing Library's waitFor." },
      ],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
