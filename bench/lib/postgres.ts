// The bench's PostgreSQL side (docs/decisions/017): a dataset's SQLite file copied into a fresh database on the
// local server (TEST_DATABASE_URL, as the tests use), with the same tool a club uses to move up.
import { openDatabase } from '@cancha/db';
import { closePostgres, openPostgres } from '@cancha/db/postgres';
import { copySqliteToPostgres } from '@cancha/db/postgres/copy';
import { createTestPostgres } from '@cancha/db/postgres/testing';

export interface PostgresCopy {
  url: string;
  drop(): Promise<void>;
}

/** A PostgreSQL copy of the dataset, or null (with the reason printed) where no PostgreSQL answers. */
export async function postgresCopyOf(sqlitePath: string): Promise<PostgresCopy | null> {
  let target: Awaited<ReturnType<typeof createTestPostgres>>;
  try {
    target = await createTestPostgres();
  } catch (error) {
    console.log(`PostgreSQL scenarios skipped: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
  const started = performance.now();
  const source = openDatabase(sqlitePath);
  const pg = openPostgres(target.url, { max: 4 });
  try {
    await copySqliteToPostgres(source, pg, () => undefined);
    await pg.$client`analyze`;
  } finally {
    source.$client.close();
    await closePostgres(pg);
  }
  console.log(`PostgreSQL copy of ${sqlitePath} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return target;
}
