// `cancha migrate-to-postgres --data DIR --to postgres://…` (and `bun run migrate-to-postgres` from the repository):
// moves a club's SQLite database up to PostgreSQL (docs/decisions/017). The SQLite file is only read.
import { existsSync } from 'node:fs';
import { openDatabase } from '@cancha/db';
import { closePostgres, openPostgres } from '@cancha/db/postgres';
import { copySqliteToPostgres, copyUploadFiles } from '@cancha/db/postgres/copy';

export async function migrateToPostgres(options: {
  databasePath: string;
  url: string;
  /** PostgreSQL's migrations (the one-file release unpacks its own). */
  migrationsFolder?: string;
  /** UPLOADS_DIR: on PostgreSQL the images are served from the database, so they move too. */
  uploadsDir?: string;
  write: (line: string) => void;
}): Promise<void> {
  if (!existsSync(options.databasePath)) throw new Error(`No database at ${options.databasePath}`);
  if (!/^postgres(ql)?:\/\//.test(options.url)) throw new Error('--to needs a postgres:// address');
  const source = openDatabase(options.databasePath);
  const target = openPostgres(options.url, { max: 2 });
  try {
    const reports = await copySqliteToPostgres(source, target, options.write, options.migrationsFolder);
    const rows = reports.reduce((n, r) => n + r.rows, 0);
    options.write(`Copied and checked ${reports.length} tables, ${rows} rows: counts and checksums match.`);
    if (options.uploadsDir) {
      const { copied, skipped } = await copyUploadFiles(target, options.uploadsDir);
      options.write(`Copied ${copied} uploaded images from ${options.uploadsDir}.`);
      for (const path of skipped) options.write(`Left out ${path}: not an image Cancha saved.`);
    }
  } finally {
    source.$client.close();
    await closePostgres(target);
  }
}
