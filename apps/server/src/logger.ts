import type { Logger } from '@cancha/api';

/** One JSON object per line on stdout/stderr: easy to read and to ship to any log collector. */
export function createLogger(options: { quiet?: boolean } = {}): Logger {
  const write = (level: string, message: string, data?: Record<string, unknown>) => {
    if (options.quiet && level === 'info') return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...data });
    if (level === 'error') process.stderr.write(`${line}\n`);
    else process.stdout.write(`${line}\n`);
  };
  return {
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}
