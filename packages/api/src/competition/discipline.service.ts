import { type Db, execute, suspensionLifts, transaction } from '@cancha/db';
import {
  type DisciplineDto,
  DomainError,
  type LiftSuspension,
  type SuspensionMatchDto,
} from '@cancha/shared';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { isSuspended } from '../engine';
import { requireOwner, type TournamentRow } from '../tournaments/access';
import { keptTournamentAnswer } from './kept-answers';
import { playerNames, teamNames, tellSuspensionLifted } from './suspension-notices';
import { computeDiscipline, disciplineRulesOf, served } from './suspensions';

// Suspensions from cards (docs/decisions/013#discipline): computed from the events whenever asked, so a result
// corrected or a card removed is reflected at once; only the creator's lifts are stored.

async function disciplineDto(db: Db, tournament: TournamentRow, isOwner: boolean): Promise<DisciplineDto> {
  const { result, matchRows, lifts } = await computeDiscipline(db, tournament);
  const players = await playerNames(db, [...new Set(result.players.map((p) => p.playerId))]);
  const teamNamesById = await teamNames(db, [
    ...new Set(matchRows.flatMap((m) => (m.teamTwoId ? [m.teamOneId, m.teamTwoId] : [m.teamOneId]))),
  ]);
  const matchById = new Map(matchRows.map((m) => [m.id, m]));
  const liftOf = new Map(lifts.map((l) => [`${l.playerId}:${l.matchId}`, l]));
  const matchInfo = (teamId: string, matchId: string): SuspensionMatchDto => {
    const m = matchById.get(matchId);
    const opponent = m ? (m.teamOneId === teamId ? m.teamTwoId : m.teamOneId) : null;
    return {
      matchId,
      date: m?.date ?? null,
      opponentName: opponent ? (teamNamesById.get(opponent) ?? null) : null,
    };
  };
  return {
    tournamentId: tournament.id,
    rules: disciplineRulesOf(tournament),
    canLift: isOwner,
    players: result.players.map((p) => ({
      playerId: p.playerId,
      name: players.get(p.playerId) ?? '',
      teamId: p.teamId,
      teamName: teamNamesById.get(p.teamId) ?? '',
      yellowCards: p.yellow,
      redCards: p.red,
      secondYellows: p.secondYellows,
      accumulated: p.accumulated,
    })),
    suspensions: result.suspensions.map((s) => ({
      playerId: s.playerId,
      name: players.get(s.playerId) ?? '',
      teamId: s.teamId,
      teamName: teamNamesById.get(s.teamId) ?? '',
      reason: s.reason,
      cardMatchId: s.cardMatchId,
      matches: s.matches,
      appliesTo: s.appliesTo.map((id) => {
        const m = matchById.get(id);
        return { ...matchInfo(s.teamId, id), served: m ? served(m) : false };
      }),
      pending: s.pending,
      lifted: s.lifted.map((id) => {
        const lift = liftOf.get(`${s.playerId}:${id}`);
        return {
          ...matchInfo(s.teamId, id),
          reason: lift?.reason ?? '',
          liftedAt: (lift?.createdAt ?? new Date(0)).toISOString(),
        };
      }),
    })),
  };
}

/** GET tournaments/{id}/discipline: whoever may see the tournament (suspensions are published, as leagues do). */
export async function getDiscipline(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
): Promise<DisciplineDto> {
  return await keptTournamentAnswer('discipline', db, user, tournamentId, async (tournament, isOwner) =>
    disciplineDto(db, tournament, isOwner),
  );
}

/**
 * POST tournaments/{id}/discipline/lift: the creator upholds an appeal, so the player may play that match; the
 * match must be one the player is suspended for and not yet played, and the lift is kept with its reason.
 */
export async function liftSuspension(
  db: Db,
  user: UserRow,
  input: z.output<typeof LiftSuspension>,
): Promise<DisciplineDto> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    const { result, matchRows } = await computeDiscipline(tx, tournament);
    if (!isSuspended(result, input.playerId, input.matchId)) {
      throw new DomainError('NOT_FOUND', 'The player is not suspended for that match');
    }
    // Sat out already: lifting it now would change nothing but the record.
    const match = matchRows.find((m) => m.id === input.matchId);
    if (match && served(match)) throw new DomainError('MATCH_FINISHED');
    await execute(
      tx.insert(suspensionLifts).values({
        tournamentId: tournament.id,
        playerId: input.playerId,
        matchId: input.matchId,
        reason: input.reason,
        liftedById: user.id,
      }),
    );
    const answer = await disciplineDto(tx, tournament, true);
    const suspension = answer.suspensions.find(
      (s) => s.playerId === input.playerId && s.lifted.some((l) => l.matchId === input.matchId),
    );
    const lifted = suspension?.lifted.find((l) => l.matchId === input.matchId);
    if (suspension && lifted) {
      await tellSuspensionLifted(tx, tournament, {
        playerId: input.playerId,
        teamId: suspension.teamId,
        match: `${suspension.teamName} - ${lifted.opponentName ?? ''}`,
        matchId: input.matchId,
      });
    }
    return answer;
  });
}
