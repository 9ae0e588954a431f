// Run by logger.test.ts as a process of its own: writes `n` lines through the real destinations, then exits at
// once, as start.ts does after 'stopped'.
import { createLogger } from '../logger';

const logger = createLogger();
const n = Number(process.argv[2] ?? 1);
for (let i = 0; i < n; i++) logger.info('request', { method: 'GET', path: `/p/${i}`, status: 200, ms: 1 });
logger.warn('sign-in', { headers: { cookie: 'cancha_session=abc' }, password: 'secreto1' });
logger.error('broken', { error: 'Error: x' });
process.exit(0);
