import {
  type Db,
  execute,
  fetchOne,
  matchEvents,
  matches,
  pointAdjustments,
  registrations,
  transaction,
} from '@cancha/db';
import {
  type AddPointAdjustment,
  DomainError,
  type MatchDetailDto,
  type PointAdjustmentDto,
  type RecordForfeit,
  type RecordWalkover,
  type WithdrawTeam,
} from '@cancha/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { forfeitScore, walkoverScore, withdrawalPlan } from '../engine';
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/access';
import { adjustmentsDto, walkoverRulesOf } from './adjustments';
import { toEngineMatch } from './engine-input';
import { matchDetail } from './match-answers';
import { requireLaterRoundFree, requireManager } from './match-rules';
import { refreshTournamentOutcome } from './outcome.service';
import { type MatchRow, requireMatch, tournamentMatches } from './rows';
import { recount } from './scores';

// Results the organiser decides off the pitch (docs/decisions/013#awards): walkovers, forfeits, point adjustments
// and withdrawals. The engine (../engine/awards.ts) says what each one makes of the results.

async function tournamentMatch(tx: Db, matchId: string, user: UserRow) {
  const match = await requireMatch(tx, matchId);
  await requireManager(tx, match, user);
  if (!match.tournamentId) throw new DomainError('VALIDATION', 'Only a tournament match is awarded');
  if (match.teamTwoId === null) throw new DomainError('VALIDATION', 'A bye has no result');
  return { match, tournament: await requireTournament(tx, match.tournamentId) };
}

async function award(
  tx: Db,
  match: MatchRow,
  decision: 'WALKOVER' | 'FORFEIT',
  against: string,
  score: { teamOneScore: number; teamTwoScore: number },
): Promise<MatchRow> {
  const updated = (await fetchOne(
    tx
      .update(matches)
      .set({
        ...score,
        penaltiesTeamOne: null,
        penaltiesTeamTwo: null,
        status: 'COMPLETED',
        decision,
        decisionTeamId: against,
      })
      .where(eq(matches.id, match.id))
      .returning(),
  ))!;
  // The stored fair play follows the cards that stay.
  return await recount(tx, updated);
}

/**
 * POST soccer-match/{id}/walkover: the team that did not show up loses by the tournament's walkover score. The match
 * was not played, so any events entered for it go: nobody's statistics come from a walkover.
 */
export async function recordWalkover(
  db: Db,
  user: UserRow,
  input: z.output<typeof RecordWalkover>,
): Promise<MatchDetailDto> {
  return await transaction(db, async (tx) => {
    const { match, tournament } = await tournamentMatch(tx, input.matchId, user);
    if (match.status === 'COMPLETED') throw new DomainError('MATCH_FINISHED');
    const score = walkoverScoreOf(match, input.absentTeamId, tournament);
    await execute(tx.delete(matchEvents).where(eq(matchEvents.matchId, match.id)));
    const updated = await award(tx, match, 'WALKOVER', input.absentTeamId, score);
    await refreshTournamentOutcome(tx, tournament.id);
    return await matchDetail(tx, updated, user);
  });
}

function walkoverScoreOf(match: MatchRow, absent: string, tournament: TournamentRow) {
  if (absent !== match.teamOneId && absent !== match.teamTwoId) throw new DomainError('TEAM_NOT_IN_MATCH');
  return walkoverScore(toEngineMatch(match), absent, walkoverRulesOf(tournament).goals);
}

/**
 * POST soccer-match/{id}/forfeit: a played (COMPLETED) match is lost by the offending team; the result is replaced
 * by the awarded score unless the pitch already gave the other team a wider win. The events stay (the cards still
 * count for discipline). Not once a later knock-out round was drawn from the result.
 */
export async function recordForfeit(
  db: Db,
  user: UserRow,
  input: z.output<typeof RecordForfeit>,
): Promise<MatchDetailDto> {
  return await transaction(db, async (tx) => {
    const { match, tournament } = await tournamentMatch(tx, input.matchId, user);
    if (match.status !== 'COMPLETED' || match.decision !== null) {
      throw new DomainError('VALIDATION', 'Only a played, completed match is forfeited');
    }
    await requireLaterRoundFree(tx, match);
    walkoverScoreOf(match, input.offendingTeamId, tournament);
    const score = forfeitScore(
      toEngineMatch(match),
      input.offendingTeamId,
      walkoverRulesOf(tournament).goals,
    );
    const updated = await award(tx, match, 'FORFEIT', input.offendingTeamId, score);
    await refreshTournamentOutcome(tx, tournament.id);
    return await matchDetail(tx, updated, user);
  });
}

