import type { EngineMatch, TeamId } from './types';

/**
 * Two-legged knock-out ties ("ida y vuelta", as in the Copa Libertadores): each team hosts one leg and the
 * aggregate score decides. Leg scores include extra time, which is played (if at all) only in the second leg.
 */

export interface TieOptions {
  /**
   * Whether, with the aggregate level, the team that scored more goals away from home goes through. Abolished by
   * UEFA in 2021 and by CONMEBOL in 2022, so off unless a tournament asks for it. Away goals scored in the second
   * leg's extra time count like any other (the old UEFA rule; some competitions excluded them).
   */
  awayGoals: boolean;
}

export const DEFAULT_TIE_OPTIONS: TieOptions = { awayGoals: false };

/** One team's totals over both legs. */
export interface TieSide {
  teamId: TeamId;
  /** Goals over both legs. */
  goals: number;
  /** Goals scored as the visiting team, i.e. in the leg the other team hosted. */
  awayGoals: number;
}

/**
 * The aggregate, sides named as in the first leg: teamOne hosted the first leg (and visits in the second), teamTwo
 * hosts the second leg.
 */
export interface TieAggregate {
  teamOne: TieSide;
  teamTwo: TieSide;
}

interface Teams {
  one: TeamId;
  two: TeamId;
}

/** The two teams of a tie (leg 1's home side first); a RangeError unless leg 2 has the same two teams swapped. */
function tieTeams(
  leg1: EngineMatch,
  leg2: Pick<EngineMatch, 'id' | 'teamOneId' | 'teamTwoId'> | null,
): Teams {
  const one = leg1.teamOneId;
  const two = leg1.teamTwoId;
  if (two === null) throw new RangeError(`Leg ${leg1.id} of a tie is a bye`);
  if (one === two) throw new RangeError(`Leg ${leg1.id} of a tie has the same team on both sides`);
  if (leg2 !== null) {
    if (leg2.id === leg1.id) throw new RangeError(`Both legs of a tie are match ${leg1.id}`);
    if (leg2.teamOneId !== two || leg2.teamTwoId !== one) {
      throw new RangeError(
        `Leg ${leg2.id} must be ${two} at home to ${one}, the teams of leg ${leg1.id} swapped, ` +
          `not ${leg2.teamOneId} against ${leg2.teamTwoId}`,
      );
    }
  }
  return { one, two };
}

const scoresOf = (m: EngineMatch): [number, number] | null =>
  m.teamOneScore === null || m.teamTwoScore === null ? null : [m.teamOneScore, m.teamTwoScore];

function aggregateFrom(teams: Teams, leg1: [number, number], leg2: [number, number]): TieAggregate {
  // Leg 2 is two's home match: its teamOneScore is two's, its teamTwoScore one's (scored away).
  return {
    teamOne: { teamId: teams.one, goals: leg1[0] + leg2[1], awayGoals: leg2[1] },
    teamTwo: { teamId: teams.two, goals: leg1[1] + leg2[0], awayGoals: leg1[1] },
  };
}

/**
 * The aggregate over both legs, or null until both legs have scores. The legs' statuses are not read, so the match
 * screen can show the running aggregate during the second leg; who goes through is {@link tieWinner}'s answer.
 * Throws a RangeError unless leg 2 has leg 1's two teams swapped (leg2.teamOneId === leg1.teamTwoId).
 */
export function tieAggregate(leg1: EngineMatch, leg2: EngineMatch): TieAggregate | null {
  const teams = tieTeams(leg1, leg2);
  const s1 = scoresOf(leg1);
  const s2 = scoresOf(leg2);
  return s1 === null || s2 === null ? null : aggregateFrom(teams, s1, s2);
}

/** One side of an aggregate by team, or null for a team not in the tie. */
export function tieSide(aggregate: TieAggregate, teamId: TeamId): TieSide | null {
  if (aggregate.teamOne.teamId === teamId) return aggregate.teamOne;
  if (aggregate.teamTwo.teamId === teamId) return aggregate.teamTwo;
  return null;
}

/** The side ahead before any shoot-out: 1 teamOne, -1 teamTwo, 0 level. */
function aheadOnScores(a: TieAggregate, options: TieOptions): 1 | -1 | 0 {
  if (a.teamOne.goals !== a.teamTwo.goals) return a.teamOne.goals > a.teamTwo.goals ? 1 : -1;
  if (options.awayGoals && a.teamOne.awayGoals !== a.teamTwo.awayGoals) {
    return a.teamOne.awayGoals > a.teamTwo.awayGoals ? 1 : -1;
  }
  return 0;
}

