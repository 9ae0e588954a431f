import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'better-sqlite3';
import { sql } from 'drizzle-orm';
import { type BetterSQLite3Database, drizzle } from 'drizzle-orm/better-sqlite3';
import { migrate } from 'drizzle-orm/better-sqlite3/migrator';
import { LRUCache } from 'lru-cache';
import { declareEngine, type EngineDb } from './engine';
import * as schema from './schema';

export type Schema = typeof schema;
/** The SQLite database itself, for what only SQLite has: migrations, backup, closing the file. */
export type SqliteDb = BetterSQLite3Database<Schema> & { $client: Database.Database };
/**
 * A database of either engine, or an open transaction on it, as the services see it (docs/decisions/017): queried
 * through `fetchAll`, `fetchOne` and `execute`, never the builders' own `.all()`, `.get()` and `.run()`.
 */
export type Db = EngineDb;

/** The committed migrations at the repository root (same depth from src/ and from a bundled dist/). */
export const DEFAULT_MIGRATIONS_DIR = fileURLToPath(new URL('../../../drizzle', import.meta.url));

export function openDatabase(path: string): SqliteDb {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
  const sqlite = new Database(path);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  cacheStatements(sqlite);
  return declareEngine(drizzle({ client: sqlite, schema, casing: 'snake_case' }) as SqliteDb, 'sqlite');
}

/** How many compiled statements a connection keeps; the app's distinct queries fit with room to spare. */
export const STATEMENT_CACHE_SIZE = 1_000;

/**
 * Drizzle asks SQLite to compile every query again on every call; compiling costs more than running most of
 * them. The connection keeps its compiled statements, by their text, least recently used out first. A reused
 * statement is put back in object mode, since drizzle switches to raw mode per call.
 */
function cacheStatements(sqlite: Database.Database): void {
  const compile = sqlite.prepare.bind(sqlite);
  const cache = new LRUCache<string, Database.Statement>({ max: STATEMENT_CACHE_SIZE });
  sqlite.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement) {
      if (statement.reader) statement.raw(false);
    } else {
      statement = compile(source);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof sqlite.prepare;
}

/**
 * Something built once per database (or open transaction) object and kept with it: a prepared drizzle query
 * skips rebuilding its SQL text on every call, which costs more than running a primary-key lookup.
 */
export function perDatabase<D extends object, T>(build: (db: D) => T): (db: D) => T {
  const built = new WeakMap<D, T>();
  return (db) => {
    let value = built.get(db);
    if (value === undefined) {
      value = build(db);
      built.set(db, value);
    }
    return value;
  };
}

/**
 * A LIMIT written into the SQL text rather than bound. Drizzle binds `.limit(n)`, and SQLite recompiles a
 * statement whose LIMIT is a parameter each time it runs (better-sqlite3 binds afresh on every call): about 15 µs,
 * three primary-key lookups' worth. Use as `.limit(inlineLimit(n))`.
 */
export function inlineLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`not a row count: ${n}`);
  // Drizzle writes an SQL chunk given as the limit into the text as it is.
  return sql.raw(String(n)) as unknown as number;
}

export function migrateDatabase(db: SqliteDb, migrationsFolder = DEFAULT_MIGRATIONS_DIR): void {
  // SQLite changes a column by rebuilding its table; with foreign keys on, dropping the old table would delete or
  // refuse every row that points at it. The pragma is ignored inside the migrator's transaction, so it is turned off
  // around it, and the references are checked before it is turned on again.
  const client = db.$client;
  client.pragma('foreign_keys = OFF');
  try {
    migrate(db, { migrationsFolder });
    const broken = client.pragma('foreign_key_check') as unknown[];
    if (broken.length > 0) throw new Error(`The migrations left ${broken.length} rows pointing at nothing`);
  } finally {
    client.pragma('foreign_keys = ON');
  }
}

export function closeDatabase(db: SqliteDb): void {
  if (db.$client.open) {
    // Fold the WAL back into the main file so a copied .db is complete.
    db.$client.pragma('wal_checkpoint(TRUNCATE)');
    db.$client.close();
  }
}

export interface MigrationState {
  /** Migrations this code knows and the database has not applied yet. */
  pending: string[];
  /** The database has migrations this code does not know: it was written by a newer version. */
  newerThanCode: boolean;
  /** Any account exists: a migration then deserves a backup first. */
  hasData: boolean;
}

/** Compares the database with the migrations folder, the way drizzle's migrator decides what to apply. */
export function migrationState(db: SqliteDb, migrationsFolder = DEFAULT_MIGRATIONS_DIR): MigrationState {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  const sqlite = db.$client;
  const table = (name: string) =>
    sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined;
  const last = table('__drizzle_migrations')
    ? (
        sqlite.prepare('select max(created_at) as at from __drizzle_migrations').get() as {
          at: number | null;
        }
      ).at
    : null;
  const known = journal.entries.at(-1)?.when ?? 0;
  const hasData = table('users') && sqlite.prepare('select 1 from users limit 1').get() !== undefined;
  return {
    pending: journal.entries.filter((e) => last === null || e.when > last).map((e) => e.tag),
    newerThanCode: last !== null && last > known,
    hasData,
  };
}

/** A consistent copy of a live database through SQLite's online backup (never a file copy of a WAL database). */
export async function backupDatabase(db: SqliteDb, destination: string): Promise<void> {
  mkdirSync(dirname(destination), { recursive: true });
  await db.$client.backup(destination);
}

/** The SQLite database as the services take it: the same object, seen through the engine-neutral type. */
export function sqliteEngine(db: SqliteDb): Db {
  return db as unknown as Db;
}
