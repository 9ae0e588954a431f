import { execute, matches } from '@cancha/db';
import type { CreateTournament, MatchDto, RoundsDto } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abs } from '../engine';
import { type Side, tournamentWithTeams } from '../test-fixtures/competition';
import { digestDay, mailTo, matchToken, sendDigests } from '../test-fixtures/match-day';
import { browserCaller, testServices } from '../testing';

// The weekend as an organiser runs it (docs/decisions/024): every rented pitch used, each knock-out round placed
// as it is drawn, the third place before the final, a re-plan previewed before it applies, free slots on any day.

type Services = ReturnType<typeof testServices>;
type Creator = Side['captain'];

const WEEKEND: Partial<CreateTournament> = {
  playingDays: ['SATURDAY', 'SUNDAY'],
  matchWindows: [
    { day: 'SATURDAY', from: '09:00', to: '21:00' },
    { day: 'SUNDAY', from: '09:00', to: '21:00' },
  ],
  matchDuration: 50,
  breakMinutes: 10,
  maxMatchesPerTeamPerDay: 3,
};

/** Two pitches rented for the tournament and one referee. */
async function pitchesAndReferee(creator: Creator, tournamentId: string) {
  const venue = await creator.api.matchDay.createVenue({
    name: 'Predio Norte',
    address: 'Rosario, Santa Fe',
    pitches: [{ name: 'Cancha A' }, { name: 'Cancha B' }],
  });
  await creator.api.tournaments.update({ tournamentId, pitchIds: venue.pitches.map((p) => p.id) });
  await creator.api.matchDay.addReferee({ tournamentId, name: 'Ana Árbitra', email: 'ana@arbitros.test' });
  return venue;
}

const all = async (creator: Creator, tournamentId: string): Promise<MatchDto[]> =>
  (await creator.api.fixtures.rounds({ tournamentId })).rounds
    .flatMap((r) => r.matches)
    .filter((m) => m.teamTwoId);

async function playOpen(creator: Creator, tournamentId: string): Promise<RoundsDto> {
  for (const m of await all(creator, tournamentId)) {
    if (m.status === 'COMPLETED') continue;
    await creator.api.matches.update({
      matchId: m.id,
      teamOneScore: 2,
      teamTwoScore: 1,
      status: 'COMPLETED',
    });
  }
  return creator.api.fixtures.rounds({ tournamentId });
}

const startOf = (m: MatchDto) => abs(m.date!, m.time!);

describe('the weekend, placed', () => {
  it('fills both pitches with one referee, and places each knock-out round as it is drawn', async () => {
    const s: Services = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 8, {
      ...WEEKEND,
      type: 'GROUPS_KNOCKOUT',
      totalTeams: 8,
      knockout: { pairing: 'WORLD_CUP', thirdPlaceMatch: true, legs: 1, finalLegs: 1, awayGoals: false },
      groupStage: { groups: 2, advancePerGroup: 2, bestThirds: 0, legs: 1 },
    });
    const venue = await pitchesAndReferee(creator, tournamentId);
    const ids = sides.map((x) => x.teamId);
    await creator.api.fixtures.drawGroups({ tournamentId, groups: [ids.slice(0, 4), ids.slice(4)] });

    const groups = await creator.api.fixtures.generateRound({ tournamentId });
    // 12 group matches, one referee for two pitches: every match placed on the first play day, on both pitches;
    // those without the referee are said.
    expect(groups.schedule).toMatchObject({ scheduled: 12, unscheduled: [], pitches: 2, referees: 1 });
    const placed = await all(creator, tournamentId);
    expect(new Set(placed.map((m) => m.date)).size).toBe(1);
    expect([0, 6]).toContain(new Date(`${placed[0]!.date}T00:00:00Z`).getUTCDay());
    for (const pitch of venue.pitches) expect(placed.some((m) => m.pitch?.id === pitch.id)).toBe(true);
    const withoutReferee = placed.filter((m) => m.referee === null).map((m) => m.id);
    expect(withoutReferee.length).toBeGreaterThan(0);
    expect(groups.schedule!.withoutReferee.sort()).toEqual(withoutReferee.sort());

    // The semi-finals: drawn and placed at once, after the last group match, on the tournament's play days.
    await playOpen(creator, tournamentId);
    const semis = await creator.api.fixtures.generateRound({ tournamentId });
    expect(semis.schedule).toMatchObject({ scheduled: 2, unscheduled: [] });
    const groupEnd = Math.max(...placed.map((m) => startOf(m) + 50));
    const semiMatches = semis.rounds.at(-1)!.matches;
    for (const m of semiMatches) {
      expect(m.pitch).not.toBeNull();
      expect(startOf(m)).toBeGreaterThanOrEqual(groupEnd);
      expect([0, 6]).toContain(new Date(`${m.date}T00:00:00Z`).getUTCDay());
    }

    // The final and the third place: the third place first, the final closing the day.
    await playOpen(creator, tournamentId);
    const last = await creator.api.fixtures.generateRound({ tournamentId });
    expect(last.schedule).toMatchObject({ scheduled: 2, unscheduled: [] });
    const finalRound = last.rounds.at(-1)!.matches;
    const third = finalRound.find((m) => m.thirdPlace)!;
    const final = finalRound.find((m) => !m.thirdPlace)!;
    expect(startOf(final)).toBeGreaterThanOrEqual(startOf(third) + 50);
    const sameDay = (await all(creator, tournamentId)).filter((m) => m.date === final.date);
    expect(Math.max(...sameDay.map(startOf))).toBe(startOf(final));
  });

  it('names the rule that keeps a round out', async () => {
    const s: Services = testServices();
    // One match a day per team, and the end date on the first Saturday: the final has nowhere to go.
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, {
      ...WEEKEND,
      type: 'SINGLE_ELIMINATION',
      maxMatchesPerTeamPerDay: 1,
    });
    await pitchesAndReferee(creator, tournamentId);
    const semis = await creator.api.fixtures.generateRound({ tournamentId });
    const day = semis.rounds[0]!.matches.find((m) => m.teamTwoId)!.date!;
    await creator.api.tournaments.update({ tournamentId, endDate: day });
    await playOpen(creator, tournamentId);
    const final = await creator.api.fixtures.generateRound({ tournamentId });
    expect(final.schedule).toMatchObject({ scheduled: 0, unscheduled: [{ reason: 'TEAM_DAILY_MAX' }] });
    expect(final.schedule!.unscheduled[0]!.match).toContain(' - ');
  });
});