async function requireApproved(tx: Db, tournamentId: string, teamId: string) {
  const registration = await fetchOne(
    tx
      .select()
      .from(registrations)
      .where(
        and(
          eq(registrations.tournamentId, tournamentId),
          eq(registrations.teamId, teamId),
          eq(registrations.status, 'APPROVED'),
        ),
      ),
  );
  if (!registration) throw new DomainError('NOT_FOUND');
  return registration;
}

/** POST tournaments/{id}/adjustments: the creator deducts or adds points, with the reason shown to everyone. */
export async function addPointAdjustment(
  db: Db,
  user: UserRow,
  input: z.output<typeof AddPointAdjustment>,
): Promise<PointAdjustmentDto[]> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    await requireApproved(tx, tournament.id, input.teamId);
    await execute(
      tx.insert(pointAdjustments).values({
        tournamentId: tournament.id,
        teamId: input.teamId,
        points: input.points,
        reason: input.reason,
        createdById: user.id,
      }),
    );
    await refreshTournamentOutcome(tx, tournament.id);
    return await adjustmentsDto(tx, tournament.id);
  });
}

/** DELETE tournaments/adjustments/{id}: the creator takes an adjustment back. */
export async function deletePointAdjustment(
  db: Db,
  user: UserRow,
  adjustmentId: string,
): Promise<PointAdjustmentDto[]> {
  return await transaction(db, async (tx) => {
    const row = await fetchOne(
      tx.select().from(pointAdjustments).where(eq(pointAdjustments.id, adjustmentId)),
    );
    if (!row) throw new DomainError('NOT_FOUND');
    const tournament = await requireOwner(tx, row.tournamentId, user);
    await execute(tx.delete(pointAdjustments).where(eq(pointAdjustments.id, adjustmentId)));
    await refreshTournamentOutcome(tx, tournament.id);
    return await adjustmentsDto(tx, tournament.id);
  });
}

/**
 * POST tournaments/{id}/withdraw: once a team has the tournament's number of walkovers, the creator withdraws it; its
 * matches still to play are annulled (CANCELED: they count nowhere) or awarded to the opponents as walkovers.
 * Played matches stand, and the team stays in the table, marked as withdrawn.
 */
export async function withdrawTeam(
  db: Db,
  user: UserRow,
  input: z.output<typeof WithdrawTeam>,
): Promise<{ withdrawn: number }> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    const registration = await requireApproved(tx, tournament.id, input.teamId);
    if (registration.withdrawnAt) throw new DomainError('TEAM_WITHDRAWN');
    const rows = await tournamentMatches(tx, tournament.id);
    const walkovers = rows.filter(
      (m) => m.decision === 'WALKOVER' && m.decisionTeamId === input.teamId,
    ).length;
    if (walkovers < walkoverRulesOf(tournament).toWithdraw) throw new DomainError('NOT_ENOUGH_WALKOVERS');
    const plan = withdrawalPlan(rows.map(toEngineMatch), input.teamId, input.remaining);
    const byId = new Map(rows.map((m) => [m.id, m]));
    const cancel = plan.filter((s) => s.action === 'CANCEL').map((s) => s.matchId);
    if (cancel.length > 0) {
      await execute(tx.update(matches).set({ status: 'CANCELED' }).where(inArray(matches.id, cancel)));
    }
    for (const step of plan.filter((s) => s.action === 'AWARD')) {
      const match = byId.get(step.matchId) as MatchRow;
      await execute(tx.delete(matchEvents).where(eq(matchEvents.matchId, match.id)));
      await award(tx, match, 'WALKOVER', input.teamId, walkoverScoreOf(match, input.teamId, tournament));
    }
    await execute(
      tx.update(registrations).set({ withdrawnAt: new Date() }).where(eq(registrations.id, registration.id)),
    );
    await refreshTournamentOutcome(tx, tournament.id);
    return { withdrawn: plan.length };
  });
}
