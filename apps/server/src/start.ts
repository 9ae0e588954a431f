import {
  followTournamentChanges,
  hashLegacyRefereeTokens,
  inProcessPubSub,
  type Logger,
  postgresPubSub,
  preloadGeoData,
  seedDemo,
} from '@cancha/api';
import { DEFAULT_MIGRATIONS_DIR } from '@cancha/db';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import type { ServerConfig } from './config';
import { openAppDatabase } from './database';
import { periodicJobs } from './jobs';
import { Lifecycle } from './lifecycle';
import { createServices } from './services';
import { requireWritable, StartupError } from './startup-checks';

export { StartupError };

/** How soon a live stream ended by a stopping process comes back (through the proxy, to another process). */
const STREAM_RETRY_MS = 500;

export async function startServer(options: {
  config: ServerConfig;
  logger: Logger;
  webDist: string | null;
  migrationsFolder?: string;
}) {
  const { config, logger } = options;
  requireWritable(config.uploadsDir, 'uploads');
  const database = await openAppDatabase(config, options.migrationsFolder ?? DEFAULT_MIGRATIONS_DIR, logger);
  const pubsub = database.listener
    ? await postgresPubSub({ db: database.db, listener: database.listener, logger })
    : inProcessPubSub();
  // Several processes on PostgreSQL: each keeps the tournaments' heads, told by the database when one changes.
  if (database.listener) followTournamentChanges(database.db, pubsub);
  const services = createServices(config, logger, database.db, pubsub);
  // The push signing key is made on the first start and kept in the database (push/vapid.ts).
  await services.push.publicKey();
  const rehashed = await hashLegacyRefereeTokens(services.db);
  if (rehashed > 0) logger.info('referee links kept as hashes', { rehashed });
  if (config.demo) {
    const { seeded } = await seedDemo(services.db);
    if (seeded) logger.info('demo data seeded into the empty database');
  }
  preloadGeoData();
  if (!options.webDist) logger.warn('web app not built; serving the API only');
  const lifecycle = new Lifecycle();
  const app = createApp({
    services,
    webDist: options.webDist,
    trustProxy: config.trustProxy,
    devOutbox: config.devOutbox,
    lifecycle,
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info('listening', {
      url: config.publicUrl,
      address: `${info.address}:${info.port}`,
      database: database.describe,
    });
  });
  server.on('error', (error: NodeJS.ErrnoException) => {
    logger.error(error.code === 'EADDRINUSE' ? `port ${config.port} is already in use` : 'server error', {
      error: String(error),
    });
    void database.close().finally(() => process.exit(1));
  });

  // The periodic jobs, each run by one process at a time across processes (jobs.ts).
  const jobs = periodicJobs(services, logger);
  await jobs.start();

  let stopping = false;
  // docs/decisions/017, "Rolling restarts": drain (healthz 503, connections closed after each answer, requests still
  // served), then close the listener, tell live streams to reconnect elsewhere, finish what is in flight, exit.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    lifecycle.drain();
    jobs.stop();
    logger.info('stopping: draining', { signal, drainMs: config.shutdownDrainMs });
    const close = () => {
      const force = setTimeout(() => {
        logger.warn('requests still open after 10 s; closing anyway');
        void database.close().finally(() => process.exit(1));
      }, 10_000);
      force.unref();
      server.close(() => {
        void Promise.all([services.mailer.flush(), services.push.idle()]).finally(() => {
          void database.close().finally(() => {
            logger.info('stopped');
            process.exit(0);
          });
        });
      });
      const streams = lifecycle.endStreams(STREAM_RETRY_MS);
      if (streams > 0) logger.info('live streams told to reconnect', { streams });
      // Idle keep-alive connections would hold close() open.
      (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
    };
    if (config.shutdownDrainMs > 0) setTimeout(close, config.shutdownDrainMs).unref();
    else close();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}
