import type { MatchDto, RoundsDto } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import { playLastRound, tournamentWithTeams } from '../test-fixtures/competition';
import { type asNewUser, testServices } from '../testing';

// RoundsDto.remainingTeams, the teams still in contention that 'Crear ronda' counts: after a group stage the teams
// that qualified, not the winners of its last matchday.

type Player = Awaited<ReturnType<typeof asNewUser>>;

/** Plays every open match of the fixture, the first-listed team winning 2–1. */
async function playEverything(creator: Player, tournamentId: string): Promise<RoundsDto> {
  const r = await creator.api.fixtures.rounds({ tournamentId });
  const open = r.rounds.flatMap((round) => round.matches).filter((m: MatchDto) => m.teamTwoId !== null);
  for (const m of open) {
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

describe('the teams still in contention', () => {
  it('are every team during the group stage, the qualified after it, then those the knock-out keeps', async () => {
    const s = testServices();
    // Three groups of four, two of each and the two best thirds: eight go through.
    const { creator, tournamentId } = await tournamentWithTeams(s, 12, {
      type: 'GROUPS_KNOCKOUT',
      totalTeams: 12,
      groupStage: { groups: 3, advancePerGroup: 2, bestThirds: 2, legs: 1 },
    });
    let r: RoundsDto = await creator.api.fixtures.generateRound({ tournamentId });
    expect(r.remainingTeams).toBe(12);

    // The last matchday had six winners; eight teams qualified.
    r = await playEverything(creator, tournamentId);
    expect(r.next).toEqual({ ok: true, needsChoice: false });
    expect(r.remainingTeams).toBe(8);

    // The quarter-finals drawn: all eight still in until they are played, then their four winners.
    r = await creator.api.fixtures.generateRound({ tournamentId });
    expect(r.rounds.at(-1)!.matches).toHaveLength(4);
    expect(r.remainingTeams).toBe(8);
    r = await playLastRound(creator, r);
    expect(r.remainingTeams).toBe(4);
  });
});
