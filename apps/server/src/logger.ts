import type { Logger } from '@cancha/api';

interface Sink {
  write(text: string): unknown;
}

/** Lines waiting for the end of this event-loop turn; past this size they go at once. */
const FLUSH_AT = 64 * 1024;

/**
 * One JSON object per line on stdout/stderr: easy to read and to ship to any log collector.
 *
 * Info and warning lines (one per request) are gathered and written once per event-loop turn: a write call per
 * line cost a busy server a fifth of a small read. Errors are written at once, after whatever was gathered
 * before them, and everything gathered is written when the process exits.
 */
export function createLogger(
  options: { quiet?: boolean; out?: Sink; err?: Sink; onExit?: (flush: () => void) => void } = {},
): Logger {
  const out = options.out ?? process.stdout;
  const err = options.err ?? process.stderr;
  let pending = '';
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (!pending) return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  (options.onExit ?? ((f) => process.on('exit', f)))(flush);
  const write = (level: string, message: string, data?: Record<string, unknown>) => {
    if (options.quiet && level === 'info') return;
    const line = `${JSON.stringify({ time: new Date().toISOString(), level, message, ...data })}\n`;
    if (level === 'error') {
      flush();
      err.write(line);
      return;
    }
    pending += line;
    if (pending.length >= FLUSH_AT) flush();
    else if (!scheduled) {
      scheduled = true;
      setImmediate(flush);
    }
  };
  return {
    info: (m, d) => write('info', m, d),
    warn: (m, d) => write('warn', m, d),
    error: (m, d) => write('error', m, d),
  };
}