/**
 * The team through, or null while undecided: either leg not COMPLETED with scores, or level (on aggregate, then
 * on away goals when those count) without a decisive shoot-out in the second leg. Only the second leg's shoot-out
 * (its penaltiesTeamOne / penaltiesTeamTwo, leg 2's home side first) is read, and only when the tie is level:
 * kicks recorded on leg 1 or on a tie already decided are ignored. Throws a RangeError unless leg 2 has leg 1's two
 * teams swapped.
 */
export function tieWinner(
  leg1: EngineMatch,
  leg2: EngineMatch,
  options: TieOptions = DEFAULT_TIE_OPTIONS,
): TeamId | null {
  const teams = tieTeams(leg1, leg2);
  if (leg1.status !== 'COMPLETED' || leg2.status !== 'COMPLETED') return null;
  const s1 = scoresOf(leg1);
  const s2 = scoresOf(leg2);
  if (s1 === null || s2 === null) return null;
  const ahead = aheadOnScores(aggregateFrom(teams, s1, s2), options);
  if (ahead !== 0) return ahead > 0 ? teams.one : teams.two;
  const p2 = leg2.penaltiesTeamOne; // leg 2's home side: teams.two
  const p1 = leg2.penaltiesTeamTwo;
  if (p1 === null || p2 === null || p1 === p2) return null;
  return p1 > p2 ? teams.one : teams.two;
}

const isScore = (n: number) => Number.isInteger(n) && n >= 0;

/**
 * Whether completing the second leg with these scores (leg 2's home side, leg1.teamTwoId, first) leaves the tie
 * level, so that a shoot-out must be entered before the second leg can be completed. False while leg 1 is not
 * COMPLETED with scores: there is no aggregate yet (a second leg should not be completed before the first). Throws
 * a RangeError for a bye or same-team first leg, or for scores that are not whole numbers ≥ 0.
 */
export function secondLegNeedsShootout(
  leg1: EngineMatch,
  leg2Scores: { teamOneScore: number; teamTwoScore: number },
  options: TieOptions = DEFAULT_TIE_OPTIONS,
): boolean {
  const teams = tieTeams(leg1, null);
  if (!isScore(leg2Scores.teamOneScore) || !isScore(leg2Scores.teamTwoScore)) {
    throw new RangeError(`Second-leg scores must be whole numbers ≥ 0`);
  }
  if (leg1.status !== 'COMPLETED') return false;
  const s1 = scoresOf(leg1);
  if (s1 === null) return false;
  const aggregate = aggregateFrom(teams, s1, [leg2Scores.teamOneScore, leg2Scores.teamTwoScore]);
  return aheadOnScores(aggregate, options) === 0;
}

/**
 * A tie as one match of its round, so the knock-out reads it like a single match: leg 1's sides, the aggregate
 * as its scores (null until both legs have some), leg 2's shoot-out turned to leg 1's sides, and COMPLETED once
 * both legs are. Its winner is {@link tieWinner}'s (knockout.ts matchWinner reads `legs`). Throws a RangeError
 * unless leg 2 has leg 1's two teams swapped.
 */
export function tieMatch(
  leg1: EngineMatch,
  leg2: EngineMatch,
  options: TieOptions = DEFAULT_TIE_OPTIONS,
): EngineMatch {
  const aggregate = tieAggregate(leg1, leg2);
  const status =
    leg1.status === 'COMPLETED' && leg2.status === 'COMPLETED'
      ? 'COMPLETED'
      : leg1.status === 'COMPLETED'
        ? leg2.status
        : leg1.status;
  return {
    id: leg1.id,
    teamOneId: leg1.teamOneId,
    teamTwoId: leg1.teamTwoId,
    teamOneScore: aggregate?.teamOne.goals ?? null,
    teamTwoScore: aggregate?.teamTwo.goals ?? null,
    penaltiesTeamOne: leg2.penaltiesTeamTwo,
    penaltiesTeamTwo: leg2.penaltiesTeamOne,
    status,
    legs: { first: leg1, second: leg2, awayGoals: options.awayGoals },
  };
}
