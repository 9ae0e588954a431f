import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { createLogger, gatherByTurn, REDACTED } from './logger';

function sinks(level?: 'info' | 'warn' | 'error') {
  const writes: { to: 'out' | 'err' | 'flush'; text: string }[] = [];
  const logger = createLogger({
    level,
    out: {
      write: (text: string) => writes.push({ to: 'out', text }),
      flushSync: () => void writes.push({ to: 'flush', text: '' }),
    },
    err: { write: (text: string) => writes.push({ to: 'err', text }) },
  });
  const lines = (to: 'out' | 'err') =>
    writes
      .filter((w) => w.to === to)
      .flatMap((w) =>
        w.text
          .trim()
          .split('\n')
          .map((l) => JSON.parse(l)),
      );
  return { logger, writes, lines };
}

describe('the logger', () => {
  it('writes one JSON object per line: level, ISO time, message and the fields, in order', () => {
    const { logger, writes, lines } = sinks();
    logger.info('request', { method: 'GET', path: '/a', status: 200, ms: 1 });
    logger.warn('slow');
    expect(writes.every((w) => w.text.endsWith('\n'))).toBe(true);
    const [first, second] = lines('out');
    expect(first).toEqual({
      level: 'info',
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      message: 'request',
      method: 'GET',
      path: '/a',
      status: 200,
      ms: 1,
    });
    expect(second).toEqual({ level: 'warn', time: expect.any(String), message: 'slow' });
  });

  it('writes an error to stderr, after the lines waiting on stdout', () => {
    const { logger, writes, lines } = sinks();
    logger.info('first');
    logger.error('broken', { error: 'x' });
    expect(writes.map((w) => w.to)).toEqual(['out', 'flush', 'err']);
    expect(lines('err')).toEqual([
      { level: 'error', time: expect.any(String), message: 'broken', error: 'x' },
    ]);
  });

  it('leaves out lines below its level', () => {
    const { logger, lines } = sinks('warn');
    logger.info('request');
    logger.warn('slow');
    logger.error('broken');
    expect(lines('out').map((l) => l.message)).toEqual(['slow']);
    expect(lines('err').map((l) => l.message)).toEqual(['broken']);
  });

  it('never writes cookies, authorization headers, tokens, passwords nor secrets', () => {
    const { logger, writes, lines } = sinks();
    logger.warn('sign-in', {
      cookie: 'cancha_session=s1',
      'set-cookie': 'cancha_session=s2',
      authorization: 'Bearer s3',
      token: 's4',
      password: 's5',
      clientSecret: 's6',
      smtpUrl: 'smtp://user:s7@mail.example',
      headers: { cookie: 's8', 'set-cookie': 's9', authorization: 'Basic s10', accept: 'text/html' },
      path: '/api/v1/auth/signin',
    });
    expect(writes.map((w) => w.text).join('')).not.toMatch(/s\d/);
    expect(lines('out')[0]).toMatchObject({
      cookie: REDACTED,
      'set-cookie': REDACTED,
      authorization: REDACTED,
      token: REDACTED,
      password: REDACTED,
      clientSecret: REDACTED,
      smtpUrl: REDACTED,
      headers: { cookie: REDACTED, 'set-cookie': REDACTED, authorization: REDACTED, accept: 'text/html' },
      path: '/api/v1/auth/signin',
    });
  });
});

describe('stdout, gathered by event-loop turn', () => {
  function gathered() {
    const writes: string[] = [];
    let exit = () => {};
    const out = gatherByTurn({ write: (text: string) => writes.push(text) }, (flush) => {
      exit = flush;
    });
    const logger = createLogger({ out, err: { write: (text: string) => writes.push(`err:${text}`) } });
    return { logger, writes, exit: () => exit() };
  }

  it('writes the lines of one turn together, in order', async () => {
    const { logger, writes } = gathered();
    logger.info('request', { path: '/a' });
    logger.warn('slow', { path: '/b' });
    expect(writes).toEqual([]);
    await new Promise((r) => setImmediate(r));
    expect(writes).toHaveLength(1);
    expect(
      writes[0]!
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l)),
    ).toMatchObject([
      { level: 'info', message: 'request', path: '/a' },
      { level: 'warn', message: 'slow', path: '/b' },
    ]);
  });

  it('writes the gathered lines before an error', () => {
    const { logger, writes } = gathered();
    logger.info('first');
    logger.error('broken');
    expect(writes).toHaveLength(2);
    expect(JSON.parse(writes[0]!)).toMatchObject({ message: 'first' });
    expect(writes[1]).toMatch(/^err:\{.*"message":"broken"/);
  });

  it('writes what it gathered when it grows large or the process exits', () => {
    const { logger, writes, exit } = gathered();
    for (let i = 0; i < 1000; i++) logger.info('request', { path: `/${'x'.repeat(100)}` });
    expect(writes.length).toBeGreaterThan(0);
    exit();
    expect(writes.join('').trim().split('\n')).toHaveLength(1000);
  });
});

describe('the logger in a process of its own', () => {
  const script = fileURLToPath(new URL('./testing/log-lines.ts', import.meta.url));
  const run = (env: Record<string, string>, n: number) =>
    spawnSync(process.execPath, ['--import', 'tsx', script, String(n)], {
      env: { ...process.env, ...env },
      encoding: 'utf8',
    });

  it('writes every line to stdout (errors to stderr) even when the process exits at once', () => {
    const { stdout, stderr, status } = run({ NODE_ENV: 'production' }, 5000);
    expect(status).toBe(0);
    const out = stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    expect(out).toHaveLength(5001);
    expect(out[4999]).toMatchObject({ level: 'info', path: '/p/4999' });
    expect(out[5000]).toMatchObject({
      level: 'warn',
      headers: { cookie: REDACTED },
      password: REDACTED,
    });
    expect(JSON.parse(stderr)).toMatchObject({ level: 'error', message: 'broken', error: 'Error: x' });
  });

  it('writes readable lines in development, secrets still hidden', () => {
    const { stdout, stderr, status } = run({ NODE_ENV: 'development', NO_COLOR: '1' }, 1);
    expect(status).toBe(0);
    expect(stdout).toMatch(/^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: request \{"method":"GET","path":"\/p\/0"/m);
    expect(stdout).toMatch(/WARN: sign-in .*"cookie":"\[redacted\]"/);
    expect(stdout).not.toMatch(/secreto1|abc/);
    expect(stderr).toMatch(/ERROR: broken \{"error":"Error: x"\}/);
  });
});
