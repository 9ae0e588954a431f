import { hasGroups, type RoundsDto } from '@cancha/shared';
import {
  createRng,
  isRoundComplete,
  type NextRound,
  nextKnockoutRound,
  planBracket,
  type Rng,
} from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { engineRounds, tieOptionsOf } from './engine-input';
import { groupStageOf } from './group-rows';
import { LEAGUE_TYPES, type MatchRow, type RoundRow } from './rows';
import type { qualifiersOf } from './standings';

/** What 'Crear ronda' would do now, for the fixture page: draw, ask for the final's format, or why not. */
export async function nextStep(
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
): Promise<Next> {
  if (tournament.championTeamId) return { ok: false, reason: 'TOURNAMENT_FINISHED' };
  if (hasGroups(tournament.type)) {
    const next = await groupsKnockoutNext(
      tournament,
      roundRows,
      matchRows,
      approved,
      createRng(0),
      async () => [],
    );
    return next.ok ? { ok: true, needsChoice: false } : { ok: false, reason: next.reason };
  }
  if (LEAGUE_TYPES.has(tournament.type)) {
    if (roundRows.length > 0) return { ok: false, reason: 'FIXTURE_COMPLETE' };
    return approved.length >= 2
      ? { ok: true, needsChoice: false }
      : { ok: false, reason: 'NOT_ENOUGH_TEAMS' };
  }
  const result = nextKnockoutRound({
    approved,
    rounds: engineRounds(roundRows, matchRows, tieOptionsOf(tournament)),
    rng: createRng(0),
  });
  if (result.ok) return { ok: true, needsChoice: false };
  if (result.reason === 'CHOICE_REQUIRED')
    return { ok: true, needsChoice: true, choices: ['TRIANGULAR', 'DIRECT'] };
  return { ok: false, reason: result.reason };
}

/**
 * What 'Crear ronda' does in a groups-then-knock-out tournament: the whole group stage first; once every group
 * match is played, the knock-out's first round from the group tables (its bracket fixed from then on); then each
 * next round. `qualifiers` is asked only when the knock-out starts.
 */
export async function groupsKnockoutNext(
  tournament: TournamentRow,
  roundRows: RoundRow[],
  matchRows: MatchRow[],
  approved: string[],
  rng: Rng,
  qualifiers: () => ReturnType<typeof qualifiersOf>,
): Promise<GroupsKnockoutStep> {
  if (roundRows.length === 0) {
    const stage = groupStageOf(tournament);
    return approved.length >= stage.groups * 2
      ? { ok: true, kind: 'GROUPS' }
      : { ok: false, reason: 'NOT_ENOUGH_TEAMS' };
  }
  const engine = engineRounds(roundRows, matchRows, tieOptionsOf(tournament));
  const groupStage = engine.filter((r) => r.kind === 'GROUP');
  const knockout = engine.filter((r) => r.kind !== 'GROUP');
  if (!groupStage.every(isRoundComplete)) return { ok: false, reason: 'ROUND_NOT_COMPLETE' };
  if (knockout.length === 0) {
    const first = await qualifiers();
    return {
      ok: true,
      kind: 'KNOCKOUT',
      round: {
        ok: true,
        kind: 'KNOCKOUT',
        matches: first.length > 0 ? planBracket(first, tournament.knockout?.pairing ?? 'WORLD_CUP') : [],
      },
    };
  }
  const round = nextKnockoutRound({ approved: [], rounds: knockout, rng });
  if (round.ok) return { ok: true, kind: 'KNOCKOUT', round };
  return {
    ok: false,
    reason: round.reason === 'ROUND_NOT_COMPLETE' ? 'ROUND_NOT_COMPLETE' : 'FIXTURE_COMPLETE',
  };
}

export type Next = RoundsDto['next'];

export type GroupsKnockoutStep =
  | { ok: true; kind: 'GROUPS' }
  | { ok: true; kind: 'KNOCKOUT'; round: NextRound & { ok: true } }
  | { ok: false; reason: 'NOT_ENOUGH_TEAMS' | 'ROUND_NOT_COMPLETE' | 'FIXTURE_COMPLETE' };
