import { execute, fetchAll, fetchOne, pushSubscriptions, teamPlayers } from '@cancha/db';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { chatChannel } from '../chat/chat.service';
import { playLastRound, tournamentWithTeams } from '../test-fixtures/competition';
import { asNewUser, browserCaller, testServices } from '../testing';
import { pushReceiver } from './push-receiver';
import { isAllowedPushEndpoint, parsePushOrigins } from './push-services';

let closing: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const close of closing) await close();
  closing = [];
});

async function setUp() {
  const receiver = await pushReceiver();
  closing.push(receiver.close);
  const s = testServices({ config: { pushAllowedOrigins: [receiver.origin] } });
  return { s, receiver };
}

type Caller = Awaited<ReturnType<typeof asNewUser>>;

/** A team of the first caller (its captain) and the others as players, each with a subscribed phone. */
async function teamWithPhones(
  { s, receiver }: Awaited<ReturnType<typeof setUp>>,
  prefix: string,
  team: { name: string; location: string; genderTeam: 'MIX' | 'FEMALE'; lat: number; lng: number },
  people: Record<string, Caller>,
) {
  const [captain] = Object.values(people);
  const created = await captain!.api.teams.create(team);
  const phones = new Map<string, ReturnType<typeof receiver.browser>>();
  for (const [name, who] of Object.entries(people)) {
    if (who !== captain)
      await execute(
        s.db.insert(teamPlayers).values({ teamId: created.id, userId: who.user.id, role: 'PLAYER' }),
      );
    phones.set(name, receiver.browser(`${prefix}-${name}`));
    await who.api.push.subscribe(phones.get(name)!.subscription);
  }
  return { team: created, phones };
}

describe('push services allowed', () => {
  it('are the browsers’ own and the configured origins, nothing else', () => {
    const extra = parsePushOrigins('http://127.0.0.1:9999, https://push.example.org')!;
    expect(extra).toEqual(['http://127.0.0.1:9999', 'https://push.example.org']);
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://wns2-by3p.notify.windows.com/w/?token=abc',
      'https://web.push.apple.com/QGx',
      'http://127.0.0.1:9999/push/1',
    ])
      expect(isAllowedPushEndpoint(endpoint, extra), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://fcm.googleapis.com.evil.example/x',
      'https://user:pw@fcm.googleapis.com/x',
      'http://127.0.0.1:9998/push/1',
      'http://169.254.169.254/latest/meta-data',
      'not a url',
    ])
      expect(isAllowedPushEndpoint(endpoint, extra), endpoint).toBe(false);
    expect(parsePushOrigins('ftp://x')).toBeNull();
    expect(parsePushOrigins('https://x.org/path')).toBeNull();
  });
});

