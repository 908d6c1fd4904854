import fs from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// The house rules (issue 8, ADR 0009) are enforced here, not just written down:
// no import cycles anywhere; on the server routes -> services -> repositories, Drizzle and the
// job queue library behind their one module each; in the web app features never import each other.

const webFeatures = fs.readdirSync('apps/web/src/features', { withFileTypes: true }).filter((d) => d.isDirectory());
/** For each web feature: every other feature is out of bounds (compose them in app/ instead). */
const featureZones = webFeatures.map((f) => ({
  target: `./apps/web/src/features/${f.name}`,
  from: './apps/web/src/features',
  except: [`./${f.name}`],
  message: 'Features never import each other: move the shared part to components/ or lib/, or compose in app/.',
}));

const SERVER_SRC = 'apps/server/src/**/*.ts';
/** Only repositories (and the db folder that builds the client and schema) speak Drizzle. */
const drizzleOnlyInRepositories = {
  name: 'drizzle-orm',
  message: 'Only *.repository.ts files (and src/db) use Drizzle: add a repository function.',
};
const queueOnlyInAdapter = {
  name: 'pg-boss',
  message: 'Use ctx.queue (adapters/queue): services and jobs never call pg-boss directly.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '.data-*/**',
      'test-results/**',
      'playwright-report/**',
      // Deliberately broken code that proves the rules below fire (see test/lint-rules.test.ts).
      'test/lint-fixtures/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse .ts/.tsx dependencies too (by default import-x only follows .js files).
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['apps/web/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
    },
  },
  {
    files: [SERVER_SRC],
    ignores: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**', 'apps/server/src/adapters/queue/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [drizzleOnlyInRepositories, queueOnlyInAdapter] }],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts', 'apps/server/src/db/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [queueOnlyInAdapter] }] },
  },
  {
    // Routes parse, call one service method and reply: no repositories, no database.
    files: ['apps/server/src/**/*.routes.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [drizzleOnlyInRepositories, queueOnlyInAdapter],
          patterns: [
            { group: ['**/*.repository.ts', '**/db/*'], message: 'Routes call services; services call repositories.' },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
