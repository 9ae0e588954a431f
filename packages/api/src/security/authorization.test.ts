import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { createContextInner } from '../context';
import { appRouter, createCaller } from '../router';
import { asNewUser, browserCaller, memoryCookieJar, testServices } from '../testing';
import { type Gate, gatesOf } from './gates';

const TABLE = gatesOf(appRouter);
const paths = Object.keys(TABLE).sort();

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

/** Calls a procedure with an input that fails validation, so nothing changes whoever gets through the gate. */
async function outcome(api: unknown, path: string): Promise<string> {
  const [group, name] = path.split('.') as [string, string];
  try {
    await (api as Caller)[group]![name]!({ __proto__: null, bogus: '\u0000'.repeat(3) });
    return 'passed';
  } catch (error) {
    return (error as { code?: string }).code ?? 'ERROR';
  }
}

const ALLOWED: Record<Gate, Record<'anonymous' | 'player' | 'creator' | 'owner', boolean>> = {
  public: { anonymous: true, player: true, creator: true, owner: true },
  user: { anonymous: false, player: true, creator: true, owner: true },
  player: { anonymous: false, player: true, creator: false, owner: true },
  creator: { anonymous: false, player: false, creator: true, owner: false },
  owner: { anonymous: false, player: false, creator: false, owner: true },
};

describe('authorization table', () => {
  it('has every procedure declare its gate, through the builder it is made from', () => {
    expect(paths.length).toBeGreaterThan(140);
    expect(paths.filter((path) => TABLE[path] === null)).toEqual([]);
  });

  it('lets each kind of caller through the gates the table says, and stops the rest with 401 or 403', async () => {
    const s = testServices();
    const callers = {
      anonymous: browserCaller(s).api,
      player: await signedInCaller(s),
      creator: await signedInCaller(s, { role: 'ADMIN' }),
      // The site owner plays as a participant.
      owner: await signedInCaller(s, { email: 'owner@cancha.test' }),
    };
    const wrong: string[] = [];
    for (const path of paths) {
      const gate = TABLE[path]!;
      for (const [who, api] of Object.entries(callers) as [keyof typeof callers, unknown][]) {
        const got = await outcome(api, path);
        const stopped = got === 'UNAUTHORIZED' || got === 'FORBIDDEN';
        const expectedStop = who === 'anonymous' ? 'UNAUTHORIZED' : 'FORBIDDEN';
        if (ALLOWED[gate][who] ? stopped : got !== expectedStop) wrong.push(`${path} as ${who}: ${got}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('gives an owner address no rights while the account holding it has not confirmed it', async () => {
    const s = testServices();
    const squatter = await signedInCaller(s, { email: 'owner@cancha.test', emailVerified: false });
    const wrong: string[] = [];
    for (const path of paths.filter((p) => TABLE[p] === 'owner')) {
      const got = await outcome(squatter, path);
      if (got !== 'FORBIDDEN') wrong.push(`${path}: ${got}`);
    }
    expect(wrong).toEqual([]);
    expect((await squatter.user.me()).user?.isSiteOwner).toBe(false);
  });
});
