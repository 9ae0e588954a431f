import { fetchOneSql } from '@cancha/db';
import { rowCounts } from '@cancha/db/testing';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { appRouter, createCaller } from '../router';
import { asNewUser, browserCaller, memoryCookieJar, testServices } from '../testing';

type Procedures = Record<string, { _def: { type: string } }>;
const procedures = (appRouter as unknown as { _def: { procedures: Procedures } })._def.procedures;
// Subscriptions are streams; their inputs go through the same schemas and are covered by the router tests.
const callable = Object.entries(procedures)
  .filter(([, p]) => p._def.type !== 'subscription')
  .map(([path]) => path);

/**
 * A signed-in caller whose context is built once, as the callers here were before contexts were built per call:
 * a call that ends the session (auth.signOut) does not turn every later call of that caller into a 401.
 */
async function signedInCaller(
  s: ReturnType<typeof testServices>,
  fields: Parameters<typeof asNewUser>[1] = {},
) {
  const { token } = await asNewUser(s, fields);
  const jar = memoryCookieJar();
  jar.values.set(SESSION_COOKIE_NAME, token);
  return createCaller(await createContextInner(s, { cookies: jar, ip: '127.0.0.1' }));
}

type Caller = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;

/** Every table's row count, to prove a refused call changed nothing. */
async function snapshot(s: ReturnType<typeof testServices>): Promise<string> {
  return JSON.stringify(await rowCounts(s.db));
}

/** The hostile shapes a client may send: wrong types, huge and odd strings, deep nesting, prototype keys. */
const hostile = fc.oneof(
  fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true }),
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.constant('x'.repeat(200_000)),
  fc.constant(JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}')),
  fc.constant({ tournamentId: '\u0000\ud800', teamId: '‮evil', email: 'a@b.c'.repeat(5000) }),
  fc.constant(Array.from({ length: 5000 }, (_, i) => i)),
  fc.constant(JSON.parse(`${'['.repeat(2000)}${']'.repeat(2000)}`)),
  fc.constant({ page: Number.NaN, limit: Number.POSITIVE_INFINITY, offset: -1e308, minute: 1e21 }),
  fc.dictionary(fc.string({ maxLength: 20 }), fc.anything({ maxDepth: 2 }), { maxKeys: 8 }),
);

describe('hostile input to every procedure', () => {
  it('never fails with a server error, and a refused call changes no row', async () => {
    const s = testServices();
    const callers = {
      anonymous: browserCaller(s).api,
      player: await signedInCaller(s),
      creator: await signedInCaller(s, { role: 'ADMIN' }),
      owner: await signedInCaller(s, { email: 'owner@cancha.test' }),
    };
    const failures: string[] = [];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...callable),
        fc.constantFrom(...Object.keys(callers)),
        hostile,
        async (path, who, input) => {
          const [group, name] = path.split('.') as [string, string];
          const api = callers[who as keyof typeof callers] as unknown as Caller;
          const before = await snapshot(s);
          try {
            await api[group]![name]!(input);
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
              failures.push(`${path} as ${who}: ${String(error).slice(0, 200)}`);
              return false;
            }
            if (code === 'BAD_REQUEST' && (await snapshot(s)) !== before) {
              failures.push(`${path} as ${who}: refused but changed rows`);
              return false;
            }
          }
          return true;
        },
      ),
      { numRuns: 1500, seed: 20261123 },
    );
    expect(failures).toEqual([]);
    // The sessions and accounts made above are still the only ones.
    expect((await fetchOneSql<{ n: number }>(s.db, sql`select count(*) as n from users`))?.n).toBe(3);
    // Hundreds of calls, each with two snapshots: on PostgreSQL every one is a round trip.
  }, 60_000);
});
