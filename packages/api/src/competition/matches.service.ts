import { type Db, matchEvents, matches, type Queryable } from '@cancha/db';
import {
  type AddMatchEvent,
  DomainError,
  type MatchDetailDto,
  type MatchEventDto,
  type UpdateMatch,
} from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import type { MailContext } from '../match-day/referees.service';
import { afterMove, requireLegalMove } from '../match-day/schedule.service';
import { requireTournament } from '../tournaments/tournaments.service';
import { eventDtos, matchDetail } from './match-answers';
import { tellPlayers } from './match-notifications';
import {
  requireDecided,
  requireEditable,
  requireEventAllowed,
  requireManager,
  requireOpenForEvents,
  requireVisible,
} from './match-rules';
import { refreshTournamentOutcome } from './outcome.service';
import { requireMatch } from './rows';
import { recount, setGoals, setShootout } from './scores';

/** docs/product/competition.md#calls — GET soccer-match/{matchId}/matchs. */
export function getMatch(db: Queryable, user: UserRow, matchId: string): MatchDetailDto {
  const match = requireMatch(db, matchId);
  requireVisible(db, match, user);
  return matchDetail(db, match, user);
}

/**
 * docs/product/competition.md#calls — PUT soccer-match/{matchId}: status, date, time, place and the result
 * form's scores. Only its manager, and only while it is not COMPLETED; a COMPLETED match may only be reopened
 * (a status change), and not once a later knock-out round depends on it.
 */
export function updateMatch(db: Db, mail: MailContext, user: UserRow, input: UpdateMatch): MatchDetailDto {
  return db.transaction((tx) => {
    let match = requireMatch(tx, input.matchId);
    const before = match;
    requireManager(tx, match, user);
    const knockout = requireEditable(tx, match, input);
    const { matchId: _, status, date, time, location, pitchId, refereeId, ...tallies } = input;
    const place = {
      ...(date !== undefined ? { date } : {}),
      ...(time !== undefined ? { time } : {}),
      ...(location !== undefined ? { location } : {}),
      ...(pitchId !== undefined ? { pitchId } : {}),
      ...(refereeId !== undefined ? { refereeId } : {}),
    };
    if (Object.keys(place).length > 0) {
      requireLegalMove(tx, match, { ...match, ...place });
      match = tx.update(matches).set(place).where(eq(matches.id, match.id)).returning().get();
      match = afterMove(tx, mail, before, match);
    }
    const two = match.teamTwoId;
    if (two) {
      if (tallies.teamOneScore != null) setGoals(tx, match, match.teamOneId, tallies.teamOneScore, user);
      if (tallies.teamTwoScore != null) setGoals(tx, match, two, tallies.teamTwoScore, user);
      if (tallies.penaltiesTeamOne != null || tallies.penaltiesTeamTwo != null) {
        match = setShootout(tx, match, { one: tallies.penaltiesTeamOne, two: tallies.penaltiesTeamTwo });
      }
    }
    if (status !== undefined) {
      // Reopening a walkover or forfeit takes the decision back: the score follows the events again.
      const undecide = status !== 'COMPLETED' ? { decision: null, decisionTeamId: null } : {};
      match = tx
        .update(matches)
        .set({ status, ...undecide })
        .where(eq(matches.id, match.id))
        .returning()
        .get();
    }
    match = recount(tx, match);
    if (match.status === 'COMPLETED' && knockout) {
      requireDecided(tx, match, match.tournamentId ? requireTournament(tx, match.tournamentId) : null);
    }
    if (match.tournamentId) refreshTournamentOutcome(tx, match.tournamentId);
    tellPlayers(tx, before, match, user);
    return matchDetail(tx, match, user);
  });
}

/**
 * docs/product/competition.md#calls — POST match-events: a player of the right team, minute 0–140, before the
 * match ends.
 */
export function addMatchEvent(db: Db, user: UserRow, input: AddMatchEvent): MatchEventDto {
  return db.transaction((tx) => {
    const match = requireMatch(tx, input.matchId);
    requireManager(tx, match, user);
    requireEventAllowed(tx, match, input);
    // One man of the match: a new choice replaces the previous one.
    if (input.type === 'FIG') {
      tx.delete(matchEvents)
        .where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.type, 'FIG')))
        .run();
    }
    const row = tx
      .insert(matchEvents)
      .values({ ...input, createdById: user.id })
      .returning()
      .get();
    recount(tx, match);
    if (match.tournamentId) refreshTournamentOutcome(tx, match.tournamentId);
    return eventDtos(tx, [row])[0]!;
  });
}

/** docs/product/competition.md#calls — DELETE match-events/{id}; the score follows. */
export function deleteMatchEvent(db: Db, user: UserRow, eventId: string): MatchDetailDto {
  return db.transaction((tx) => {
    const event = tx.select().from(matchEvents).where(eq(matchEvents.id, eventId)).get();
    if (!event) throw new DomainError('NOT_FOUND');
    const match = requireMatch(tx, event.matchId);
    requireManager(tx, match, user);
    requireOpenForEvents(match);
    tx.delete(matchEvents).where(eq(matchEvents.id, event.id)).run();
    const updated = recount(tx, match);
    if (match.tournamentId) refreshTournamentOutcome(tx, match.tournamentId);
    return matchDetail(tx, updated, user);
  });
}
