import path from 'node:path';
import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. Each project keeps its own setup; integration tests
// share one embedded Postgres started by the server project's global setup.
export default defineConfig({
  test: {
    // Two cores: two test files at a time across all projects.
    maxWorkers: 2,
    projects: [
      {
        // Repository-wide checks (the lint rules' own fixtures).
        test: { name: 'repo', include: ['test/**/*.test.ts'], testTimeout: 120_000 },
      },
      {
        test: {
          name: 'contracts',
          include: ['packages/contracts/test/**/*.test.ts'],
        },
      },
      {
        test: {
          name: 'video-engine',
          include: ['packages/video-engine/test/**/*.test.ts'],
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'script-writer',
          include: ['packages/script-writer/test/**/*.test.ts'],
        },
      },
      {
        // Web components in jsdom, acting through the UI with Testing Library; fetch is faked per test.
        resolve: { alias: { '@': path.resolve(import.meta.dirname, 'apps/web/src') } },
        test: {
          name: 'web',
          include: ['apps/web/test/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/test/setup.ts'],
          // Whole routes acting like a person in jsdom are slow on a shared 2-core machine.
          testTimeout: 60_000,
        },
      },
      {
        // The n8n community node's own code against a started Reelforge (the server's embedded Postgres setup).
        // n8n-workflow's ESM build is .js without "type": "module", which Vite would transform file by file;
        // n8n itself loads the CommonJS build, so the tests do too.
        resolve: { alias: { 'n8n-workflow': path.resolve(import.meta.dirname, 'node_modules/n8n-workflow/dist/cjs/index.js') } },
        test: {
          name: 'n8n-nodes',
          include: ['packages/n8n-nodes-reelforge/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          setupFiles: ['apps/server/test/support/setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/support/global-setup.ts'],
          setupFiles: ['apps/server/test/support/setup.ts'],
          // A hang guard, not a speed bar: several files render videos at once on 2 cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
