import { type Db, execute, fetchOne, matchEvents, matches, transaction } from '@cancha/db';
import {
  type AddMatchEvent,
  DomainError,
  type MatchDetailDto,
  type MatchEventDto,
  type UpdateMatch,
} from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { afterMove, requireLegalMove } from '../match-day/moves';
import { requireTournament } from '../tournaments/access';
import { eventDtos, matchDetail } from './match-answers';
import { tellPlayers } from './match-notifications';
import {
  requireDecided,
  requireEditable,
  requireEventAllowed,
  requireManager,
  requireOpenForEvents,
} from './match-rules';
import { refreshTournamentOutcome } from './outcome.service';
import { requireMatch } from './rows';
import { recount, setGoals, setShootout } from './scores';
import { suspensionsNow, tellNewSuspensions } from './suspension-notices';

/**
 * docs/product/competition.md#calls — PUT soccer-match/{matchId}: status, date, time, place and the result
 * form's scores. Only its manager, and only while it is not COMPLETED; a COMPLETED match may only be reopened
 * (a status change), and not once a later knock-out round depends on it.
 */
export async function updateMatch(db: Db, user: UserRow, input: UpdateMatch): Promise<MatchDetailDto> {
  return await transaction(db, async (tx) => {
    let match = await requireMatch(tx, input.matchId);
    const before = match;
    await requireManager(tx, match, user);
    const knockout = await requireEditable(tx, match, input);
    // A match closed (or reopened) changes whose cards count: what that adds to the suspensions is told.
    const closing =
      input.status !== undefined && input.status !== match.status && match.tournamentId !== null;
    const tournament = closing ? await requireTournament(tx, match.tournamentId as string) : null;
    const suspendedBefore = tournament ? await suspensionsNow(tx, tournament) : null;
    const {
      matchId: _,
      status,
      date,
      time,
      location,
      pitchId,
      refereeId,
      scheduleLocked,
      ...tallies
    } = input;
    const place = {
      ...(date !== undefined ? { date } : {}),
      ...(time !== undefined ? { time } : {}),
      ...(location !== undefined ? { location } : {}),
      ...(pitchId !== undefined ? { pitchId } : {}),
      ...(refereeId !== undefined ? { refereeId } : {}),
    };
    if (Object.keys(place).length > 0) {
      await requireLegalMove(tx, user, match, { ...match, ...place });
      match = (await fetchOne(tx.update(matches).set(place).where(eq(matches.id, match.id)).returning()))!;
      match = await afterMove(tx, before, match);
    }
    // A day, time or pitch set by hand is the organiser's: a re-plan leaves it there until they free it.
    const lock = scheduleLocked ?? (date !== undefined || time !== undefined || pitchId ? true : undefined);
    if (lock !== undefined && lock !== match.scheduleLocked) {
      match = (await fetchOne(
        tx.update(matches).set({ scheduleLocked: lock }).where(eq(matches.id, match.id)).returning(),
      ))!;
    }
    const two = match.teamTwoId;
    if (two) {
      if (tallies.teamOneScore != null)
        await setGoals(tx, match, match.teamOneId, tallies.teamOneScore, user);
      if (tallies.teamTwoScore != null) await setGoals(tx, match, two, tallies.teamTwoScore, user);
      if (tallies.penaltiesTeamOne != null || tallies.penaltiesTeamTwo != null) {
        match = await setShootout(tx, match, {
          one: tallies.penaltiesTeamOne,
          two: tallies.penaltiesTeamTwo,
        });
      }
    }
    if (status !== undefined) {
      // Reopening a walkover or forfeit takes the decision back: the score follows the events again.
      const undecide = status !== 'COMPLETED' ? { decision: null, decisionTeamId: null } : {};
      match = (await fetchOne(
        tx
          .update(matches)
          .set({ status, ...undecide })
          .where(eq(matches.id, match.id))
          .returning(),
      ))!;
    }
    match = await recount(tx, match);
    if (match.status === 'COMPLETED' && knockout) {
      await requireDecided(
        tx,
        match,
        match.tournamentId ? await requireTournament(tx, match.tournamentId) : null,
      );
    }
    if (tournament && suspendedBefore) await tellNewSuspensions(tx, tournament, suspendedBefore);
    if (match.tournamentId) await refreshTournamentOutcome(tx, match.tournamentId);
    await tellPlayers(tx, before, match, user);
    return await matchDetail(tx, match, user);
  });
}

/**
 * docs/product/competition.md#calls — POST match-events: a player of the right team, minute 0–140, before the
 * match ends.
 */
export async function addMatchEvent(db: Db, user: UserRow, input: AddMatchEvent): Promise<MatchEventDto> {
  return await transaction(db, async (tx) => {
    const match = await requireMatch(tx, input.matchId);
    await requireManager(tx, match, user);
    await requireEventAllowed(tx, match, input);
    // One man of the match: a new choice replaces the previous one.
    if (input.type === 'FIG') {
      await execute(
        tx.delete(matchEvents).where(and(eq(matchEvents.matchId, match.id), eq(matchEvents.type, 'FIG'))),
      );
    }
    // A card may suspend its player: what it adds is told once it is in.
    const card = input.type === 'YELLOW_CARD' || input.type === 'RED_CARD';
    const tournament = card && match.tournamentId ? await requireTournament(tx, match.tournamentId) : null;
    const suspendedBefore = tournament ? await suspensionsNow(tx, tournament) : null;
    const row = (await fetchOne(
      tx
        .insert(matchEvents)
        .values({ ...input, createdById: user.id })
        .returning(),
    ))!;
    await recount(tx, match);
    if (tournament && suspendedBefore) await tellNewSuspensions(tx, tournament, suspendedBefore);
    if (match.tournamentId) await refreshTournamentOutcome(tx, match.tournamentId);
    return (await eventDtos(tx, [row]))[0]!;
  });
}

/** docs/product/competition.md#calls — DELETE match-events/{id}; the score follows. */
export async function deleteMatchEvent(db: Db, user: UserRow, eventId: string): Promise<MatchDetailDto> {
  return await transaction(db, async (tx) => {
    const event = await fetchOne(tx.select().from(matchEvents).where(eq(matchEvents.id, eventId)));
    if (!event) throw new DomainError('NOT_FOUND');
    const match = await requireMatch(tx, event.matchId);
    await requireManager(tx, match, user);
    requireOpenForEvents(match);
    await execute(tx.delete(matchEvents).where(eq(matchEvents.id, event.id)));
    const updated = await recount(tx, match);
    if (match.tournamentId) await refreshTournamentOutcome(tx, match.tournamentId);
    return await matchDetail(tx, updated, user);
  });
}
