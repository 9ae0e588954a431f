// The records the registrations keep (drizzle/0023, docs/decisions/018) give the table the matches give, through
// every kind of change, on both engines: results entered, edited and reopened, cards, a shoot-out, a match gone,
// a team's approval taken back and given again, and results from before fair play was stored.
import { execute, fetchAll, matches, registrations } from '@cancha/db';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { playable, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';
import { requireTournament } from '../tournaments/access';
import { approvedTeams } from './rows';
import { standingsOf } from './standings';

type S = ReturnType<typeof testServices>;

/** The table from the kept records, and the one computed from every match (a narrowed call reads the matches). */
async function bothTables(s: S, tournamentId: string) {
  const t = await requireTournament(s.db, tournamentId);
  const ids = (await approvedTeams(s.db, tournamentId)).map((a) => a.teamId);
  return { records: await standingsOf(s.db, t), matches: await standingsOf(s.db, t, ids) };
}

/** Both tables agree, and the registrations hold each team's record (none falls back to counting matches). */
async function expectSameTables(s: S, tournamentId: string, unrated = 0) {
  const { records, matches } = await bothTables(s, tournamentId);
  expect(records).toEqual(matches);
  const kept = await fetchAll(
    s.db
      .select({
        teamId: registrations.teamId,
        played: registrations.played,
        goalsFor: registrations.goalsFor,
        unrated: registrations.unrated,
      })
      .from(registrations)
      .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.status, 'APPROVED'))),
  );
  expect(kept.reduce((n, r) => n + r.unrated, 0)).toBe(unrated);
  expect(new Map(kept.map((r) => [r.teamId, [r.played, r.goalsFor]]))).toEqual(
    new Map(records.map((r) => [r.teamId, [r.played, r.goalsFor]])),
  );
  return records;
}

describe('the records kept with the registrations', () => {
  it('follow a league through results, edits, cards, reopening, deletion and approvals', async () => {
    const s = testServices();
    const { creator, tournamentId, sides } = await tournamentWithTeams(s, 6, {
      type: 'LEAGUE',
      totalTeams: 6,
    });
    const rounds = await creator.api.fixtures.generateRound({ tournamentId });
    const all = rounds.rounds.flatMap((r) => r.matches).filter((m) => m.teamTwoId !== null);
    expect(all.length).toBeGreaterThanOrEqual(15);
    // Few goals, so teams tie and head-to-head decides.
    const scores = [0, 1, 1, 2, 0, 1, 3, 1, 0, 0, 2, 2, 1, 0, 1];
    for (const [i, m] of all.entries()) {
      await creator.api.matches.update({
        matchId: m.id,
        teamOneScore: scores[i % scores.length]!,
        teamTwoScore: scores[(i + 5) % scores.length]!,
        status: 'COMPLETED',
      });
    }
    const full = await expectSameTables(s, tournamentId);
    expect(full.every((row) => row.played === 5)).toBe(true);

    // An edited result, a card and a reopened match.
    const [first, second, third] = all as [(typeof all)[0], (typeof all)[0], (typeof all)[0]];
    await creator.api.matches.update({ matchId: first.id, status: 'IN_PROGRESS' });
    await creator.api.matches.update({
      matchId: first.id,
      teamOneScore: 4,
      teamTwoScore: 0,
      status: 'COMPLETED',
    });
    const side = sides.find((x) => x.teamId === second.teamOneId)!;
    await creator.api.matches.update({ matchId: second.id, status: 'IN_PROGRESS' });
    await creator.api.matches.addEvent({
      matchId: second.id,
      teamId: side.teamId,
      playerId: side.players[1]!.user.id,
      type: 'YELLOW_CARD',
      minute: 30,
    });
    await creator.api.matches.update({ matchId: second.id, status: 'COMPLETED' });
    await creator.api.matches.update({ matchId: third.id, status: 'SCHEDULED' });
    const edited = await expectSameTables(s, tournamentId);
    expect(edited.reduce((n, row) => n + row.played, 0)).toBe(2 * (all.length - 1));
    expect(edited.some((row) => row.fairPlay < 0)).toBe(true);

    // A match deleted outright, and a team's approval taken back and then given again.
    await execute(s.db.delete(matches).where(eq(matches.id, first.id)));
    await expectSameTables(s, tournamentId);
    const gone = sides[2]!.teamId;
    const setStatus = (status: 'PENDING' | 'APPROVED') =>
      execute(
        s.db
          .update(registrations)
          .set({ status })
          .where(and(eq(registrations.tournamentId, tournamentId), eq(registrations.teamId, gone))),
      );
    await setStatus('PENDING');
    const without = await expectSameTables(s, tournamentId);
    expect(without.map((row) => row.teamId)).not.toContain(gone);
    expect(without.every((row) => row.played <= 4)).toBe(true);
    await setStatus('APPROVED');
    await expectSameTables(s, tournamentId);

    // A result from before fair play was stored: its cards are counted from the matches.
    await execute(s.db.update(matches).set({ teamOneFairPlay: null }).where(eq(matches.id, second.id)));
    const legacy = await expectSameTables(s, tournamentId, 2);
    expect(legacy.find((row) => row.teamId === side.teamId)!.fairPlay).toBe(-1);
  });

  it('count a level knock-out match won on penalties as won and lost', async () => {
    const s = testServices();
    const { creator, tournamentId } = await tournamentWithTeams(s, 4, {
      type: 'SINGLE_ELIMINATION',
    });
    const r = await creator.api.fixtures.generateRound({ tournamentId });
    const [a, b] = playable(r) as [ReturnType<typeof playable>[0], ReturnType<typeof playable>[0]];
    await creator.api.matches.update({
      matchId: a.id,
      teamOneScore: 1,
      teamTwoScore: 1,
      penaltiesTeamOne: 4,
      penaltiesTeamTwo: 3,
      status: 'COMPLETED',
    });
    await creator.api.matches.update({
      matchId: b.id,
      teamOneScore: 0,
      teamTwoScore: 2,
      status: 'COMPLETED',
    });
    const table = await expectSameTables(s, tournamentId);
    expect(table.find((row) => row.teamId === a.teamOneId)).toMatchObject({ won: 1, drawn: 0, points: 3 });
    expect(table.find((row) => row.teamId === a.teamTwoId)).toMatchObject({ lost: 1, drawn: 0, points: 0 });
  });
});
