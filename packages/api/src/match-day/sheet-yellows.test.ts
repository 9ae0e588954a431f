import type { RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { type Side, tournamentWithTeams } from '../test-fixtures/competition';
import { testServices } from '../testing';
import { daySheets, matchSheets } from './board.service';
import type { MatchSheet } from './match-sheet';

// The printed sheet (issue item 16) shows, on each player's line, the yellow cards they carry into the match from
// the tournament so far, as the discipline counts them (engine/discipline.ts): toward the next suspension, or every
// counted one when yellows do not suspend.

type Setup = Awaited<ReturnType<typeof tournamentWithTeams>>;

/** The match of `side` in the round numbered `n` (1-based). */
function matchOf(r: RoundsDto, n: number, side: Side) {
  const m = r.rounds[n - 1]!.matches.find((x) => x.teamOneId === side.teamId || x.teamTwoId === side.teamId);
  if (!m) throw new Error(`no match for the team in round ${n}`);
  return m;
}

async function league(yellowCardsForSuspension: number) {
  const s = testServices();
  const setup = await tournamentWithTeams(s, 4, {
    type: 'TWO_LEGGED_LEAGUE',
    totalTeams: 4,
    discipline: { yellowCardsForSuspension, suspensionMatchesForRed: 1, resetYellowsAfterGroups: false },
  });
  const r = await setup.creator.api.fixtures.generateRound({ tournamentId: setup.tournamentId });
  return { s, ...setup, r };
}

async function card(creator: Setup['creator'], matchId: string, side: Side, player: number, minute: number) {
  await creator.api.matches.addEvent({
    matchId,
    teamId: side.teamId,
    playerId: side.players[player]!.user.id,
    type: 'YELLOW_CARD',
    minute,
  });
}

const lineOf = (sheet: MatchSheet, side: Side, player: number) => {
  const name = [side.players[player]!.user.fullname, side.players[player]!.user.lastname]
    .filter(Boolean)
    .join(' ');
  const team = [sheet.teamOne, sheet.teamTwo].find((t) => t.players.some((p) => p.name === name));
  return team?.players.find((p) => p.name === name);
};

describe("the match sheet's carried yellows", () => {
  it('counts each player’s yellows toward the next suspension, against the tournament’s number', async () => {
    const { s, creator, tournamentId, sides, r } = await league(3);
    const a = sides[0]!;
    const first = matchOf(r, 1, a);
    await card(creator, first.id, a, 1, 10);
    // Two yellows in one match are a sending-off: they do not count toward accumulation.
    await card(creator, first.id, a, 2, 20);
    await card(creator, first.id, a, 2, 40);
    // A card of a match not yet played counts for nothing.
    const second = matchOf(r, 2, a);
    await card(creator, second.id, a, 3, 5);
    await creator.api.matches.update({ matchId: first.id, status: 'COMPLETED' });

    const [sheet] = await matchSheets(s.db, creator.user, second.id);
    expect(sheet!.yellowCardsForSuspension).toBe(3);
    expect(lineOf(sheet!, a, 1)?.yellowCards).toBe(1);
    expect(lineOf(sheet!, a, 2)?.yellowCards).toBe(0);
    expect(lineOf(sheet!, a, 3)?.yellowCards).toBe(0);
    expect(lineOf(sheet!, a, 0)?.yellowCards).toBe(0);

    // The day's sheets carry the same count.
    const day = await daySheets(s.db, creator.user, { tournamentId, date: second.date! });
    const ofA = day.find((d) => lineOf(d, a, 1));
    expect(lineOf(ofA!, a, 1)?.yellowCards).toBe(1);
  });

  it('counts every yellow so far when yellows do not suspend', async () => {
    const { s, creator, sides, r } = await league(0);
    const a = sides[0]!;
    for (const n of [1, 2, 3]) {
      const m = matchOf(r, n, a);
      await card(creator, m.id, a, 4, 15);
      await creator.api.matches.update({ matchId: m.id, status: 'COMPLETED' });
    }
    const [sheet] = await matchSheets(s.db, creator.user, matchOf(r, 4, a).id);
    expect(sheet!.yellowCardsForSuspension).toBe(0);
    expect(lineOf(sheet!, a, 4)?.yellowCards).toBe(3);
  });
});
