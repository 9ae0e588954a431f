import {
  type Db,
  matchEvents,
  type Queryable,
  registrations,
  suspensionLifts,
  teams,
  users,
} from '@cancha/db';
import {
  DEFAULT_DISCIPLINE,
  type DisciplineDto,
  type DisciplineSettings,
  DomainError,
  type LiftSuspension,
  type SuspensionMatchDto,
  type TeamSuspensionDto,
} from '@cancha/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import {
  type DisciplineCard,
  type DisciplineMatch,
  type DisciplineResult,
  type DisciplineStage,
  discipline,
  isSuspended,
} from '../engine';
import {
  requireOwner,
  requireTournament,
  type TournamentRow,
  tournamentVisibleTo,
} from '../tournaments/tournaments.service';
import { keptTournamentAnswer } from './kept-answers';
import { type MatchRow, type RoundRow, roundsOf, tournamentMatches } from './rows';

// Suspensions from cards (docs/decisions/013#discipline): computed from the events whenever asked, so a result
// corrected or a card removed is reflected at once; only the creator's lifts are stored.

export const disciplineRulesOf = (t: Pick<TournamentRow, 'discipline'>): DisciplineSettings => ({
  ...DEFAULT_DISCIPLINE,
  ...t.discipline,
});

const STAGE: Record<RoundRow['kind'], DisciplineStage> = {
  LEAGUE: 'LEAGUE',
  GROUP: 'GROUP',
  KNOCKOUT: 'KNOCKOUT',
  TRIANGULAR: 'KNOCKOUT',
};

interface Computed {
  result: DisciplineResult;
  matchRows: MatchRow[];
  lifts: (typeof suspensionLifts.$inferSelect)[];
}

/** Every player's cards and suspensions in the tournament, as the stored matches, events and lifts say. */
function compute(db: Queryable, tournament: TournamentRow): Computed {
  const roundRows = roundsOf(db, tournament.id);
  const matchRows = tournamentMatches(db, tournament.id);
  const roundById = new Map(roundRows.map((r) => [r.id, r]));
  const list: DisciplineMatch[] = [];
  for (const m of matchRows) {
    const round = m.roundId ? roundById.get(m.roundId) : undefined;
    if (!round) continue;
    list.push({
      id: m.id,
      teamOneId: m.teamOneId,
      teamTwoId: m.teamTwoId,
      status: m.status,
      stage: STAGE[round.kind],
      // Round by round, then the order within it; a tie's second leg after its first.
      order: round.number * 100_000 + m.matchOrder * 2 + (m.leg === 2 ? 1 : 0),
    });
  }
  const ids = list.map((m) => m.id);
  const cards: DisciplineCard[] = [];
  if (ids.length > 0) {
    for (const e of db
      .select({
        matchId: matchEvents.matchId,
        teamId: matchEvents.teamId,
        playerId: matchEvents.playerId,
        type: matchEvents.type,
        minute: matchEvents.minute,
      })
      .from(matchEvents)
      .where(and(inArray(matchEvents.matchId, ids), inArray(matchEvents.type, ['YELLOW_CARD', 'RED_CARD'])))
      .all()) {
      // A card with no player (entered for the team) suspends nobody.
      if (e.playerId === null) continue;
      cards.push({ ...e, playerId: e.playerId, type: e.type as DisciplineCard['type'] });
    }
  }
  const lifts = db
    .select()
    .from(suspensionLifts)
    .where(eq(suspensionLifts.tournamentId, tournament.id))
    .all();
  const rules = disciplineRulesOf(tournament);
  const result = discipline(
    list,
    cards,
    { ...rules, suspensionMatchesForSecondYellow: 1 },
    lifts.map((l) => ({ playerId: l.playerId, matchId: l.matchId })),
  );
  return { result, matchRows, lifts };
}

/** Whether the player is suspended for the match (a tournament match; friendlies have no suspensions). */
export function playerSuspended(db: Queryable, tournament: TournamentRow, playerId: string, matchId: string) {
  return isSuspended(compute(db, tournament).result, playerId, matchId);
}

