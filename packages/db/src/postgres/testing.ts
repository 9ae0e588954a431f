import { randomBytes } from 'node:crypto';
import postgres from 'postgres';

/**
 * The PostgreSQL server the tests use: `TEST_DATABASE_URL`, else the local one. `bun run test` finds or starts one
 * (scripts/lib.sh, ensure_postgres) and exports the address.
 */
export function testServerUrl(): string {
  return process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
}

/** A new, empty database on the test server, its own to one test file; `drop` removes it. */
export async function createTestPostgres(): Promise<{ url: string; drop: () => Promise<void> }> {
  const server = testServerUrl();
  const admin = postgres(server, { max: 1, onnotice: () => undefined, connect_timeout: 5 });
  const name = `cancha_test_${randomBytes(6).toString('hex')}`;
  try {
    await admin.unsafe(`create database "${name}"`);
  } catch (error) {
    await admin.end();
    throw new Error(
      `No PostgreSQL to test on at ${server.replace(/\/\/[^@]*@/, '//')} (${String(error)}): run \`bun run test\`, which starts one, or set TEST_DATABASE_URL.`,
    );
  }
  const url = new URL(server);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
