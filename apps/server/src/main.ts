import { existsSync } from 'node:fs';
import { z } from 'zod';
import { loadConfig } from './config';
import { createLogger } from './logger';
import { StartupError, startServer } from './start';

z.config(z.locales.es());

const logger = createLogger();
try {
  const config = loadConfig();
  await startServer({ config, logger, webDist: existsSync(config.webDist) ? config.webDist : null });
} catch (error) {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  if (!(error instanceof StartupError) && error instanceof Error && error.stack) logger.error(error.stack);
  process.exit(1);
}
