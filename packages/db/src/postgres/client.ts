import type { Socket } from 'node:net';
import { join } from 'node:path';
import { drizzle, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import { migrate } from 'drizzle-orm/postgres-js/migrator';
import postgres from 'postgres';
import { DEFAULT_MIGRATIONS_DIR } from '../client';
import { declareEngine, type EngineDb } from '../engine';
import { postgresTables } from './schema';

/** PostgreSQL's migrations, beside SQLite's (docs/decisions/017). */
export const POSTGRES_MIGRATIONS_DIR = join(DEFAULT_MIGRATIONS_DIR, 'postgres');

export type PostgresDb = PostgresJsDatabase<typeof postgresTables> & { $client: postgres.Sql };

/** The PostgreSQL database under the services' types; its tables are `postgresTables`. */
export function asEngineDb(db: PostgresDb): EngineDb {
  return db as unknown as EngineDb;
}

export function openPostgres(
  url: string,
  options: { max?: number; idle_timeout?: number; socket?: () => Promise<Socket> } = {},
): PostgresDb {
  const client = postgres(url, {
    ...options,
    max: options.max ?? 10,
    // Counts, sums and bigint columns read as JavaScript numbers, as SQLite's integers do (ours stay below 2^53).
    types: {
      int8: { to: 20, from: [20], serialize: (n: number) => String(n), parse: (s: string) => Number(s) },
      numeric: {
        to: 1700,
        from: [1700],
        serialize: (n: number) => String(n),
        parse: (s: string) => Number(s),
      },
    },
    // A migration's "already exists, skipping" notices are not the operator's business.
    onnotice: () => undefined,
  });
  return declareEngine(
    drizzle({ client, schema: postgresTables, casing: 'snake_case' }) as PostgresDb,
    'postgres',
  );
}

/**
 * Applies the migrations not yet applied. Processes starting together take turns (a session-level advisory lock
 * held on a connection of its own), so the second finds the schema made rather than making it again. The pool
 * needs two connections.
 */
export async function migratePostgres(
  db: PostgresDb,
  migrationsFolder = POSTGRES_MIGRATIONS_DIR,
): Promise<void> {
  // The lock holds one connection of the pool while the migrator needs another.
  if ((db.$client.options.max ?? 10) < 2)
    throw new Error('migratePostgres needs a pool of at least 2 connections');
  const lock = await db.$client.reserve();
  try {
    await lock`select pg_advisory_lock(hashtext('cancha:migrations'))`;
    await migrate(db, { migrationsFolder });
  } finally {
    await lock`select pg_advisory_unlock(hashtext('cancha:migrations'))`.catch(() => undefined);
    lock.release();
  }
}

export async function closePostgres(db: PostgresDb): Promise<void> {
  await db.$client.end({ timeout: 5 });
}
