import { describe, expect, it } from 'vitest';
import { appRouter } from '../router';
import { asNewUser, browserCaller, testServices } from '../testing';

/**
 * Who may call each procedure at all (the role gate; rules on a given tournament, team or match are tested in
 * each domain). A new procedure fails this suite until it is given its line here.
 *   public  — anyone, even without a session
 *   user    — any signed-in account
 *   player  — role PARTICIPANT
 *   creator — role ADMIN (tournament creators)
 *   owner   — the configured site owners
 */
type Gate = 'public' | 'user' | 'player' | 'creator' | 'owner';

const TABLE: Record<string, Gate> = {
  'auth.config': 'public',
  'auth.signUp': 'public',
  'auth.signIn': 'public',
  'auth.signOut': 'public',
  'auth.requestPasswordReset': 'public',
  'auth.resetPassword': 'public',
  'auth.confirmEmail': 'public',
  'auth.resendConfirmation': 'user',
  'user.me': 'public',
  'user.setRole': 'user',
  'user.updateProfile': 'user',
  'user.updatePassword': 'user',
  'user.deleteAccount': 'user',
  'user.list': 'owner',
  'teams.create': 'player',
  'teams.mine': 'user',
  'teams.byId': 'user',
  'teams.players': 'user',
  'teams.update': 'player',
  'teams.changeCaptain': 'player',
  'teams.removePlayer': 'player',
  'teams.delete': 'player',
  'teams.updatePlayerCard': 'player',
  'teams.nearby': 'player',
  'invitations.invite': 'player',
  'invitations.mine': 'user',
  'invitations.respond': 'player',
  'invitations.overview': 'user',
  'invitations.ofTeam': 'player',
  'formations.ofTeam': 'user',
  'formations.save': 'player',
  'places.search': 'public',
  'places.countries': 'public',
  'places.provinces': 'public',
  'places.localities': 'public',
  'tournaments.create': 'creator',
  'tournaments.update': 'creator',
  'tournaments.changeImages': 'creator',
  'tournaments.delete': 'creator',
  'tournaments.removeTeam': 'creator',
  'tournaments.byId': 'user',
  'tournaments.mine': 'creator',
  'tournaments.public': 'user',
  'tournaments.playerTournaments': 'user',
  'registrations.register': 'player',
  'registrations.setStatus': 'user',
  'registrations.ofTournament': 'creator',
  'registrations.invite': 'creator',
  'registrations.myInvitations': 'user',
  'fixtures.rounds': 'user',
  'fixtures.generateRound': 'creator',
  'fixtures.statistics': 'user',
  'fixtures.teamInTournament': 'user',
  'fixtures.updateSettings': 'creator',
  'fixtures.calendar': 'public',
  'matches.byId': 'user',
  'matches.update': 'user',
  'matches.addEvent': 'user',
  'matches.deleteEvent': 'user',
  'matches.myNext': 'user',
  'ranking.list': 'user',
  'ranking.mini': 'user',
  'challenges.mine': 'user',
  'challenges.byId': 'user',
  'challenges.create': 'player',
  'challenges.answer': 'player',
  'challenges.updateMatch': 'player',
  'chat.status': 'user',
  'chat.messages': 'user',
  'chat.unread': 'user',
  'chat.markRead': 'user',
  'chat.send': 'user',
  'chat.onMessage': 'user',
  'notifications.list': 'user',
  'notifications.markRead': 'user',
  'notifications.delete': 'user',
  'notifications.emailPreferences': 'user',
  'notifications.setEmailPreference': 'user',
  'notifications.onNew': 'user',
  'posts.list': 'public',
  'posts.bySlug': 'public',
  'posts.create': 'owner',
  'posts.update': 'owner',
  'posts.delete': 'owner',
  'payments.createOrder': 'user',
  'payments.capture': 'user',
  'payments.history': 'user',
  'contact.send': 'public',
  'explore.tournaments': 'public',
  'explore.tournament': 'public',
  'explore.statistics': 'public',
  'explore.rounds': 'public',
};

const procedures = (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def
  .procedures;
const paths = Object.keys(procedures).sort();

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
  it('lists every procedure, and nothing that does not exist', () => {
    expect(paths).toEqual(Object.keys(TABLE).sort());
  });

  it('lets each kind of caller through the gates the table says, and stops the rest with 401 or 403', async () => {
    const s = testServices();
    const callers = {
      anonymous: browserCaller(s).api,
      player: asNewUser(s).api,
      creator: asNewUser(s, { role: 'ADMIN' }).api,
      // The site owner plays as a participant.
      owner: asNewUser(s, { email: 'owner@cancha.test' }).api,
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
    const squatter = asNewUser(s, { email: 'owner@cancha.test', emailVerified: false }).api;
    const wrong: string[] = [];
    for (const path of paths.filter((p) => TABLE[p] === 'owner')) {
      const got = await outcome(squatter, path);
      if (got !== 'FORBIDDEN') wrong.push(`${path}: ${got}`);
    }
    expect(wrong).toEqual([]);
    expect((await squatter.user.me()).user?.isSiteOwner).toBe(false);
  });
});
