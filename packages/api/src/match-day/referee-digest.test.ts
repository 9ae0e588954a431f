import { emailOutbox, fetchAll, refereeDigests, refereeNotices } from '@cancha/db';
import type { MatchDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/session';
import type { Mailer } from '../mail/mailer';
import {
  allMatches,
  digestDay,
  digestToken,
  mailTo,
  matchToken,
  saturdayLeague,
  sendDigests,
} from '../test-fixtures/match-day';
import { asNewUser, browserCaller, testServices } from '../testing';
import { sendRefereeDigests } from './referee-digest';

// A referee's daily e-mail (docs/decisions/014): every match given to them or moved since the last one in one
// e-mail a day, with a link per match and one that confirms them all; nothing owed is lost when a process stops.

const ANA = 'ana@arbitros.test';
const HOUR = 60 * 60 * 1000;

async function scheduled(s: ReturnType<typeof testServices>) {
  const league = await saturdayLeague(s);
  await league.creator.api.matchDay.schedule({ tournamentId: league.tournamentId });
  const ana = league.referees.find((r) => r.email === ANA)!;
  const mine = (await allMatches(league.creator, league.tournamentId)).filter(
    (m) => m.referee?.id === ana.id,
  );
  return { ...league, ana, mine };
}

describe('the referees’ daily e-mail', () => {
  it('gathers a day’s assignments into one e-mail, rings the bell at once, and brings a later move the next day', async () => {
    const s = testServices();
    // Ana plays on Cancha: the referee form links her account by its confirmed address.
    const account = await asNewUser(s, { email: ANA });
    const { creator, mine } = await scheduled(s);
    expect(mine.length).toBeGreaterThanOrEqual(2);
    // The bell rings as each match is given; the e-mail waits for the organiser to be done.
    const bell = await account.api.notifications.list();
    expect(bell.filter((n) => n.kind === 'REFEREE_ASSIGNED')).toHaveLength(mine.length);
    expect(await sendRefereeDigests(s)).toBe(0);
    expect(await mailTo(s, ANA)).toEqual([]);

    expect(await sendDigests(s)).toBe(3);
    const [mail, ...more] = await mailTo(s, ANA);
    expect(more).toEqual([]);
    expect(mail!.subject).toBe('Cancha: tus partidos como árbitro');
    for (const m of mine) {
      expect(matchToken(mail!.text, m.id)).toBeDefined();
      expect(mail!.text).toContain(`${m.teamOne.name} - ${m.teamTwo!.name}`);
    }
    expect(mail!.text).toContain('Copa Fixture: ');
    expect(mail!.text).toContain('Complejo La Bombonera · Cancha');
    expect(digestToken(mail!.text)).toBeDefined();
    expect(await fetchAll(s.db.select().from(refereeNotices))).toEqual([]);

    // A move later that day waits for the next day's e-mail, which says only what changed.
    const [moving] = mine;
    const slot = (await creator.api.matchDay.freeSlots({ matchId: moving!.id, limit: 40 })).find(
      (x) => x.referee?.id === moving!.referee!.id,
    )!;
    await creator.api.matches.update({
      matchId: moving!.id,
      date: slot.date,
      time: slot.time,
      pitchId: slot.pitch.id,
    });
    expect(await sendDigests(s, new Date(digestDay().getTime() + 2 * HOUR))).toBe(0);
    expect(await mailTo(s, ANA)).toHaveLength(1);
    expect(await sendDigests(s, digestDay(1))).toBe(1);
    const next = (await mailTo(s, ANA))[1]!;
    expect(next.text).toContain(`Cambió · Copa Fixture: ${moving!.teamOne.name} - ${moving!.teamTwo!.name}`);
    expect(next.text).toContain(slot.time);
    expect(mine.filter((m) => matchToken(next.text, m.id)).map((m) => m.id)).toEqual([moving!.id]);
  });

  it('confirms with one step every listed match still the referee’s, unchanged and to be played', async () => {
    const s = testServices();
    const { creator, mine } = await scheduled(s);
    expect(mine.length).toBeGreaterThanOrEqual(4);
    await sendDigests(s);
    const token = digestToken((await mailTo(s, ANA))[0]!.text)!;
    // Only the link's hash is kept.
    const [kept] = await fetchAll(s.db.select().from(refereeDigests));
    expect(kept!.tokenHash).toBe(hashToken(token));

    const [finished, taken, moved, ...open] = mine as [MatchDto, MatchDto, MatchDto, ...MatchDto[]];
    await creator.api.matches.update({
      matchId: finished.id,
      teamOneScore: 1,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    await creator.api.matches.update({ matchId: taken.id, refereeId: null });
    const slot = (await creator.api.matchDay.freeSlots({ matchId: moved.id, limit: 40 })).find(
      (x) => x.referee?.id === moved.referee!.id,
    )!;
    await creator.api.matches.update({
      matchId: moved.id,
      date: slot.date,
      time: slot.time,
      pitchId: slot.pitch.id,
    });

    // Opening the link shows where each stands and changes nothing.
    const visitor = browserCaller(s).api;
    const page = await visitor.matchDay.refereeDigest({ token });
    const stateOf = (id: string, p = page) => p.matches.find((m) => m.matchId === id)?.state;
    expect(page.referee).toBe('Ana Árbitra');
    expect(stateOf(finished.id)).toBe('FINISHED');
    expect(stateOf(taken.id)).toBe('TAKEN');
    expect(page.matches.find((m) => m.matchId === taken.id)).toMatchObject({ date: null, time: null });
    expect(stateOf(moved.id)).toBe('CHANGED');
    for (const m of open) expect(stateOf(m.id)).toBe('PENDING');
    await visitor.matchDay.refereeDigest({ token });
    for (const m of open)
      expect((await creator.api.matches.byId({ matchId: m.id })).referee?.answer).toBe('PENDING');

    const done = await visitor.matchDay.confirmRefereeDigest({ token });
    expect(done.confirmed).toBe(open.length);
    for (const m of open) expect(stateOf(m.id, done)).toBe('CONFIRMED');
    for (const m of open)
      expect((await creator.api.matches.byId({ matchId: m.id })).referee?.answer).toBe('CONFIRMED');
    expect((await creator.api.matches.byId({ matchId: finished.id })).referee?.answer).toBe('PENDING');
    expect((await creator.api.matches.byId({ matchId: taken.id })).referee).toBeNull();
    expect((await creator.api.matches.byId({ matchId: moved.id })).referee?.answer).toBe('PENDING');
    // Again, nothing is left; a wrong token answers for nothing.
    expect((await visitor.matchDay.confirmRefereeDigest({ token })).confirmed).toBe(0);
    await expect(visitor.matchDay.confirmRefereeDigest({ token: 'not-the-token' })).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });
  });

  it('is sent by the next run when a process stops before it is written', async () => {
    const s = testServices();
    await scheduled(s);
    // The process dies while writing the e-mails: nothing of the run is kept.
    const dying: Mailer = {
      send: async () => {
        throw new Error('process stopped');
      },
      flush: async () => undefined,
    };
    await expect(sendDigests({ ...s, mailer: dying })).rejects.toThrow('process stopped');
    expect(await fetchAll(s.db.select().from(emailOutbox))).toEqual([]);
    expect(await fetchAll(s.db.select().from(refereeDigests))).toEqual([]);

    // A new process on the same database owes the same e-mails, and sends each once.
    const restarted = testServices({ db: s.db });
    expect(await sendDigests(restarted)).toBe(3);
    expect(await sendDigests(restarted, digestDay(1))).toBe(0);
    expect(await mailTo(restarted, ANA)).toHaveLength(1);
  });
});
