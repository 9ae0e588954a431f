import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import type { BaseSQLiteDatabase } from 'drizzle-orm/sqlite-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = BetterSQLite3Database<Schema> & { $client: Database.Database };
/** A database or an open transaction on it: what a function takes when it may run inside a transaction. */
export type Queryable = BaseSQLiteDatabase<'sync', Database.RunResult, Schema>;

/** The committed migrations at the repository root (same depth from src/ and from a bundled dist/). */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function openDatabase(path: string): Db {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return drizzle({ client: sqlite, schema, casing: 'snake_case' }) as Db;
}

export function migrateDatabase(db: Db, migrationsFolder = DEFAULT_MIGRATIONS_DIR): void {
  migrate(db, { migrationsFolder });
}

export function closeDatabase(db: Db): void {
  if (db.$client.open) {
    // Fold the WAL back into the main file so a copied .db is complete.
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    db.$client.close();
  }
}
