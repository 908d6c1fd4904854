import { defineConfig } from 'vitest/config';

// One runner for the whole workspace. Each project keeps its own setup; integration tests
// share one embedded Postgres started by the server project's global setup.
export default defineConfig({
  test: {
    // Two cores: two test files at a time across all projects.
    maxWorkers: 2,
    projects: [
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
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          setupFiles: ['apps/server/test/setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
