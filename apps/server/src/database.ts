// The database a server runs on (docs/decisions/017): the SQLite file by default, PostgreSQL when DATABASE_URL
// names one. Either is brought up to date with its migrations before the server listens.
import { dirname, join } from 'node:path';
import type { Logger, NotificationListener } from '@cancha/api';
import {
  backupDatabase,
  closeDatabase,
  type Db,
  ENGINE,
  migrateDatabase,
  migrationState,
  openDatabase,
  type SqliteDb,
  sqliteEngine,
} from '@cancha/db';
import { asEngineDb, closePostgres, migratePostgres, openPostgres } from '@cancha/db/postgres';
import type { ServerConfig } from './config';
import { requireWritable, StartupError } from './startup-checks';

export interface AppDatabase {
  db: Db;
  /** PostgreSQL's LISTEN/NOTIFY, for live events across processes; none on SQLite (one process). */
  listener: NotificationListener | null;
  /** Where the data lives, for the start-up log (a PostgreSQL address without its password). */
  describe: string;
  close(): Promise<void>;
}

/** Opens the configured database and migrates it; `migrationsFolder` is SQLite's, PostgreSQL's is inside it. */
export async function openAppDatabase(
  config: Pick<ServerConfig, 'databasePath' | 'databaseUrl'>,
  migrationsFolder: string,
  logger: Logger,
): Promise<AppDatabase> {
  // The tables the services use were picked when @cancha/db loaded, from the same variable.
  if ((config.databaseUrl ? 'postgres' : 'sqlite') !== ENGINE) {
    throw new StartupError('DATABASE_URL changed after start-up: set it in the environment before starting.');
  }
  if (config.databaseUrl) {
    const pg = openPostgres(config.databaseUrl);
    try {
      await migratePostgres(pg, join(migrationsFolder, 'postgres'));
    } catch (error) {
      await closePostgres(pg).catch(() => undefined);
      throw new StartupError(`Could not open the PostgreSQL database: ${reason(error)}`);
    }
    return {
      db: asEngineDb(pg),
      listener: pg.$client as unknown as NotificationListener,
      describe: withoutPassword(config.databaseUrl),
      close: () => closePostgres(pg),
    };
  }
  const sqlite = await prepareDatabase(config.databasePath, migrationsFolder, logger);
  return {
    db: sqliteEngine(sqlite),
    listener: null,
    describe: config.databasePath,
    close: async () => closeDatabase(sqlite),
  };
}

function reason(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function withoutPassword(url: string): string {
  const parsed = new URL(url);
  if (parsed.password) parsed.password = '***';
  return parsed.toString();
}

/**
 * Opens the database and brings it up to date: refuses one written by a newer version, and backs up one that
 * holds data (SQLite's online backup) before migrating it.
 */
export async function prepareDatabase(
  path: string,
  migrationsFolder: string,
  logger: Logger,
): Promise<SqliteDb> {
  if (path !== ':memory:') requireWritable(dirname(path), 'data');
  const db = openDatabase(path);
  const state = migrationState(db, migrationsFolder);
  if (state.newerThanCode) {
    closeDatabase(db);
    throw new StartupError(
      `The database ${path} was written by a newer version of Cancha; start that version (or a later one) instead.`,
    );
  }
  if (state.pending.length > 0 && state.hasData && path !== ':memory:') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const copy = join(dirname(path), 'backups', `cancha-${stamp}-before-${state.pending[0]}.db`);
    await backupDatabase(db, copy);
    logger.info('database backed up before migrating', { backup: copy, migrations: state.pending });
  }
  migrateDatabase(db, migrationsFolder);
  return db;
}
