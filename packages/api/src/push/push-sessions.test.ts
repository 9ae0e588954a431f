import { emailOutbox, execute, fetchAll, sessions, teamPlayers } from '@cancha/db';
import { SESSION_COOKIE_NAME } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { createSession, removeExpiredSessions } from '../auth/session';
import { publicTurnedPrivate } from '../test-fixtures/private-tournament';
import { asNewUser, browserCaller, memoryCookieJar, testServices } from '../testing';
import { pushReceiver } from './push-receiver';

// docs/decisions/016 and 019: a device hears its user's pushes only while the session it was subscribed from
// stands, and a tournament's followers only while it is public; both are checked when a push is sent.

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

type Services = ReturnType<typeof testServices>;
type Player = Awaited<ReturnType<typeof asNewUser>>;

/** Another browser of the same account: a session of its own, signed in the usual way. */
async function secondBrowser(s: Services, userId: string) {
  const { token } = await createSession(s.db, userId);
  const jar = memoryCookieJar();
  jar.values.set(SESSION_COOKIE_NAME, token);
  return browserCaller(s, { jar });
}

/** The captain's team with the mate in it. */
async function teamOf(s: Services, captain: Player, mate: Player) {
  const team = await captain.api.teams.create({
    name: 'Los Pibes',
    location: 'Córdoba',
    genderTeam: 'MIX',
    lat: -31.4,
    lng: -64.2,
  });
  await execute(s.db.insert(teamPlayers).values({ teamId: team.id, userId: mate.user.id, role: 'PLAYER' }));
  return team;
}

describe('pushes end with the session a device was subscribed from', () => {
  it('stops at sign-out, at a password change elsewhere, at a reset, and at expiry; chat text included', async () => {
    const { s, receiver } = await setUp();
    const captain = await asNewUser(s, { fullname: 'Ana', lastname: 'Capitana' });
    const mate = await asNewUser(s, { email: 'mate@example.com' });
    const team = await teamOf(s, captain, mate);
    // The mate's phone (the session asNewUser made), tablet and laptop.
    const phone = receiver.browser('phone');
    const tablet = receiver.browser('tablet');
    const laptop = receiver.browser('laptop');
    const onTablet = await secondBrowser(s, mate.user.id);
    const onLaptop = await secondBrowser(s, mate.user.id);
    await mate.api.push.subscribe(phone.subscription);
    await onTablet.api.push.subscribe(tablet.subscription);
    await onLaptop.api.push.subscribe(laptop.subscription);

    let n = 0;
    const chat = async () => {
      n += 1;
      await captain.api.chat.send({
        type: 'team',
        id: team.id,
        message: `Mensaje ${n}`,
        clientKey: `k-${n}-0000000`,
      });
      await new Promise((resolve) => setImmediate(resolve));
      await s.push.idle();
    };
    const heard = () => ({
      phone: phone.messages().length,
      tablet: tablet.messages().length,
      laptop: laptop.messages().length,
    });
    await chat();
    expect(heard()).toEqual({ phone: 1, tablet: 1, laptop: 1 });

    // Signed out on the tablet: its device stops, the others go on.
    await onTablet.api.auth.signOut();
    expect((await onTablet.api.push.status({ endpoint: tablet.endpoint })).mine).toBe(false);
    await chat();
    expect(heard()).toEqual({ phone: 2, tablet: 1, laptop: 2 });

    // The password changed from the laptop: the phone's session ends, the laptop keeps its pushes.
    await onLaptop.api.user.updatePassword({ newPassword: 'nueva1234', primaryPassword: 'nueva1234' });
    expect((await onLaptop.api.push.status({ endpoint: laptop.endpoint })).mine).toBe(true);
    await chat();
    expect(heard()).toEqual({ phone: 2, tablet: 1, laptop: 3 });

    // A reset ends every session: the laptop stops too.
    await browserCaller(s).api.auth.requestPasswordReset({ email: 'mate@example.com', locale: 'es' });
    const mail = (await fetchAll(s.db.select().from(emailOutbox))).at(-1);
    const token = mail!.text.match(/token=([a-z0-9]+)/)![1]!;
    await browserCaller(s).api.auth.resetPassword({ token, password: 'otra12345' });
    await chat();
    expect(heard()).toEqual({ phone: 2, tablet: 1, laptop: 3 });

    // Signed in again on the phone, it hears again once subscribed from the new session; until that session
    // expires and is cleared away.
    const again = await secondBrowser(s, mate.user.id);
    await again.api.push.subscribe(phone.subscription);
    await chat();
    expect(heard()).toEqual({ phone: 3, tablet: 1, laptop: 3 });
    await execute(
      s.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, mate.user.id)),
    );
    expect(await removeExpiredSessions(s.db)).toBe(1);
    await chat();
    expect(heard()).toEqual({ phone: 3, tablet: 1, laptop: 3 });
  }, 30_000);

  it('stops a deleted account’s devices', async () => {
    const { s, receiver } = await setUp();
    const captain = await asNewUser(s);
    const mate = await asNewUser(s);
    const team = await teamOf(s, captain, mate);
    const phone = receiver.browser('phone');
    await mate.api.push.subscribe(phone.subscription);
    await mate.api.user.deleteAccount({ id: mate.user.id });
    await captain.api.chat.send({ type: 'team', id: team.id, message: 'Hola', clientKey: 'k-hola-00000000' });
    await new Promise((resolve) => setImmediate(resolve));
    await s.push.idle();
    expect(phone.messages()).toEqual([]);
  });
});

describe('followers of a tournament made private', () => {
  it('hear nothing more of it, and no longer see it listed as followed', async () => {
    const { s, receiver } = await setUp();
    const f = await publicTurnedPrivate(s, async (tournamentId) => {
      const visitor = browserCaller(s, { ip: '10.1.1.9' });
      await visitor.api.push.follow({ ...receiver.browser('visitor').subscription, tournamentId });
    });
    const visitor = browserCaller(s, { ip: '10.1.1.9' });
    const browser = receiver.browser('visitor');
    expect((await visitor.api.push.status({ endpoint: browser.endpoint })).following).toEqual([]);
    await f.creator.api.matches.update({
      matchId: f.nextMatchId,
      teamOneScore: 2,
      teamTwoScore: 2,
      status: 'COMPLETED',
    });
    await s.push.idle();
    expect(browser.messages()).toEqual([]);
  });
});
