import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Logger } from '@cancha/api';
import type { ServerConfig } from './config';

// The key organisers' payment secrets are sealed with (docs/decisions/027). PAYMENTS_KEY when set; otherwise a
// key file beside the SQLite file, made once: a club's one-file install needs no setting, and a copy of the
// database alone does not open the secrets.

export function paymentsKeyFor(config: ServerConfig, logger: Logger): Uint8Array {
  if (config.paymentsKey) return config.paymentsKey;
  if (config.databaseUrl)
    logger.warn(
      'PAYMENTS_KEY is not set: this process seals payment secrets with its own key file; set PAYMENTS_KEY for every process',
    );
  const dir = config.databasePath === ':memory:' ? config.uploadsDir : dirname(config.databasePath);
  const file = join(dir, 'payments.key');
  mkdirSync(dir, { recursive: true });
  try {
    // 'wx': only the first process to start writes it; the others read that one.
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length !== 32) throw new Error(`${file} is not a 32-byte base64 key`);
  return new Uint8Array(key);
}
