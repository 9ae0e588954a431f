import {
  type Db,
  execute,
  fetchAll,
  matchEvents,
  type Queryable,
  registrations,
  suspensionLifts,
  teams,
  transaction,
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
import { requireOwner, requireTournament, type TournamentRow } from '../tournaments/tournaments.service';
import { maySeeTournament } from '../tournaments/visibility';
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
async function compute(db: Queryable, tournament: TournamentRow): Promise<Computed> {
  const roundRows = await roundsOf(db, tournament.id);
  const matchRows = await tournamentMatches(db, tournament.id);
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
    for (const e of await fetchAll(
      db
        .select({
          matchId: matchEvents.matchId,
          teamId: matchEvents.teamId,
          playerId: matchEvents.playerId,
          type: matchEvents.type,
          minute: matchEvents.minute,
        })
        .from(matchEvents)
        .where(
          and(inArray(matchEvents.matchId, ids), inArray(matchEvents.type, ['YELLOW_CARD', 'RED_CARD'])),
        ),
    )) {
      // A card with no player (entered for the team) suspends nobody.
      if (e.playerId === null) continue;
      cards.push({ ...e, playerId: e.playerId, type: e.type as DisciplineCard['type'] });
    }
  }
  const lifts = await fetchAll(
    db.select().from(suspensionLifts).where(eq(suspensionLifts.tournamentId, tournament.id)),
  );
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
export async function playerSuspended(
  db: Queryable,
  tournament: TournamentRow,
  playerId: string,
  matchId: string,
) {
  return isSuspended((await compute(db, tournament)).result, playerId, matchId);
}

/** The players suspended for a match, by id. */
export async function suspendedIn(
  db: Queryable,
  tournament: TournamentRow,
  matchId: string,
): Promise<Set<string>> {
  const out = new Set<string>();
  for (const s of (await compute(db, tournament)).result.suspensions) {
    if (s.appliesTo.includes(matchId)) out.add(s.playerId);
  }
  return out;
}

/** The team's players with a suspension still to serve: a match of it not yet played, or more to come. */
export async function playersToServe(
  db: Queryable,
  tournament: TournamentRow,
  teamId: string,
): Promise<Set<string>> {
  const { result, matchRows } = await compute(db, tournament);
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
export async function teamSuspensions(
  db: Queryable,
  user: UserRow,
  teamId: string,
): Promise<TeamSuspensionDto[]> {
  const entered = await fetchAll(
    db
      .select({ tournamentId: registrations.tournamentId })
      .from(registrations)
      .where(and(eq(registrations.teamId, teamId), eq(registrations.status, 'APPROVED'))),
  );
  const out: TeamSuspensionDto[] = [];
  for (const { tournamentId } of entered) {
    const tournament = await requireTournament(db, tournamentId);
    if (tournament.status === 'COMPLETED' || !(await maySeeTournament(db, tournament, { user }))) continue;
    const { result, matchRows } = await compute(db, tournament);
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

async function namesOf(db: Queryable, ids: string[]) {
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

async function teamNamesOf(db: Queryable, ids: string[]) {
  if (ids.length === 0) return new Map<string, string>();
  return new Map(
    (
      await fetchAll(db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)))
    ).map((t) => [t.id, t.name]),
  );
}

async function disciplineDto(
  db: Queryable,
  tournament: TournamentRow,
  isOwner: boolean,
): Promise<DisciplineDto> {
  const { result, matchRows, lifts } = await compute(db, tournament);
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