describe('re-planning what is not played', () => {
  async function placedLeague(s: Services) {
    const setup = await tournamentWithTeams(s, 6, { ...WEEKEND, type: 'LEAGUE', totalTeams: 6 });
    const { creator, tournamentId } = setup;
    await creator.api.fixtures.generateRound({ tournamentId });
    await pitchesAndReferee(creator, tournamentId);
    await creator.api.matchDay.schedule({ tournamentId });
    return setup;
  }

  it('previews what moves, leaves fixed and confirmed matches, and applies only the plan shown', async () => {
    const s: Services = testServices();
    const { creator, tournamentId } = await placedLeague(s);
    // Nothing is left without a pitch, so "Programar" has nothing to do.
    expect(await creator.api.matchDay.schedule({ tournamentId })).toMatchObject({ scheduled: 0, moves: [] });
    const before = await all(creator, tournamentId);
    // A match moved by hand is fixed; one whose referee confirmed is too.
    const moved = before.find((m) => m.referee === null) ?? before[0]!;
    const slots = await creator.api.matchDay.freeSlots({ matchId: moved.id, limit: 40 });
    const later = slots.at(-1)!;
    const hand = await creator.api.matches.update({
      matchId: moved.id,
      date: later.date,
      time: later.time,
      pitchId: later.pitch.id,
      refereeId: later.referee?.id ?? null,
    });
    expect(hand.scheduleLocked).toBe(true);
    const confirmed = before.find((m) => m.referee !== null && m.id !== moved.id)!;
    await execute(
      s.db.update(matches).set({ refereeAnswer: 'CONFIRMED' }).where(eq(matches.id, confirmed.id)),
    );

    // A second referee arrives: the re-plan gives referees to the matches that had none.
    await creator.api.matchDay.addReferee({ tournamentId, name: 'Beto Juez', email: 'beto@arbitros.test' });
    const preview = await creator.api.matchDay.schedule({ tournamentId, scope: 'UNPLAYED', preview: true });
    expect(preview.scheduled).toBe(0);
    expect(preview.moves.length).toBeGreaterThan(0);
    expect(preview.moves.map((m) => m.matchId)).not.toContain(moved.id);
    expect(preview.moves.map((m) => m.matchId)).not.toContain(confirmed.id);
    expect(preview.withoutReferee.length).toBeLessThan(before.filter((m) => m.referee === null).length);
    // The preview wrote nothing.
    expect(await all(creator, tournamentId)).toEqual(
      expect.arrayContaining(before.filter((m) => m.id !== moved.id && m.id !== confirmed.id)),
    );

    // Something changed since the preview: its plan is refused.
    await creator.api.matchDay.addReferee({
      tournamentId,
      name: 'Carla Silbato',
      email: 'carla@arbitros.test',
    });
    await expect(
      creator.api.matchDay.schedule({ tournamentId, scope: 'UNPLAYED', planKey: preview.planKey }),
    ).rejects.toMatchObject({ message: 'PLAN_CHANGED' });
    const fresh = await creator.api.matchDay.schedule({ tournamentId, scope: 'UNPLAYED', preview: true });
    const applied = await creator.api.matchDay.schedule({
      tournamentId,
      scope: 'UNPLAYED',
      planKey: fresh.planKey,
    });
    expect(applied.scheduled).toBe(fresh.moves.length);
    const after = new Map((await all(creator, tournamentId)).map((m) => [m.id, m]));
    expect(after.get(moved.id)).toMatchObject({ date: later.date, time: later.time });
    const kept = before.find((m) => m.id === confirmed.id)!;
    expect(after.get(confirmed.id)).toMatchObject({ date: kept.date, time: kept.time, pitch: kept.pitch });
    // Freed by the organiser, the fixed match may be re-planned again.
    const freed = await creator.api.matches.update({ matchId: moved.id, scheduleLocked: false });
    expect(freed.scheduleLocked).toBe(false);
  });

  it('offers free slots on any play day and pitch, nearest first, and on the one asked for', async () => {
    const s: Services = testServices();
    const { creator, tournamentId } = await placedLeague(s);
    const match = (await all(creator, tournamentId))[0]!;
    const near = await creator.api.matchDay.freeSlots({ matchId: match.id });
    expect(near.length).toBeGreaterThan(0);
    const distance = (x: { date: string; time: string }) =>
      Math.abs(abs(x.date, x.time) - abs(match.date!, match.time!));
    expect(near.map(distance)).toEqual([...near.map(distance)].sort((a, b) => a - b));
    // The Sunday of the week after, on one pitch only.
    const sunday = new Date(`${match.date}T00:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + ((7 - sunday.getUTCDay()) % 7) + 7);
    const date = sunday.toISOString().slice(0, 10);
    const pitchId = match.pitch!.id;
    const there = await creator.api.matchDay.freeSlots({ matchId: match.id, date, pitchId });
    expect(there.length).toBeGreaterThan(0);
    expect(there.every((x) => x.date === date && x.pitch.id === pitchId)).toBe(true);
    expect(there.map((x) => x.time)).toEqual([...there.map((x) => x.time)].sort());
    // A day the tournament does not play has none.
    sunday.setUTCDate(sunday.getUTCDate() + 1);
    expect(
      await creator.api.matchDay.freeSlots({ matchId: match.id, date: sunday.toISOString().slice(0, 10) }),
    ).toEqual([]);
  });

  it('tells a player where their next match is: tournament, venue, pitch, address and how long', async () => {
    const s: Services = testServices();
    const { tournamentId, sides } = await placedLeague(s);
    const player = sides[0]!.players[1]!;
    const [next] = await player.api.matches.myNext();
    expect(next).toMatchObject({
      tournamentId,
      tournamentName: 'Copa Fixture',
      duration: 50,
      place: { name: expect.stringMatching(/^Predio Norte · Cancha [AB]$/), address: 'Rosario, Santa Fe' },
    });
  });

  it('tells a referee a match was taken from them, and their old link stops answering for it', async () => {
    const s: Services = testServices();
    const { creator, tournamentId } = await placedLeague(s);
    const match = (await all(creator, tournamentId)).find((m) => m.referee?.name === 'Ana Árbitra')!;
    await sendDigests(s);
    const assigned = (await mailTo(s, 'ana@arbitros.test')).find((m) =>
      m.text.includes(`match=${match.id}`),
    )!;
    const token = matchToken(assigned.text, match.id)!;
    const beto = await creator.api.matchDay.addReferee({
      tournamentId,
      name: 'Beto Juez',
      email: 'beto@arbitros.test',
    });
    await creator.api.matches.update({ matchId: match.id, refereeId: beto.id });
    await expect(
      browserCaller(s).api.matchDay.assignment({ matchId: match.id, token }),
    ).rejects.toMatchObject({
      message: 'TOKEN_INVALID',
    });

    // The next day's e-mail says so, once.
    await sendDigests(s, digestDay(1));
    const released = (await mailTo(s, 'ana@arbitros.test')).filter((m) => m.text.includes('ya no te toca'));
    expect(released).toHaveLength(1);
    expect(released[0]!.text).toContain(`${match.teamOne.name} - ${match.teamTwo!.name}`);
  });
});
