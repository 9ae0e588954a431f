import { existsSync } from 'node:fs';
import { preloadGeoData, seedDemo } from '@cancha/api';
import { closeDatabase } from '@cancha/db';
import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createApp } from './app';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { createServices } from './services';

z.config(z.locales.es());

async function main() {
  const logger = createLogger();
  const config = loadConfig();
  const services = createServices(config, logger);
  if (config.demo) {
    const { seeded } = await seedDemo(services.db);
    if (seeded) logger.info('demo data seeded into the empty database');
  }
  preloadGeoData();
  const webDist = existsSync(config.webDist) ? config.webDist : null;
  if (!webDist) logger.warn('web app not built; serving the API only', { webDist: config.webDist });
  const app = createApp({ services, webDist, trustProxy: config.trustProxy, devOutbox: config.devOutbox });

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

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info('stopping: draining requests', { signal });
    clearInterval(retry);
    const force = setTimeout(() => {
      logger.warn('requests still open after 10 s; closing anyway');
      closeDatabase(services.db);
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void services.mailer.flush().finally(() => {
        closeDatabase(services.db);
        logger.info('stopped');
        process.exit(0);
      });
    });
    // Idle keep-alive connections would hold close() open.
    (server as unknown as { closeIdleConnections?: () => void }).closeIdleConnections?.();
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
