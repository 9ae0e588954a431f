import { type Db, execute, fetchOne, matchEvents, matches } from '@cancha/db';
import { type EventType, SCORING_EVENTS } from '@cancha/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { matchFairPlay } from '../engine';
import { toCardEvents } from './engine-input';
import { eventsOf, type MatchRow } from './rows';

/**
 * Scores follow the events (docs/product/competition.md#scores): a goal or a scored penalty counts for its
 * team, an own goal for the other. Recounting, rather than adding and subtracting, keeps them exact and never
 * below zero. A shoot-out is either told kick by kick (its events are then counted) or typed as a result in
 * the result form (kept on the match as typed). The stored fair play of both teams is recounted from the
 * cards at the same time.
 */
export async function recount(tx: Db, match: MatchRow): Promise<MatchRow> {
  const rows = await eventsOf(tx, match.id);
  const scoring = SCORING_EVENTS as readonly EventType[];
  const goalsFor = (teamId: string, other: string | null) =>
    rows.filter(
      (e) =>
        (e.teamId === teamId && scoring.includes(e.type)) || (e.teamId === other && e.type === 'OWN_GOAL'),
    ).length;
  const kicks = rows.some(
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
  // A walkover's or forfeit's score was awarded: it does not follow the events.
  const awarded = match.decision !== null;
  return (await fetchOne(
    tx
      .update(matches)
      .set({
        teamOneScore: awarded ? match.teamOneScore : started && two ? goalsFor(match.teamOneId, two) : null,
        teamTwoScore: awarded ? match.teamTwoScore : started && two ? goalsFor(two, match.teamOneId) : null,
        penaltiesTeamOne: kicks ? pens(match.teamOneId) : match.penaltiesTeamOne,
        penaltiesTeamTwo: kicks ? pens(two) : match.penaltiesTeamTwo,
        teamOneFairPlay: one.points,
        teamTwoFairPlay: other.points,
        teamOneBlueCards: one.blueCards,
        teamTwoBlueCards: other.blueCards,
      })
      .where(eq(matches.id, match.id))
      .returning(),
  ))!;
}

/**
 * Makes a side's goals what the result form says, changing only the difference: the goals already told (with
 * their scorers and minutes) that still fit stay; missing ones are added without a scorer; surplus ones go, those
 * without a scorer first, then the latest told.
 */
export async function setGoals(
  tx: Db,
  match: MatchRow,
  teamId: string,
  value: number,
  user: UserRow,
): Promise<void> {
  const other = teamId === match.teamOneId ? match.teamTwoId : match.teamOneId;
  const scoring = SCORING_EVENTS as readonly EventType[];
  const counted = (await eventsOf(tx, match.id)).filter(
    (e) =>
      (e.teamId === teamId && scoring.includes(e.type)) ||
      (other && e.teamId === other && e.type === 'OWN_GOAL'),
  );
  if (counted.length > value) {
    const surplus = [...counted]
      .sort(
        (a, b) =>
          Number(a.playerId !== null) - Number(b.playerId !== null) ||
          b.minute - a.minute ||
          b.createdAt.getTime() - a.createdAt.getTime(),
      )
      .slice(0, counted.length - value)
      .map((e) => e.id);
    await execute(tx.delete(matchEvents).where(inArray(matchEvents.id, surplus)));
  } else if (counted.length < value) {
    await execute(
      tx.insert(matchEvents).values(
        Array.from({ length: value - counted.length }, () => ({
          matchId: match.id,
          teamId,
          playerId: null,
          type: 'GOAL' as const,
          minute: 0,
          createdById: user.id,
        })),
      ),
    );
  }
}

/**
 * A shoot-out typed in the result form is the shoot-out's result: stored on the match as typed, with no made-up
 * kicks. It replaces a kick-by-kick account that disagrees with it.
 */
export async function setShootout(
  tx: Db,
  match: MatchRow,
  penalties: { one: number | null | undefined; two: number | null | undefined },
): Promise<MatchRow> {
  const one = penalties.one ?? match.penaltiesTeamOne;
  const two = penalties.two ?? match.penaltiesTeamTwo;
  await execute(
    tx
      .delete(matchEvents)
      .where(
        and(
          eq(matchEvents.matchId, match.id),
          inArray(matchEvents.type, ['PENALTY_SHOOTOUT_SCORED', 'PENALTY_SHOOTOUT_MISSED']),
        ),
      ),
  );
  return (await fetchOne(
    tx
      .update(matches)
      .set({ penaltiesTeamOne: one, penaltiesTeamTwo: two })
      .where(eq(matches.id, match.id))
      .returning(),
  ))!;
}
