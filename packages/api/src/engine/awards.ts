import type { EngineMatch, TeamId } from './types';

/**
 * Results the organiser decides rather than the pitch (the weekly reality of amateur football):
 * - a walkover ("W.O."): a team did not show; the other is awarded the match by the tournament's score (3–0 unless
 *   set), with no goals to anyone's name;
 * - a forfeit of a played match (an ineligible player, say): the result is replaced by the awarded score, or kept
 *   when it was already better for the team awarded it, as the FIFA Disciplinary Code and CONMEBOL's regulations do
 *   (the events stay, for discipline);
 * - a team withdrawn: its matches still to be played are annulled or awarded to its opponents.
 * Awarded results are ordinary scores from then on: they count in every table and tie-break, head-to-head included.
 */

export interface AwardedScore {
  teamOneScore: number;
  teamTwoScore: number;
}

function sides(match: Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId'>, loser: TeamId) {
  if (match.teamTwoId === null) throw new RangeError(`Match ${match.id} is a bye: nothing to award`);
  if (loser !== match.teamOneId && loser !== match.teamTwoId) {
    throw new RangeError(`Team ${loser} does not play match ${match.id}`);
  }
  return loser === match.teamTwoId;
}

function checkGoals(goals: number): void {
  if (!Number.isInteger(goals) || goals < 1)
    throw new RangeError(`An awarded score is at least 1–0, not ${goals}`);
}

/** The walkover's score: `goals`–0 for the team that showed up. */
export function walkoverScore(
  match: Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId'>,
  absentTeamId: TeamId,
  goals = 3,
): AwardedScore {
  checkGoals(goals);
  const oneWins = sides(match, absentTeamId);
  return oneWins ? { teamOneScore: goals, teamTwoScore: 0 } : { teamOneScore: 0, teamTwoScore: goals };
}

/**
 * A forfeited match's score: `goals`–0 for the team awarded it, unless the result on the pitch was already a win for
 * that team by a wider margin, which then stands.
 */
export function forfeitScore(
  match: Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId' | 'teamOneScore' | 'teamTwoScore'>,
  offendingTeamId: TeamId,
  goals = 3,
): AwardedScore {
  const awarded = walkoverScore(match, offendingTeamId, goals);
  const one = match.teamOneScore;
  const two = match.teamTwoScore;
  if (one === null || two === null) return awarded;
  const oneWins = awarded.teamOneScore > 0;
  const margin = oneWins ? one - two : two - one;
  return margin > goals ? { teamOneScore: one, teamTwoScore: two } : awarded;
}

export type Withdrawal = 'ANNUL' | 'AWARD';

export interface WithdrawalStep {
  matchId: string;
  /** CANCEL: the match is annulled and counts nowhere; AWARD: a walkover for the opponent. */
  action: 'CANCEL' | 'AWARD';
}

const FINISHED = new Set(['COMPLETED', 'CANCELED']);

/**
 * What happens to a withdrawn team's matches still to be played (not COMPLETED or CANCELED; byes have nothing to
 * decide): each one annulled, or awarded to the opponent. Played matches stand.
 */
export function withdrawalPlan(
  matches: readonly Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId' | 'status'>[],
  teamId: TeamId,
  mode: Withdrawal,
): WithdrawalStep[] {
  return matches
    .filter(
      (m) =>
        m.teamTwoId !== null && (m.teamOneId === teamId || m.teamTwoId === teamId) && !FINISHED.has(m.status),
    )
    .map((m) => ({ matchId: m.id, action: mode === 'ANNUL' ? 'CANCEL' : 'AWARD' }));
}
