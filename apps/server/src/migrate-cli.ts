// `bun run migrate-to-postgres -- --to postgres://… [--data DIR]`: the release's `cancha migrate-to-postgres`, from
// the repository. Without --data, the database the configuration names (DATABASE_PATH, default ./data/cancha.db).
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from './config';
import { migrateToPostgres } from './migrate-to-postgres';

const { values } = parseArgs({ options: { to: { type: 'string' }, data: { type: 'string' } } });
try {
  if (!values.to) throw new Error('Usage: bun run migrate-to-postgres -- --to postgres://… [--data DIR]');
  const config = values.data ? null : loadConfig();
  await migrateToPostgres({
    databasePath: config?.databasePath ?? join(values.data!, 'cancha.db'),
    uploadsDir: config?.uploadsDir ?? join(values.data!, 'uploads'),
    url: values.to,
    write: (line) => process.stdout.write(`${line}\n`),
  });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}