/** The players suspended for a match, by id. */
export function suspendedIn(db: Queryable, tournament: TournamentRow, matchId: string): Set<string> {
  const out = new Set<string>();
  for (const s of compute(db, tournament).result.suspensions) {
    if (s.appliesTo.includes(matchId)) out.add(s.playerId);
  }
  return out;
}

/** The team's players with a suspension still to serve: a match of it not yet played, or more to come. */
export function playersToServe(db: Queryable, tournament: TournamentRow, teamId: string): Set<string> {
  const { result, matchRows } = compute(db, tournament);
  const open = new Set(matchRows.filter((m) => m.status !== 'COMPLETED').map((m) => m.id));
  const out = new Set<string>();
  for (const s of result.suspensions) {
    if (s.teamId !== teamId) continue;
    if (s.pending > 0 || s.appliesTo.some((id) => open.has(id))) out.add(s.playerId);
  }
  return out;
}

/**
 * The team's players with a suspension to serve in the tournaments it is playing (approved, not finished), for the
 * team's lineup. Only tournaments the viewer may see.
 */
export function teamSuspensions(db: Queryable, user: UserRow, teamId: string): TeamSuspensionDto[] {
  const entered = db
    .select({ tournamentId: registrations.tournamentId })
    .from(registrations)
    .where(and(eq(registrations.teamId, teamId), eq(registrations.status, 'APPROVED')))
    .all();
  const out: TeamSuspensionDto[] = [];
  for (const { tournamentId } of entered) {
    const tournament = requireTournament(db, tournamentId);
    if (tournament.status === 'COMPLETED' || !tournamentVisibleTo(db, tournament, user)) continue;
    const { result, matchRows } = compute(db, tournament);
    const open = new Set(matchRows.filter((m) => m.status !== 'COMPLETED').map((m) => m.id));
    for (const s of result.suspensions) {
      if (s.teamId !== teamId) continue;
      const next = s.appliesTo.find((id) => open.has(id)) ?? null;
      if (next === null && s.pending === 0) continue;
      out.push({
        playerId: s.playerId,
        tournamentId,
        tournamentName: tournament.name,
        reason: s.reason,
        matchId: next,
      });
    }
  }
  return out;
}

function namesOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  return new Map(
    db
      .select({ id: users.id, fullname: users.fullname, lastname: users.lastname })
      .from(users)
      .where(inArray(users.id, ids))
      .all()
      .map((u) => [u.id, [u.fullname, u.lastname].filter(Boolean).join(' ')]),
  );
}

function teamNamesOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  return new Map(
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, ids))
      .all()
      .map((t) => [t.id, t.name]),
  );
}

function disciplineDto(db: Queryable, tournament: TournamentRow, isOwner: boolean): DisciplineDto {
  const { result, matchRows, lifts } = compute(db, tournament);
  const players = namesOf(db, [...new Set(result.players.map((p) => p.playerId))]);
  const teamNames = teamNamesOf(db, [
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
export function getDiscipline(db: Db, user: UserRow | null, tournamentId: string): DisciplineDto {
  return keptTournamentAnswer('discipline', db, user, tournamentId, (tournament, isOwner) =>
    disciplineDto(db, tournament, isOwner),
  );
}

/**
 * POST tournaments/{id}/discipline/lift: the creator upholds an appeal, so the player may play that match; the
 * match must be one the player is suspended for, and the lift is kept with its reason.
 */
export function liftSuspension(db: Db, user: UserRow, input: z.output<typeof LiftSuspension>): DisciplineDto {
  return db.transaction((tx) => {
    const tournament = requireOwner(tx, input.tournamentId, user);
    if (!playerSuspended(tx, tournament, input.playerId, input.matchId)) {
      throw new DomainError('NOT_FOUND', 'The player is not suspended for that match');
    }
    tx.insert(suspensionLifts)
      .values({
        tournamentId: tournament.id,
        playerId: input.playerId,
        matchId: input.matchId,
        reason: input.reason,
        liftedById: user.id,
      })
      .run();
    return disciplineDto(tx, tournament, true);
  });
}
