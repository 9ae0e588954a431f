// The throttles' counters, in both stores: memory (SQLite's, one process) and the shared table (PostgreSQL's, every
// process). The table's SQL is the same on both engines, so its tests run in SQLite's suite and PostgreSQL's.
import { type Db, ENGINE, fetchAll, rateLimits } from '@cancha/db';
import { anotherProcessDb } from '@cancha/db/postgres/testing';
import { createTestDb } from '@cancha/db/testing';
import { describe, expect, it } from 'vitest';
import { createRateLimits, LIMITS, type RateLimitOptions } from './rate-limit';

const TOO_MANY = { code: 'TOO_MANY_ATTEMPTS' };

function clock() {
  const c = { t: Date.UTC(2026, 10, 26, 12), now: () => c.t };
  return c;
}

describe.each(['memory', 'table'] as const)('the %s store', (store) => {
  const limitsOn = (db: Db, options: RateLimitOptions) => createRateLimits(db, { ...options, store });

  it('counts hits per key, apart from other keys and other limiters', async () => {
    const c = clock();
    const limits = limitsOn(createTestDb(), { now: c.now });
    await limits.signInPerAccount.record('ana@example.com');
    await limits.signInPerAccount.record('ana@example.com');
    await limits.signInPerAccount.record('bea@example.com');
    // Another limiter with the same key keeps a count of its own.
    await limits.resetPerEmail.record('ana@example.com');
    expect(await limits.signInPerAccount.count('ana@example.com')).toBe(2);
    expect(await limits.signInPerAccount.count('bea@example.com')).toBe(1);
    expect(await limits.signInPerAccount.count('nadie@example.com')).toBe(0);
    expect(await limits.resetPerEmail.count('ana@example.com')).toBe(1);
  });

  it('blocks a key at its limit, and consume refuses the attempt past it with TOO_MANY_ATTEMPTS', async () => {
    const c = clock();
    const { confirmationPerUser: limiter } = limitsOn(createTestDb(), { now: c.now });
    expect(limiter).toMatchObject(LIMITS.confirmationPerUser);
    const { limit } = LIMITS.confirmationPerUser;
    for (let i = 0; i < limit; i++) {
      expect(await limiter.isBlocked('u1')).toBe(false);
      await limiter.consume('u1');
    }
    expect(await limiter.isBlocked('u1')).toBe(true);
    await expect(limiter.consume('u1')).rejects.toMatchObject(TOO_MANY);
    await expect(limiter.consume('u1')).rejects.toMatchObject(TOO_MANY);
    // Another key is untouched.
    await expect(limiter.consume('u2')).resolves.toBeUndefined();
  });

  it('starts a new window once the last one has ended, refused attempts or not', async () => {
    const c = clock();
    const { chatPerUser: limiter } = limitsOn(createTestDb(), { now: c.now });
    const { limit, windowMs } = LIMITS.chatPerUser;
    for (let i = 0; i < limit; i++) await limiter.consume('u1');
    c.t += windowMs - 1;
    // Refused attempts do not stretch the window.
    await expect(limiter.consume('u1')).rejects.toMatchObject(TOO_MANY);
    c.t += 1;
    expect(await limiter.count('u1')).toBe(0);
    expect(await limiter.isBlocked('u1')).toBe(false);
    await limiter.consume('u1');
    expect(await limiter.count('u1')).toBe(1);
    // The new window is measured from its first hit.
    c.t += windowMs - 1;
    expect(await limiter.count('u1')).toBe(1);
  });

  it('forgets a key on reset', async () => {
    const c = clock();
    const { signInPerAccountAndAddress: limiter } = limitsOn(createTestDb(), { now: c.now });
    for (let i = 0; i < LIMITS.signInFailuresPerAccountAndAddress.limit; i++)
      await limiter.record('ana\n10.0.0.1');
    expect(await limiter.isBlocked('ana\n10.0.0.1')).toBe(true);
    await limiter.reset('ana\n10.0.0.1');
    expect(await limiter.count('ana\n10.0.0.1')).toBe(0);
    expect(await limiter.isBlocked('ana\n10.0.0.1')).toBe(false);
  });
});

describe('the table store', () => {
  it('sweeps the rows of ended windows now and then, not on every hit', async () => {
    const db = createTestDb();
    const c = clock();
    const limits = createRateLimits(db, { now: c.now, store: 'table' });
    await limits.chatPerUser.record('u1');
    await limits.signUpPerAddress.record('10.0.0.1');
    c.t += LIMITS.chatPerUser.windowMs;
    await limits.chatPerUser.record('u2');
    // u1's window has ended, but its row stays until the sweep comes round.
    expect(await fetchAll(db.select({ key: rateLimits.key }).from(rateLimits))).toHaveLength(3);
    c.t += 5 * 60_000;
    await limits.chatPerUser.record('u3');
    const keys = (await fetchAll(db.select({ key: rateLimits.key }).from(rateLimits))).map((r) => r.key);
    expect(keys.sort()).toEqual(['chatPerUser:u3', 'signUpPerAddress:10.0.0.1']);
  });
});

describe('the store each engine uses', () => {
  it(`counts ${ENGINE === 'postgres' ? 'in the shared table' : 'in memory'} on ${ENGINE}`, async () => {
    const db = createTestDb();
    await createRateLimits(db).contactPerAddress.record('10.0.0.1');
    const rows = await fetchAll(db.select().from(rateLimits));
    expect(rows.length).toBe(ENGINE === 'postgres' ? 1 : 0);
  });
});

describe.skipIf(ENGINE !== 'postgres')('two processes on one PostgreSQL', () => {
  it('share one count: hits from both, at once, are never lost, and the limit holds across them', async () => {
    const db = createTestDb();
    const one = createRateLimits(db);
    const two = createRateLimits(anotherProcessDb(db));
    const { limit } = LIMITS.contactPerAddress;
    // Twice the limit, sent from both processes at once: exactly `limit` get through.
    const attempts = Array.from({ length: 2 * limit }, (_, i) =>
      (i % 2 ? one : two).contactPerAddress.consume('10.0.0.1').then(
        () => 'ok',
        (error: unknown) => (error as { code?: string }).code,
      ),
    );
    const outcomes = await Promise.all(attempts);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(limit);
    expect(outcomes.filter((o) => o === 'TOO_MANY_ATTEMPTS')).toHaveLength(limit);
    // Each sees the other's hits, and a reset on one frees the key on both.
    expect(await one.contactPerAddress.count('10.0.0.1')).toBe(2 * limit);
    expect(await two.contactPerAddress.isBlocked('10.0.0.1')).toBe(true);
    await two.contactPerAddress.reset('10.0.0.1');
    expect(await one.contactPerAddress.isBlocked('10.0.0.1')).toBe(false);
  });
});
