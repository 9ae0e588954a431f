import { emailOutbox, execute, fetchAll, fetchOne, matches, referees, tournaments } from '@cancha/db';
import { type MatchDto, REFEREES_MAX } from '@cancha/shared';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashToken } from '../auth/session';
import { seedDemo } from '../demo/demo-seed';
import { abs, DAY_MINUTES } from '../engine';
import { tournamentWithTeams } from '../test-fixtures/competition';
import {
  allMatches,
  digestDay,
  mailTo,
  matchToken,
  saturdayLeague,
  sendDigests,
} from '../test-fixtures/match-day';
import { asNewUser, testServices } from '../testing';
import { hashLegacyRefereeTokens } from './referees.service';

// Venues, referees, the automatic schedule, moves and the day's board through the routers (docs/decisions/014).

describe('venues', () => {
  it('belong to their creator: another creator can neither see nor change them', async () => {
    const s = testServices();
    const a = await asNewUser(s, { role: 'ADMIN' });
    const b = await asNewUser(s, { role: 'ADMIN' });
    const venue = await a.api.matchDay.createVenue({
      name: 'Club Norte',
      address: 'Rosario, Santa Fe, Argentina',
      pitches: [
        { name: 'Cancha 1', bookings: [{ day: 'SATURDAY', from: '08:00', to: '12:00', hourlyPrice: 20000 }] },
      ],
    });
    expect(venue.pitches[0]!.bookings).toHaveLength(1);
    expect(await b.api.matchDay.venues()).toEqual([]);
    await expect(
      b.api.matchDay.updateVenue({
        venueId: venue.id,
        name: 'Mío',
        address: 'Rosario',
        pitches: [{ name: 'X' }],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const player = await asNewUser(s);
    await expect(player.api.matchDay.venues()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    // A booking must say a weekday or a date, and end after it starts.
    await expect(
      a.api.matchDay.createVenue({
        name: 'Mal',
        address: 'Rosario',
        pitches: [{ name: 'C', bookings: [{ from: '12:00', to: '10:00' } as never] }],
      }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    // Renaming keeps the pitch (by id) and adds a new one.
    const updated = await a.api.matchDay.updateVenue({
      venueId: venue.id,
      name: 'Club Norte',
      address: 'Rosario, Santa Fe, Argentina',
      pitches: [{ id: venue.pitches[0]!.id, name: 'Cancha A' }, { name: 'Cancha B' }],
    });
    expect(updated.pitches.map((p) => p.name)).toEqual(['Cancha A', 'Cancha B']);
    expect(updated.pitches[0]!.id).toBe(venue.pitches[0]!.id);
  });

  it('a tournament may only be played on its creator’s own pitches', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4 });
    const other = await asNewUser(s, { role: 'ADMIN' });
    const theirs = await other.api.matchDay.createVenue({
      name: 'Ajena',
      address: 'Rosario',
      pitches: [{ name: 'C' }],
    });
    await expect(
      creator.api.tournaments.update({ tournamentId, pitchIds: [theirs.pitches[0]!.id] }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the automatic schedule', () => {
  it('places a league on Saturday mornings with two pitches and three referees, breaking no rule', async () => {
    const s = testServices();
    const { creator, tournamentId, venue } = await saturdayLeague(s);
    const result = await creator.api.matchDay.schedule({ tournamentId });
    expect(result).toMatchObject({ scheduled: 15, unscheduled: [], withoutReferee: [] });
    const all = await allMatches(creator, tournamentId);
    const pitchIds = new Set(venue.pitches.map((p) => p.id));
    for (const m of all) {
      expect(pitchIds.has(m.pitch!.id)).toBe(true);
      expect(new Date(`${m.date}T00:00:00Z`).getUTCDay()).toBe(6);
      expect(m.time! >= '09:00' && m.time! <= '12:10').toBe(true);
      expect(m.referee).toMatchObject({ answer: 'PENDING' });
      expect(m.location).toBe(`Complejo La Bombonera · ${m.pitch!.name}`);
    }
    // No team twice on a day, no pitch or referee twice at once.
    const seen = new Set<string>();
    for (const m of all) {
      for (const key of [
        `${m.teamOneId}:${m.date}`,
        `${m.teamTwoId}:${m.date}`,
        `${m.pitch!.id}:${m.date}:${m.time}`,
        `${m.referee!.id}:${m.date}:${m.time}`,
      ]) {
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
    }
    // Each referee is e-mailed a link to answer.
    await sendDigests(s);
    const mail = await mailTo(s, 'ana@arbitros.test');
    expect(mail.length).toBeGreaterThan(0);
    expect(mail[0]!.text).toContain('/referee?match=');
    // A second run has nothing left to place.
    expect(await creator.api.matchDay.schedule({ tournamentId })).toMatchObject({ scheduled: 0 });
  });

  it('starts a knock-out round after the previous one ended, even one played without pitches', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, {
      type: 'SINGLE_ELIMINATION',
      playingDays: ['SATURDAY', 'SUNDAY'],
    });
    const venue = await creator.api.matchDay.createVenue({
      name: 'Complejo',
      address: 'Córdoba, Argentina',
      pitches: [{ name: 'Cancha 1' }, { name: 'Cancha 2' }],
    });
    const semis = (await creator.api.fixtures.generateRound({ tournamentId })).rounds[0]!.matches;
    await creator.api.tournaments.update({ tournamentId, pitchIds: venue.pitches.map((p) => p.id) });
    // Played on their drawn dates, never placed on a pitch; one of them late at night.
    await creator.api.matches.update({ matchId: semis[0]!.id, time: '21:00' });
    for (const m of semis) {
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: 1,
        teamTwoScore: 0,
        status: 'COMPLETED',
      });
    }
    // The final is placed as it is drawn: the tournament has pitches now.
    const drawn = await creator.api.fixtures.generateRound({ tournamentId });
    expect(drawn.schedule).toMatchObject({ scheduled: 1, unscheduled: [] });
    const all = await allMatches(creator, tournamentId);
    const final = all.find((m) => !semis.some((x) => x.id === m.id))!;
    expect(final.pitch).not.toBeNull();
    const end = Math.max(...semis.map((m) => abs(m.date!, m.id === semis[0]!.id ? '21:00' : m.time!) + 50));
    expect(abs(final.date!, final.time!)).toBeGreaterThanOrEqual(end);
  });

  it('is the creator’s alone, and needs pitches', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 4, {
      type: 'LEAGUE',
      totalTeams: 4,
    });
    await creator.api.fixtures.generateRound({ tournamentId });
    await expect(creator.api.matchDay.schedule({ tournamentId })).rejects.toMatchObject({
      message: 'NO_PITCHES',
    });
    await expect(sides[0]!.captain.api.matchDay.schedule({ tournamentId })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    // Another tournament's round is not one of this tournament's.
    const venue = await creator.api.matchDay.createVenue({
      name: 'Sede',
      address: 'Córdoba',
      pitches: [{ name: 'C' }],
    });
    await creator.api.tournaments.update({ tournamentId, pitchIds: [venue.pitches[0]!.id] });
    const other = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4 });
    const [otherRound] = (
      await other.creator.api.fixtures.generateRound({ tournamentId: other.tournamentId })
    ).rounds;
    await expect(
      creator.api.matchDay.schedule({ tournamentId, roundId: otherRound!.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Without referees, no match counts as left without one.
    expect(await creator.api.matchDay.schedule({ tournamentId })).toMatchObject({
      unscheduled: [],
      withoutReferee: [],
    });
  });
});

describe('moving a match', () => {
  it('refuses a move that breaks a rule, naming the collision, and offers legal slots that work', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const all = await allMatches(creator, tournamentId);
    const [first, second] = all.filter((m) => m.date === all[0]!.date) as [MatchDto, MatchDto];
    // Onto the other match's pitch and time.
    const refused = creator.api.matches.update({
      matchId: first.id,
      date: second.date!,
      time: second.time!,
      pitchId: second.pitch!.id,
    });
    await expect(refused).rejects.toMatchObject({ message: 'SCHEDULE_CONFLICT' });
    const error = await refused.catch((e) => e);
    expect(error.cause.details.conflicts).toContainEqual(
      expect.objectContaining({ rule: 'PITCH_BUSY', matchId: second.id, time: second.time }),
    );
    // Outside the Saturday morning window.
    await expect(creator.api.matches.update({ matchId: first.id, time: '18:00' })).rejects.toMatchObject({
      message: 'SCHEDULE_CONFLICT',
    });

    const slots = await creator.api.matchDay.freeSlots({ matchId: first.id });
    expect(slots.length).toBeGreaterThan(0);
    const slot = slots[0]!;
    const moved = await creator.api.matches.update({
      matchId: first.id,
      date: slot.date,
      time: slot.time,
      pitchId: slot.pitch.id,
      ...(slot.referee ? { refereeId: slot.referee.id } : {}),
    });
    expect(moved).toMatchObject({ date: slot.date, time: slot.time });
    // Both teams heard of it.
    const bell = await sides[0]!.captain.api.notifications.list();
    const teamInMatch = [first.teamOneId, first.teamTwoId].includes(sides[0]!.teamId);
    if (teamInMatch) expect(bell.some((n) => n.kind === 'MATCH_RESCHEDULED')).toBe(true);
    // Another tournament's referee or pitch is never this match's, placed or not.
    const other = await tournamentWithTeams(s, 4, { type: 'LEAGUE', totalTeams: 4 });
    const stranger = await other.creator.api.matchDay.addReferee({
      tournamentId: other.tournamentId,
      name: 'Ajeno',
    });
    await expect(
      creator.api.matches.update({ matchId: first.id, refereeId: stranger.id }),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    // Deleting the venue leaves its matches without a pitch, to be placed again.
    const { venues } = { venues: await creator.api.matchDay.venues() };
    await creator.api.matchDay.deleteVenue({ venueId: venues[0]!.id });
    expect((await creator.api.matches.byId({ matchId: first.id })).pitch).toBeNull();
    // Players may not ask for slots.
    await expect(sides[0]!.captain.api.matchDay.freeSlots({ matchId: first.id })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});

describe('pitches shared by tournaments of different lengths', () => {
  it('never hold two overlapping matches: each keeps its own length, in the schedule and in a hand move', async () => {
    const s = testServices();
    const creator = await asNewUser(s, { role: 'ADMIN' });
    const venue = await creator.api.matchDay.createVenue({
      name: 'Predio Compartido',
      address: 'Córdoba, Argentina',
      pitches: [{ name: 'Única' }],
    });
    const pitchId = venue.pitches[0]!.id;
    const saturday = {
      type: 'LEAGUE' as const,
      totalTeams: 4,
      playingDays: ['SATURDAY' as const],
      matchWindows: [{ day: 'SATURDAY' as const, from: '09:00', to: '21:00' }],
      breakMinutes: 10,
      maxMatchesPerTeamPerDay: 3,
    };
    const long = await tournamentWithTeams(s, 4, { ...saturday, matchDuration: 90 }, undefined, creator);
    const short = await tournamentWithTeams(s, 4, { ...saturday, matchDuration: 40 }, undefined, creator);
    for (const t of [long, short]) {
      await creator.api.tournaments.update({ tournamentId: t.tournamentId, pitchIds: [pitchId] });
      await creator.api.fixtures.generateRound({ tournamentId: t.tournamentId });
    }
    await creator.api.matchDay.schedule({ tournamentId: long.tournamentId });
    await creator.api.matchDay.schedule({ tournamentId: short.tournamentId });
    const spans = [
      ...(await allMatches(creator, long.tournamentId)).map((m) => ({ m, length: 90 })),
      ...(await allMatches(creator, short.tournamentId)).map((m) => ({ m, length: 40 })),
    ]
      .filter(({ m }) => m.pitch?.id === pitchId)
      .map(({ m, length }) => ({
        id: m.id,
        start: abs(m.date!, m.time!),
        end: abs(m.date!, m.time!) + length,
      }));
    expect(spans.length).toBeGreaterThan(4);
    const overlaps = spans.flatMap((a) =>
      spans
        .filter((b) => a.id < b.id && a.start < b.end + 10 && b.start < a.end + 10)
        .map((b) => `${a.id}/${b.id}`),
    );
    expect(overlaps).toEqual([]);

    // A 40' match moved by hand to 30' after a 90' one kicked off is refused: the pitch is busy.
    const busy = (await allMatches(creator, long.tournamentId)).find((m) => m.pitch?.id === pitchId)!;
    const moving = (await allMatches(creator, short.tournamentId)).find((m) => m.pitch?.id === pitchId)!;
    const [h, min] = busy.time!.split(':').map(Number) as [number, number];
    const during = `${String(h + Math.floor((min + 30) / 60)).padStart(2, '0')}:${String((min + 30) % 60).padStart(2, '0')}`;
    const refused = await creator.api.matches
      .update({ matchId: moving.id, date: busy.date!, time: during, pitchId })
      .catch((e) => e);
    expect(refused.message).toBe('SCHEDULE_CONFLICT');
    expect(refused.cause.details.conflicts).toContainEqual(
      expect.objectContaining({ rule: 'PITCH_BUSY', matchId: busy.id }),
    );
  });
});

describe('conflicts with other tournaments', () => {
  it('name a team’s match in another organiser’s private tournament only as "the team plays then"', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const [first] = (await allMatches(creator, tournamentId)) as [MatchDto];
    const side = sides.find((x) => x.teamId === first.teamOneId)!;
    // The team also plays a private league of another organiser, at the same hour.
    const other = await tournamentWithTeams(s, 3, { type: 'LEAGUE', totalTeams: 4, visibility: 'PRIVATE' });
    const { inviteLink } = await other.creator.api.tournaments.byId({ tournamentId: other.tournamentId });
    const invite = new URL(inviteLink!).searchParams.get('invite')!;
    const reg = await side.captain.api.registrations.register({
      tournamentId: other.tournamentId,
      teamId: side.teamId,
      invite,
    });
    await other.creator.api.registrations.setStatus({ registrationId: reg.id, status: 'APPROVED' });
    const round = await other.creator.api.fixtures.generateRound({ tournamentId: other.tournamentId });
    const elsewhere = round.rounds[0]!.matches.find(
      (m) => m.teamTwoId && (m.teamOneId === side.teamId || m.teamTwoId === side.teamId),
    )!;
    await other.creator.api.matches.update({ matchId: elsewhere.id, date: first.date!, time: '11:00' });

    const refused = await creator.api.matches
      .update({ matchId: first.id, date: first.date!, time: '11:00', pitchId: first.pitch!.id })
      .catch((e) => e);
    expect(refused.message).toBe('SCHEDULE_CONFLICT');
    const teamBusy = refused.cause.details.conflicts.filter(
      (c: { teamId?: string }) => c.teamId === side.teamId,
    );
    expect(teamBusy.length).toBeGreaterThan(0);
    for (const c of teamBusy) {
      expect(c).not.toHaveProperty('matchId');
      expect(c).not.toHaveProperty('match');
      expect(c).not.toHaveProperty('date');
      expect(c).not.toHaveProperty('time');
    }
  });
});

describe('referees', () => {
  it('confirm or decline from the e-mail link; a decline hands the match to a free referee and tells the organiser', async () => {
    const s = testServices();
    const { creator, tournamentId } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const [m] = await allMatches(creator, tournamentId);
    await sendDigests(s);
    const row = (await fetchOne(s.db.select().from(matches).where(eq(matches.id, m!.id))))!;
    // The link's token is in the e-mail; the database keeps only its hash.
    const mailed = (await fetchAll(s.db.select().from(emailOutbox))).find((e) =>
      e.text.includes(`/referee?match=${m!.id}&token=`),
    )!;
    const token = matchToken(mailed.text, m!.id)!;
    expect(row.refereeToken).not.toBe(token);
    expect(row.refereeToken).toBe(hashToken(token));
    const visitor = await asNewUser(s);
    await expect(
      visitor.api.matchDay.answerAssignment({ matchId: m!.id, answer: 'CONFIRMED', token: 'not-the-token' }),
    ).rejects.toMatchObject({ message: 'TOKEN_INVALID' });
    await visitor.api.matchDay.answerAssignment({
      matchId: m!.id,
      answer: 'CONFIRMED',
      token,
    });
    expect((await creator.api.matches.byId({ matchId: m!.id })).referee).toMatchObject({
      answer: 'CONFIRMED',
    });

    const declined = await visitor.api.matchDay.answerAssignment({
      matchId: m!.id,
      answer: 'DECLINED',
      token,
    });
    expect(declined.replacement).not.toBeNull();
    expect(declined.replacement).not.toBe(row.refereeId);
    const after = await creator.api.matches.byId({ matchId: m!.id });
    expect(after.referee).toMatchObject({ id: declined.replacement, answer: 'PENDING' });
    const bell = await creator.api.notifications.list();
    expect(bell.some((n) => n.kind === 'REFEREE_DECLINED')).toBe(true);
    // The old link no longer answers.
    await expect(
      visitor.api.matchDay.answerAssignment({
        matchId: m!.id,
        answer: 'CONFIRMED',
        token,
      }),
    ).rejects.toMatchObject({ message: 'TOKEN_INVALID' });
    // The replacement hears of it in the next day's e-mail.
    await sendDigests(s, digestDay(1));
    const newest = (await fetchOne(s.db.select().from(emailOutbox).orderBy(desc(emailOutbox.id))))!;
    expect(newest.text).toContain(m!.id);
  });

  it('keep answering links e-mailed before their tokens were hashed, once the start-up has hashed them', async () => {
    const s = testServices();
    const { creator, tournamentId } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const [m] = await allMatches(creator, tournamentId);
    const legacy = 'a'.repeat(32);
    await execute(s.db.update(matches).set({ refereeToken: legacy }).where(eq(matches.id, m!.id)));
    expect(await hashLegacyRefereeTokens(s.db)).toBe(1);
    expect(await hashLegacyRefereeTokens(s.db)).toBe(0);
    const visitor = await asNewUser(s);
    await visitor.api.matchDay.answerAssignment({ matchId: m!.id, answer: 'CONFIRMED', token: legacy });
    expect((await creator.api.matches.byId({ matchId: m!.id })).referee).toMatchObject({
      answer: 'CONFIRMED',
    });
  });

  it('are paid per match played: the organiser sees what is owed', async () => {
    const s = testServices();
    const { creator, tournamentId } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const [m] = await allMatches(creator, tournamentId);
    await creator.api.matches.update({
      matchId: m!.id,
      teamOneScore: 1,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    const pool = await creator.api.matchDay.referees({ tournamentId });
    const owed = pool.find((r) => r.id === m!.referee!.id)!;
    expect(owed).toMatchObject({ played: 1, owed: 5000 });
    expect(pool.reduce((n, r) => n + r.assigned, 0)).toBe(6);
  });

  it('never referee a team they play in', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await saturdayLeague(s, 4);
    const player = sides[0]!.players[1]!;
    const pool = await creator.api.matchDay.referees({ tournamentId });
    for (const r of pool) await creator.api.matchDay.deleteReferee({ refereeId: r.id });
    const own = await creator.api.matchDay.addReferee({
      tournamentId,
      name: 'Jugador Árbitro',
      userId: player.user.id,
    });
    await creator.api.matchDay.schedule({ tournamentId });
    for (const m of await allMatches(creator, tournamentId)) {
      const plays = m.teamOneId === sides[0]!.teamId || m.teamTwoId === sides[0]!.teamId;
      expect(m.referee?.id ?? null).toBe(plays ? null : own.id);
    }
  });

  it(`are at most ${REFEREES_MAX} per tournament`, async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 8, { totalTeams: 8 });
    await execute(
      s.db
        .insert(referees)
        .values(
          Array.from({ length: REFEREES_MAX - 1 }, (_, i) => ({ tournamentId, name: `Árbitro ${i + 1}` })),
        ),
    );
    await creator.api.matchDay.addReferee({ tournamentId, name: 'El último' });
    await expect(creator.api.matchDay.addReferee({ tournamentId, name: 'Uno más' })).rejects.toMatchObject({
      code: 'CONFLICT',
      message: 'REFEREES_FULL',
    });
    expect(await creator.api.matchDay.referees({ tournamentId })).toHaveLength(REFEREES_MAX);
  });
});

describe('the day’s board', () => {
  it('shows a column per pitch, public for a public tournament', async () => {
    const s = testServices();
    const { creator, tournamentId, venue } = await saturdayLeague(s, 4);
    await creator.api.matchDay.schedule({ tournamentId });
    const visitor = await asNewUser(s);
    const board = await visitor.api.matchDay.board({ tournamentId });
    expect(board.pitches.map((p) => p.name)).toEqual(venue.pitches.map((p) => p.name));
    const onDay = board.pitches.flatMap((p) => p.matches);
    expect(onDay.length).toBe(2);
    expect(onDay.every((m) => m.date === board.date)).toBe(true);
    expect(board.dates.length).toBe(3);
    const next = await visitor.api.matchDay.board({ tournamentId, date: board.dates[1] });
    expect(next.date).toBe(board.dates[1]);
    expect(abs(next.date, '00:00') - abs(board.date, '00:00')).toBe(7 * DAY_MINUTES);
  });
});

describe('the demo', () => {
  it('plays its league on the predio’s two pitches, so the board and the free slots have something to show', async () => {
    const s = testServices();
    await seedDemo(s.db);
    const league = (await fetchOne(
      s.db.select().from(tournaments).where(eq(tournaments.name, 'Liga de Primavera')),
    ))!;
    const board = await (await asNewUser(s)).api.matchDay.board({ tournamentId: league.id });
    expect(board.pitches.map((p) => p.name)).toEqual(['Cancha 1', 'Cancha 2']);
    expect(board.pitches.every((p) => p.matches.length === 1)).toBe(true);
    expect(board.dates).toHaveLength(3);
  });
});
