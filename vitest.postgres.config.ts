// The router and REST suites again, on PostgreSQL (docs/decisions/017): DATABASE_URL makes @cancha/db hand out
// PostgreSQL's tables, and each test's database is copied from a template migrated once per run (globalSetup).
import { defineConfig } from 'vitest/config';
import { nodeTests, resolve } from './vitest.config.ts';

const server = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default defineConfig({
  resolve,
  test: {
    ...nodeTests,
    include: ['packages/api/src/**/*.test.ts', 'apps/server/src/**/*.test.ts'],
    // Pure engines and source scans have nothing to prove twice; moving SQLite up is SQLite's suite.
    exclude: [
      'packages/api/src/engine/**',
      'packages/api/src/engine-neutral.test.ts',
      'apps/server/src/migrate-to-postgres.test.ts',
      '**/node_modules/**',
    ],
    env: { DATABASE_URL: server },
    // Every query is a round trip here: a test that plays a whole World Cup through the routers needs more than 5 s.
    testTimeout: 20_000,
    globalSetup: ['./scripts/postgres-test-template.ts'],
  },
});
