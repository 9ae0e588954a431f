import { getTableName, is, sql } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type Db, migrateDatabase, openDatabase, sqliteEngine } from './client';
import { fetchOneSql } from './engine';
import { postgresTestDb } from './postgres/testing';
import * as schema from './schema';
import { ENGINE } from './tables';

/**
 * A fresh, fully migrated database for one test: SQLite in memory, or, when the suite runs on PostgreSQL
 * (DATABASE_URL set by vitest.postgres.config.ts), a new database on the test server.
 */
export function createTestDb(): Db {
  if (ENGINE === 'postgres') return postgresTestDb();
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  return sqliteEngine(db);
}

/** How many rows each table holds, on either engine: to prove that a refused call changed nothing. */
export async function rowCounts(db: Db): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const names = Object.values(schema as Record<string, unknown>)
    .filter((t) => is(t, SQLiteTable))
    .map((t) => getTableName(t as SQLiteTable));
  for (const name of names.sort()) {
    const found = await fetchOneSql<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(name)}`,
    );
    counts[name] = Number(found?.n ?? 0);
  }
  return counts;
}
