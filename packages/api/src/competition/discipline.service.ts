import { type Db, execute, fetchAll, suspensionLifts, teams, transaction, users } from '@cancha/db';
import {
  type DisciplineDto,
  DomainError,
  type LiftSuspension,
  type SuspensionMatchDto,
} from '@cancha/shared';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { requireOwner, type TournamentRow } from '../tournaments/access';
import { keptTournamentAnswer } from './kept-answers';
import { computeDiscipline, disciplineRulesOf, playerSuspended } from './suspensions';

// Suspensions from cards (docs/decisions/013#discipline): computed from the events whenever asked, so a result
// corrected or a card removed is reflected at once; only the creator's lifts are stored.

async function namesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  return new Map(
    (
      await fetchAll(
        db
          .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
          .from(users)
          .where(inArray(users.id, ids)),
      )
    ).map((u) => [u.id, [u.fullname, u.lastname].filter(Boolean).join(' ')]),
  );
}

async function teamNamesOf(db: Db, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  return new Map(
    (
      await fetchAll(db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)))
    ).map((t) => [t.id, t.name]),
  );
}

async function disciplineDto(db: Db, tournament: TournamentRow, isOwner: boolean): Promise<DisciplineDto> {
  const { result, matchRows, lifts } = await computeDiscipline(db, tournament);
  const players = await namesOf(db, [...new Set(result.players.map((p) => p.playerId))]);
  const teamNames = await teamNamesOf(db, [
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
      opponentName: opponent ? (teamNames.get(opponent) ?? null) : null,
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
      teamName: teamNames.get(p.teamId) ?? '',
      yellowCards: p.yellow,
      redCards: p.red,
      secondYellows: p.secondYellows,
      accumulated: p.accumulated,
    })),
    suspensions: result.suspensions.map((s) => ({
      playerId: s.playerId,
      name: players.get(s.playerId) ?? '',
      teamId: s.teamId,
      teamName: teamNames.get(s.teamId) ?? '',
      reason: s.reason,
      cardMatchId: s.cardMatchId,
      matches: s.matches,
      appliesTo: s.appliesTo.map((id) => matchInfo(s.teamId, id)),
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
 * match must be one the player is suspended for, and the lift is kept with its reason.
 */
export async function liftSuspension(
  db: Db,
  user: UserRow,
  input: z.output<typeof LiftSuspension>,
): Promise<DisciplineDto> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    if (!(await playerSuspended(tx, tournament, input.playerId, input.matchId))) {
      throw new DomainError('NOT_FOUND', 'The player is not suspended for that match');
    }
    await execute(
      tx.insert(suspensionLifts).values({
        tournamentId: tournament.id,
        playerId: input.playerId,
        matchId: input.matchId,
        reason: input.reason,
        liftedById: user.id,
      }),
    );
    return await disciplineDto(tx, tournament, true);
  });
}
