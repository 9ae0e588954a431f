import { getTableName, is, sql } from 'drizzle-orm';
import { SQLiteTable } from 'drizzle-orm/sqlite-core';
import { type Db, migrateDatabase, openDatabase, sqliteEngine } from './client';
import { fetchAllSql } from './engine';
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
  const names = Object.values(schema as Record<string, unknown>)
    .filter((t) => is(t, SQLiteTable))
    .map((t) => getTableName(t as SQLiteTable))
    .sort();
  // One statement: a fuzz run takes this snapshot hundreds of times.
  const counted = await fetchAllSql<{ name: string; n: number | string }>(
    db,
    sql.join(
      names.map((name) => sql`select ${name} as name, count(*) as n from ${sql.identifier(name)}`),
      sql` union all `,
    ),
  );
  return Object.fromEntries(counted.map((r) => [r.name, Number(r.n)]));
}
