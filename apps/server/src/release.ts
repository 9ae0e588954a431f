// The entry point of the one-file release (`bun run release`): the server, the web app, the migrations, the
// place data and the image codecs inside one executable. Embedded files are written next to the data on first
// start of each version.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { configureGeoData } from '@cancha/api';
import { backupDatabase, DEFAULT_MIGRATIONS_DIR, openDatabase, sqliteEngine } from '@cancha/db';
import { z } from 'zod';
import { EnvSchema, loadConfig } from './config';
import { createLogger } from './logger';
import { migrateToPostgres } from './migrate-to-postgres';
import { outboxText } from './outbox-print';
import { assets, VERSION } from './release-assets.gen';
import { StartupError, startServer } from './start';

z.config(z.locales.es());

const HELP = `Cancha ${VERSION}: amateur football tournaments, teams and friendlies, in one file.

Usage:
  cancha [--data DIR]              start the server (default data folder: ./cancha-data)
  cancha backup [FILE] [--data DIR]
                                   write a consistent copy of the live database (default:
                                   DIR/backups/cancha-<time>.db); safe while the server runs
  cancha outbox [N] [--data DIR]   print the N newest e-mails kept without SMTP_URL (default 5): confirmation
                                   and password links, for a club without a mail server
  cancha migrate-to-postgres --to URL [--data DIR]
                                   copy the database into an empty PostgreSQL one (postgres://…) and check
                                   every table's rows and checksum; the SQLite file is only read
  cancha --version                 print the version
  cancha --help                    this text

The data folder holds the database (cancha.db), the uploads and the backups taken before each upgrade.
Settings are environment variables (the README's 'Configuration' table gives each default):
${Object.keys(EnvSchema.shape)
  .map((name) => `  ${name}`)
  .join('\n')}
DATABASE_PATH and UPLOADS_DIR default to the data folder. See the README's 'Self-hosting' section.
`;

function parseArgs(argv: string[]) {
  const out: {
    command: 'serve' | 'backup' | 'outbox' | 'migrate-to-postgres' | 'help' | 'version';
    data: string;
    file: string | null;
    to: string | null;
  } = {
    command: 'serve',
    data: process.env.CANCHA_DATA ?? './cancha-data',
    file: null,
    to: null,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--help' || arg === '-h') out.command = 'help';
    else if (arg === '--version' || arg === '-v') out.command = 'version';
    else if (arg === '--data') {
      const dir = argv[++i];
      if (!dir) throw new StartupError('--data needs a folder');
      out.data = dir;
    } else if (arg.startsWith('--data=')) out.data = arg.slice('--data='.length);
    else if (arg === '--to' && out.command === 'migrate-to-postgres') {
      const url = argv[++i];
      if (!url) throw new StartupError('--to needs a postgres:// address');
      out.to = url;
    } else if (arg.startsWith('--to=') && out.command === 'migrate-to-postgres')
      out.to = arg.slice('--to='.length);
    else if (
      (arg === 'backup' || arg === 'outbox' || arg === 'migrate-to-postgres') &&
      out.command === 'serve'
    )
      out.command = arg;
    else if (
      (out.command === 'backup' || out.command === 'outbox') &&
      !arg.startsWith('-') &&
      out.file === null
    )
      out.file = arg;
    else throw new StartupError(`Unknown argument: ${arg}. Try --help.`);
  }
  return out;
}

/** Writes the embedded files of this version once, and says where they are. */
function unpack(dataDir: string) {
  // Run from the repository (not compiled), the built files are used where they are.
  if (assets.length === 0) {
    const web = resolve(import.meta.dirname, '../../web/dist');
    return {
      web: existsSync(web) ? web : null,
      migrations: DEFAULT_MIGRATIONS_DIR,
      geo: null,
      codecs: null,
      imageWorker: null,
    };
  }
  const root = join(dataDir, '.release', VERSION);
  const marker = join(root, '.complete');
  if (!existsSync(marker)) {
    for (const [relative, embedded] of assets) {
      const target = join(root, relative);
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, readFileSync(embedded));
    }
    writeFileSync(marker, VERSION);
  }
  return {
    web: join(root, 'web'),
    migrations: join(root, 'drizzle'),
    geo: join(root, 'geo'),
    codecs: join(root, 'codecs'),
    // Not unpacked: scripts/release.ts compiles the image worker in as a second entry point, which Bun keeps at its
    // path in the repository under the executable's own folder (/$bunfs/root).
    imageWorker: join(import.meta.dirname, 'packages/api/src/uploads/image-worker.js'),
  };
}

async function run() {
  const args = parseArgs(process.argv.slice(2));
  if (args.command === 'help') return void process.stdout.write(HELP);
  if (args.command === 'version') return void process.stdout.write(`${VERSION}\n`);
  const data = resolve(args.data);
  process.env.DATABASE_PATH ??= join(data, 'cancha.db');
  process.env.UPLOADS_DIR ??= join(data, 'uploads');
  const config = loadConfig();
  if (args.command === 'outbox') {
    if (!existsSync(config.databasePath)) throw new StartupError(`No database at ${config.databasePath}.`);
    const db = openDatabase(config.databasePath);
    process.stdout.write(await outboxText(sqliteEngine(db), Number(args.file ?? 5) || 5));
    db.$client.close();
    return;
  }
  if (args.command === 'backup') {
    if (!existsSync(config.databasePath)) throw new StartupError(`No database at ${config.databasePath}.`);
    const file = resolve(
      args.file ?? join(data, 'backups', `cancha-${new Date().toISOString().replace(/[:.]/g, '-')}.db`),
    );
    const db = openDatabase(config.databasePath);
    await backupDatabase(db, file);
    db.$client.close();
    return void process.stdout.write(`Backup written to ${file}\n`);
  }
  try {
    mkdirSync(data, { recursive: true });
  } catch {
    throw new StartupError(`The data folder ${data} cannot be created.`);
  }
  const files = unpack(data);
  if (args.command === 'migrate-to-postgres') {
    if (!args.to) throw new StartupError('migrate-to-postgres needs --to postgres://…');
    return migrateToPostgres({
      databasePath: config.databasePath,
      uploadsDir: config.uploadsDir,
      url: args.to,
      migrationsFolder: join(files.migrations, 'postgres'),
      write: (line) => process.stdout.write(`${line}\n`),
    });
  }
  if (files.geo)
    configureGeoData({ cities: join(files.geo, 'cities500.txt'), admin1: join(files.geo, 'admin1.json') });
  // Where the upload codecs read their .wasm, having no node_modules here (CODECS_DIR_ENV in
  // packages/api/src/uploads/codec-files.ts).
  if (files.codecs) process.env.CANCHA_IMAGE_CODECS_DIR = files.codecs;
  // And where the upload image worker is (IMAGE_WORKER_ENV in packages/api/src/uploads/image-worker-client.ts).
  if (files.imageWorker) process.env.CANCHA_IMAGE_WORKER = files.imageWorker;
  await startServer({
    config,
    logger: createLogger(),
    webDist: files.web,
    migrationsFolder: files.migrations,
  });
}

run().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