describe('web push', () => {
  it('tells a subscribed device of its user’s notifications, encrypted for it, until that kind is turned off', async () => {
    const { s, receiver } = await setUp();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    const player = sides[0]!.players[1]!;
    const phone = receiver.browser('phone');
    await player.api.push.subscribe(phone.subscription);
    expect(await player.api.push.status({ endpoint: phone.endpoint })).toEqual({
      subscribed: true,
      mine: true,
      following: [],
    });

    const r = await creator.api.fixtures.generateRound({ tournamentId });
    await playLastRound(creator, r);
    await s.push.idle();
    const [result] = phone.messages();
    expect(result).toMatchObject({
      title: 'Cancha',
      url: `/player/tournaments-arena/tournament?tournamentId=${tournamentId}`,
    });
    expect(result!.body).toMatch(/^Terminó el partido .+: \d+-\d+\.$/);
    const sent = receiver.received.find((m) => m.path === '/push/phone')!;
    expect(sent.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w.-]+, k=${await s.push.publicKey()}$`),
    );
    expect(sent.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(sent.headers.ttl)).toBeGreaterThan(0);
    // The same key signs after a restart: it is kept in the database.
    expect((await browserCaller(s).api.push.vapidPublicKey()).publicKey).toBe(await s.push.publicKey());

    // Turned off for results: the next result reaches the bell but not the phone.
    const prefs = await player.api.push.setPreference({ kind: 'MATCH_FINISHED', push: false });
    expect(prefs.find((p) => p.kind === 'MATCH_FINISHED')).toEqual({ kind: 'MATCH_FINISHED', push: false });
    expect(prefs.find((p) => p.kind === 'CHAT_MESSAGE')).toEqual({ kind: 'CHAT_MESSAGE', push: true });
    const before = phone.messages().length;
    const fresh = await creator.api.fixtures.rounds({ tournamentId });
    for (const m of fresh.rounds[0]!.matches.filter((x) => x.teamTwoId && x.status !== 'COMPLETED'))
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: 0,
        teamTwoScore: 0,
        status: 'COMPLETED',
      });
    await s.push.idle();
    expect((await player.api.notifications.list()).filter((n) => n.kind === 'MATCH_FINISHED').length).toBe(2);
    expect(phone.messages()).toHaveLength(before);
  });

  it('lets a visitor follow a public tournament in their language, never a private one', async () => {
    const { s, receiver } = await setUp();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4 });
    const visitor = browserCaller(s, { ip: '10.1.1.1' });
    const browser = receiver.browser('visitor');
    await visitor.api.push.follow({ ...browser.subscription, locale: 'en', tournamentId });
    expect(await visitor.api.push.status({ endpoint: browser.endpoint })).toEqual({
      subscribed: true,
      mine: false,
      following: [tournamentId],
    });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    await playLastRound(creator, r);
    await s.push.idle();
    // One notice per match, however many players were told of it.
    const messages = browser.messages();
    expect(messages).toHaveLength(r.rounds[0]!.matches.length);
    expect(messages[0]).toMatchObject({ url: `/explore-tournaments/${tournamentId}` });
    expect(messages[0]!.body).toMatch(/^The match .+ is over: \d+-\d+\.$/);

    await visitor.api.push.unfollow({ endpoint: browser.endpoint, tournamentId });
    expect((await visitor.api.push.status({ endpoint: browser.endpoint })).following).toEqual([]);

    const hidden = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4, visibility: 'PRIVATE' });
    await expect(
      visitor.api.push.follow({ ...browser.subscription, tournamentId: hidden.tournamentId }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('tells a team of a chat message, except the sender, who has the chat open and who turned chat off', async () => {
    const set = await setUp();
    const { s } = set;
    const captain = await asNewUser(s, { fullname: 'Ana', lastname: 'Capitana' });
    const away = await asNewUser(s);
    const reading = await asNewUser(s);
    const muted = await asNewUser(s);
    const { team, phones } = await teamWithPhones(
      set,
      'chat',
      { name: 'Los Pibes', location: 'Córdoba', genderTeam: 'MIX', lat: -31.4, lng: -64.2 },
      { captain, away, reading, muted },
    );
    await muted.api.push.setPreference({ kind: 'CHAT_MESSAGE', push: false });
    const conversation = { type: 'team' as const, id: team.id };
    s.streams.acquire(reading.user.id, chatChannel(conversation));

    // Sent twice under one key (a phone that lost the answer sends again): one message, one notice.
    const sent = { ...conversation, message: '¿Entrenamos el jueves?', clientKey: 'k-jueves-0001' };
    await captain.api.chat.send(sent);
    await captain.api.chat.send(sent);
    await new Promise((resolve) => setImmediate(resolve));
    await s.push.idle();
    expect(phones.get('away')!.messages()).toEqual([
      {
        title: 'Los Pibes',
        body: 'Ana Capitana: ¿Entrenamos el jueves?',
        url: `/player/teams/${team.id}`,
        tag: `chat:team:${team.id}`,
      },
    ]);
    for (const name of ['captain', 'reading', 'muted'])
      expect(phones.get(name)!.messages(), name).toEqual([]);
  });

  it('gathers a busy chat into one notice per window: each phone shows the newest message not its own', async () => {
    const set = await setUp();
    const { s } = set;
    const ana = await asNewUser(s, { fullname: 'Ana', lastname: 'R' });
    const bea = await asNewUser(s, { fullname: 'Bea', lastname: 'R' });
    const caro = await asNewUser(s, { fullname: 'Caro', lastname: 'R' });
    const { team, phones } = await teamWithPhones(
      set,
      'burst',
      { name: 'Las Pibas', location: 'Rosario', genderTeam: 'FEMALE', lat: -32.9, lng: -60.6 },
      { ana, bea, caro },
    );
    const conversation = { type: 'team' as const, id: team.id };
    // The first message of a quiet chat goes at once; the two right behind it gather in the window.
    await ana.api.chat.send({ ...conversation, message: 'uno' });
    await bea.api.chat.send({ ...conversation, message: 'dos' });
    await ana.api.chat.send({ ...conversation, message: 'tres' });
    await new Promise((resolve) => setImmediate(resolve));
    await s.push.idle();
    const bodies = (name: string) =>
      phones
        .get(name)!
        .messages()
        .map((m) => (m as { body: string }).body)
        .sort();
    expect(bodies('ana')).toEqual(['Bea R: dos']);
    expect(bodies('bea')).toEqual(['Ana R: tres', 'Ana R: uno']);
    expect(bodies('caro')).toEqual(['Ana R: tres', 'Ana R: uno']);
  });

  it('refuses an endpoint outside the push services, skips one stored before, and drops an expired one', async () => {
    const { s, receiver } = await setUp();
    const user = await asNewUser(s);
    await expect(
      user.api.push.subscribe({
        ...receiver.browser('x').subscription,
        endpoint: 'http://169.254.169.254/latest/meta-data',
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'PUSH_SERVICE_NOT_ALLOWED' });
    await expect(
      user.api.push.subscribe({
        endpoint: 'https://fcm.googleapis.com/x',
        keys: { p256dh: 'short', auth: 'x' },
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    const player = sides[0]!.players[1]!;
    const old = receiver.browser('old');
    const expired = receiver.browser('expired');
    await player.api.push.subscribe(old.subscription);
    await player.api.push.subscribe(expired.subscription);
    expired.expire();
    // An origin no longer allowed (the setting changed since it was stored) is never called.
    await execute(
      s.db
        .update(pushSubscriptions)
        .set({ endpoint: 'http://127.0.0.1:1/push/old' })
        .where(eq(pushSubscriptions.endpoint, old.endpoint)),
    );
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    await playLastRound(creator, r);
    await s.push.idle();
    expect(receiver.received.filter((m) => m.path === '/push/old')).toHaveLength(0);
    expect(receiver.received.filter((m) => m.path === '/push/expired').length).toBeGreaterThan(0);
    expect(
      await fetchOne(
        s.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, expired.endpoint)),
      ),
    ).toBeUndefined();

    // Unsubscribing forgets the device.
    await player.api.push.unsubscribe({ endpoint: 'http://127.0.0.1:1/push/old' });
    expect(await fetchAll(s.db.select().from(pushSubscriptions))).toHaveLength(0);
  });
});
