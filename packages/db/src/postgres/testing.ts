import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { connect } from 'node:net';
import postgres from 'postgres';
import type { EngineDb } from '../engine';
import { asEngineDb, openPostgres } from './client';

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

// The suites that run on both engines (vitest.postgres.config.ts) take a fresh database per test, as SQLite's
// in-memory one is: copied from a template migrated once per run (about 0.1 s), and dropped when the run ends.
let admin: postgres.Sql | undefined;
let made = 0;

/** The name prefix of the databases one run makes: the template's name. */
export function testTemplateName(): string {
  const template = process.env.CANCHA_TEST_TEMPLATE;
  if (!template)
    throw new Error(
      'No test template database: run the PostgreSQL suites through vitest.postgres.config.ts.',
    );
  return template;
}

/**
 * A new database for one test, usable at once: it is copied from the template in the background, and the first
 * connection waits for the copy (postgres.js connects lazily, through the socket given here).
 */
export function postgresTestDb(): EngineDb {
  const template = testTemplateName();
  const server = new URL(testServerUrl());
  admin ??= postgres(server.toString(), { max: 1, onnotice: () => undefined });
  const name = `${template}_${process.pid}_${++made}`;
  const copied = admin.unsafe(`create database "${name}" template "${template}"`);
  copied.catch(() => undefined); // the first query reports it
  const url = new URL(server);
  url.pathname = `/${name}`;
  const open = () =>
    asEngineDb(
      openPostgres(url.toString(), {
        max: 2,
        // Tests do not close their databases: idle connections go, so a run stays within max_connections.
        idle_timeout: 1,
        socket: async () => {
          await copied;
          const socket = connect(Number(server.port || 5432), server.hostname);
          await once(socket, 'connect');
          return socket;
        },
      }),
    );
  const db = open();
  reopeners.set(db, open);
  return db;
}

const reopeners = new WeakMap<EngineDb, () => EngineDb>();

/**
 * Connections of their own to a test database made by postgresTestDb, as a second process on the same database
 * would hold: for tests that what one process writes, another sees.
 */
export function anotherProcessDb(db: EngineDb): EngineDb {
  const open = reopeners.get(db);
  if (!open) throw new Error('not a database made by postgresTestDb');
  return open();
}
