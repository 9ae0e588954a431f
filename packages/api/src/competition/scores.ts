import { matchEvents, matches, type Queryable } from '@cancha/db';
import { type EventType, SCORING_EVENTS } from '@cancha/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { matchFairPlay } from '../engine';
import { toCardEvents } from './engine-input';
import { eventsOf, type MatchRow } from './rows';

/**
 * Scores and shoot-out tallies follow the events (spec: tournaments §4 Score rules): a goal or a scored penalty
 * counts for its team, an own goal for the other. Recounting, rather than adding and subtracting, keeps them
 * exact and never below zero. The stored fair play of both teams is recounted from the cards at the same time.
 */
export function recount(tx: Queryable, match: MatchRow): MatchRow {
  const rows = eventsOf(tx, match.id);
  const scoring = SCORING_EVENTS as readonly EventType[];
  const goalsFor = (teamId: string, other: string | null) =>
    rows.filter(
      (e) =>
        (e.teamId === teamId && scoring.includes(e.type)) || (e.teamId === other && e.type === 'OWN_GOAL'),
    ).length;
  const shootout = rows.some(
    (e) => e.type === 'PENALTY_SHOOTOUT_SCORED' || e.type === 'PENALTY_SHOOTOUT_MISSED',
  );
  const pens = (teamId: string | null) =>
    rows.filter((e) => e.teamId === teamId && e.type === 'PENALTY_SHOOTOUT_SCORED').length;
  const started = rows.length > 0 || match.status === 'COMPLETED' || match.status === 'IN_PROGRESS';
  const two = match.teamTwoId;
  const fairPlay = (teamId: string | null) =>
    matchFairPlay(toCardEvents(rows.filter((e) => e.teamId === teamId)));
  const one = fairPlay(match.teamOneId);
  const other = fairPlay(two);
  return tx
    .update(matches)
    .set({
      teamOneScore: started && two ? goalsFor(match.teamOneId, two) : null,
      teamTwoScore: started && two ? goalsFor(two, match.teamOneId) : null,
      penaltiesTeamOne: shootout ? pens(match.teamOneId) : null,
      penaltiesTeamTwo: shootout ? pens(two) : null,
      teamOneFairPlay: one.points,
      teamTwoFairPlay: other.points,
      teamOneBlueCards: one.blueCards,
      teamTwoBlueCards: other.blueCards,
    })
    .where(eq(matches.id, match.id))
    .returning()
    .get();
}

/** Replaces a side's goals (or shoot-out goals) with that many entered through the result form, with no player. */
export function setTally(
  tx: Queryable,
  match: MatchRow,
  teamId: string,
  value: number,
  kind: 'GOALS' | 'PENALTIES',
  user: UserRow,
): void {
  const other = teamId === match.teamOneId ? match.teamTwoId : match.teamOneId;
  if (kind === 'GOALS') {
    tx.delete(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, match.id),
          or(
            and(eq(matchEvents.teamId, teamId), inArray(matchEvents.type, [...SCORING_EVENTS])),
            other ? and(eq(matchEvents.teamId, other), eq(matchEvents.type, 'OWN_GOAL')) : undefined,
          ),
        ),
      )
      .run();
  } else {
    tx.delete(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, match.id),
          eq(matchEvents.teamId, teamId),
          eq(matchEvents.type, 'PENALTY_SHOOTOUT_SCORED'),
        ),
      )
      .run();
  }
  if (value === 0) return;
  const type: EventType = kind === 'GOALS' ? 'GOAL' : 'PENALTY_SHOOTOUT_SCORED';
  tx.insert(matchEvents)
    .values(
      Array.from({ length: value }, () => ({
        matchId: match.id,
        teamId,
        playerId: null,
        type,
        minute: 0,
        createdById: user.id,
      })),
    )
    .run();
}
