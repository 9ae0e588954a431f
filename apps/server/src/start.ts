import { accessSync, constants, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import {
  drainNotifications,
  type Logger,
  preloadGeoData,
  removeUnusedUnconfirmedAccounts,
  seedDemo,
  sendProdeReminders,
} from '@cancha/api';
import {
  backupDatabase,
  closeDatabase,
  type Db,
  DEFAULT_MIGRATIONS_DIR,
  migrateDatabase,
  migrationState,
  openDatabase,
} from '@cancha/db';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { createServices } from './services';

/** A start-up refusal: the reason is printed and the process exits non-zero. */
export class StartupError extends Error {}

function requireWritable(dir: string, what: string) {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new StartupError(
      `The ${what} folder ${dir} is not writable: check its permissions or choose another one.`,
    );
  }
}

/**
 * Opens the database and brings it up to date: refuses one written by a newer version, and backs up one that
 * holds data (SQLite's online backup) before migrating it.
 */
export async function prepareDatabase(path: string, migrationsFolder: string, logger: Logger): Promise<Db> {
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

export async function startServer(options: {
  config: ServerConfig;
  logger: Logger;
  webDist: string | null;
  migrationsFolder?: string;
}) {
  const { config, logger } = options;
  requireWritable(config.uploadsDir, 'uploads');
  const db = await prepareDatabase(
    config.databasePath,
    options.migrationsFolder ?? DEFAULT_MIGRATIONS_DIR,
    logger,
  );
  const services = createServices(config, logger, db);
  // The push signing key is made on the first start and kept in the database (push/vapid.ts).
  services.push.publicKey();
  if (config.demo) {
    const { seeded } = await seedDemo(services.db);
    if (seeded) logger.info('demo data seeded into the empty database');
  }
  preloadGeoData();
  if (!options.webDist) logger.warn('web app not built; serving the API only');
  const app = createApp({
    services,
    webDist: options.webDist,
    trustProxy: config.trustProxy,
    devOutbox: config.devOutbox,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', {
      url: config.publicUrl,
      address: `${info.address}:${info.port}`,
      database: config.databasePath,
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.error(error.code === 'EADDRINUSE' ? `port ${config.port} is already in use` : 'server error', {
      error: String(error),
    });
    closeDatabase(services.db);
    process.exit(1);
  });

  // Pending mail is retried every minute (a down SMTP server must not lose messages).
  const retry = setInterval(() => void services.mailer.flush(), 60_000);
  retry.unref();
  // Accounts nobody confirmed nor used are removed (LIMITS.unusedUnconfirmedAccountDays), at start and every 6 h.
  const cleanup = () => {
    const removed = removeUnusedUnconfirmedAccounts(services.db);
    if (removed > 0) logger.info('unused unconfirmed accounts removed', { removed });
  };
  cleanup();
  const cleaning = setInterval(cleanup, 6 * 60 * 60 * 1000);
  cleaning.unref();
  // Every minute: El Prode's reminders before a round, and the notifications written outside a request (a
  // matchday's points reach every player of a game at once) delivered in batches.
  const notices = setInterval(() => {
    try {
      const reminded = sendProdeReminders(services.db, services.config);
      if (reminded > 0) logger.info('prode reminders sent', { reminded });
    } catch (error) {
      logger.error(`prode reminders failed: ${error instanceof Error ? error.message : String(error)}`);
    }
    void drainNotifications(services).catch((error) =>
      logger.error(`notification delivery failed: ${error instanceof Error ? error.message : String(error)}`),
    );
  }, 60_000);
  notices.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: draining requests', { signal });
    clearInterval(retry);
    clearInterval(cleaning);
    clearInterval(notices);
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing anyway');
      closeDatabase(services.db);
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void Promise.all([services.mailer.flush(), services.push.idle()]).finally(() => {
        closeDatabase(services.db);
        logger.info('stopped');
        process.exit(0);
      });
    });
    // Idle keep-alive connections would hold close() open; live streams never end by themselves, so whatever is
    // still open after a short drain is cut.
    const http = server as unknown as { closeIdleConnections?: () => void; closeAllConnections?: () => void };
    http.closeIdleConnections?.();
    setTimeout(() => http.closeAllConnections?.(), 2_000).unref();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
