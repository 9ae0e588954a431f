import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { appRouter } from '../router';
import { asNewUser, browserCaller, testServices } from '../testing';

type Procedures = Record<string, { _def: { type: string } }>;
const procedures = (appRouter as unknown as { _def: { procedures: Procedures } })._def.procedures;
// Subscriptions are streams; their inputs go through the same schemas and are covered by the router tests.
const callable = Object.entries(procedures)
  .filter(([, p]) => p._def.type !== 'subscription')
  .map(([path]) => path);

type Caller = Record<string, Record<string, (input: unknown) => Promise<unknown>>>;

/** Every row of every table, to prove a refused call changed nothing. */
function snapshot(s: ReturnType<typeof testServices>): string {
  const tables = s.db.$client
    .prepare("select name from sqlite_master where type = 'table' and name not like 'sqlite_%' order by name")
    .all() as { name: string }[];
  return tables
    .map(
      ({ name }) =>
        `${name}:${(s.db.$client.prepare(`select count(*) as n from "${name}"`).get() as { n: number }).n}`,
    )
    .join(',');
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
      player: asNewUser(s).api,
      creator: asNewUser(s, { role: 'ADMIN' }).api,
      owner: asNewUser(s, { email: 'owner@cancha.test' }).api,
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
          const before = snapshot(s);
          try {
            await api[group]![name]!(input);
          } catch (error) {
            const code = (error as { code?: string }).code;
            if (code === 'INTERNAL_SERVER_ERROR' || code === undefined) {
              failures.push(`${path} as ${who}: ${String(error).slice(0, 200)}`);
              return false;
            }
            if (code === 'BAD_REQUEST' && snapshot(s) !== before) {
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
    expect(s.db.get<{ n: number }>(sql`select count(*) as n from users`)?.n).toBe(3);
  });
});
