import { type Db, migrateDatabase, openDatabase } from './client';

/** A fresh, fully migrated in-memory database for one test. */
export function createTestDb(): Db {
  const db = openDatabase(':memory:');
  migrateDatabase(db);
  return db;
}
