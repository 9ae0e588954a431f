import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

function sinks() {
  const writes: { to: 'out' | 'err'; text: string }[] = [];
  let exit = () => {};
  const logger = createLogger({
    out: { write: (text: string) => writes.push({ to: 'out', text }) },
    err: { write: (text: string) => writes.push({ to: 'err', text }) },
    onExit: (flush) => {
      exit = flush;
    },
  });
  return { logger, writes, exit: () => exit() };
}
const lines = (text: string) =>
  text
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l));

describe('the logger', () => {
  it('writes the lines of one event-loop turn together, in order, as JSON', async () => {
    const { logger, writes } = sinks();
    logger.info('request', { path: '/a', ms: 1 });
    logger.warn('slow', { path: '/b' });
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(1);
    expect(lines(writes[0]!.text)).toMatchObject([
      { level: 'info', message: 'request', path: '/a', ms: 1 },
      { level: 'warn', message: 'slow', path: '/b' },
    ]);
  });

  it('writes an error at once, after the lines gathered before it', () => {
    const { logger, writes } = sinks();
    logger.info('first');
    logger.error('broken', { error: 'x' });
    expect(writes.map((w) => w.to)).toEqual(['out', 'err']);
    expect(lines(writes[0]!.text)[0]).toMatchObject({ message: 'first' });
    expect(lines(writes[1]!.text)[0]).toMatchObject({ level: 'error', message: 'broken', error: 'x' });
  });

  it('writes what it gathered when it grows large or the process exits', () => {
    const { logger, writes, exit } = sinks();
    for (let i = 0; i < 1000; i++) logger.info('request', { path: `/${'x'.repeat(100)}` });
    expect(writes.length).toBeGreaterThan(0);
    exit();
    const all = writes.flatMap((w) => lines(w.text));
    expect(all).toHaveLength(1000);
  });
});
