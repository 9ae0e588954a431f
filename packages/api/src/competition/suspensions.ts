import { type Db, fetchAll, matchEvents, registrations, suspensionLifts } from '@cancha/db';
import { DEFAULT_DISCIPLINE, type DisciplineSettings, type TeamSuspensionDto } from '@cancha/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import {
  type DisciplineCard,
  type DisciplineMatch,
  type DisciplineResult,
  type DisciplineStage,
  discipline,
  isSuspended,
} from '../engine';
import { requireTournament, type TournamentRow } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import { type MatchRow, type RoundRow, roundsOf, tournamentMatches } from './rows';

// Who may not play (docs/decisions/013#discipline): the cards of a tournament counted into suspensions.

export const disciplineRulesOf = (t: Pick<TournamentRow, 'discipline'>): DisciplineSettings => ({
  ...DEFAULT_DISCIPLINE,
  ...t.discipline,
});

/** A match of a suspension is served once played: the player sat it out, and there is nothing left to lift. */
export const served = (m: Pick<MatchRow, 'status'>): boolean => m.status === 'COMPLETED';

/** Whether the player is suspended for the match (a tournament match; friendlies have no suspensions). */
export async function playerSuspended(db: Db, tournament: TournamentRow, playerId: string, matchId: string) {
  return isSuspended((await computeDiscipline(db, tournament)).result, playerId, matchId);
}

/** The players suspended for a match, by id. */
export async function suspendedIn(db: Db, tournament: TournamentRow, matchId: string): Promise<Set<string>> {
  const out = new Set<string>();
  for (const s of (await computeDiscipline(db, tournament)).result.suspensions) {
    if (s.appliesTo.includes(matchId)) out.add(s.playerId);
  }
  return out;
}

/** The team's players with a suspension still to serve: a match of it not yet played, or more to come. */
export async function playersToServe(
  db: Db,
  tournament: TournamentRow,
  teamId: string,
): Promise<Set<string>> {
  const { result, matchRows } = await computeDiscipline(db, tournament);
  const open = new Set(matchRows.filter((m) => !served(m)).map((m) => m.id));
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
export async function teamSuspensions(db: Db, user: UserRow, teamId: string): Promise<TeamSuspensionDto[]> {
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
    const { result, matchRows } = await computeDiscipline(db, tournament);
    const open = new Set(matchRows.filter((m) => !served(m)).map((m) => m.id));
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

const STAGE: Record<RoundRow['kind'], DisciplineStage> = {
  LEAGUE: 'LEAGUE',
  GROUP: 'GROUP',
  KNOCKOUT: 'KNOCKOUT',
  TRIANGULAR: 'KNOCKOUT',
};

export interface Computed {
  result: DisciplineResult;
  matchRows: MatchRow[];
  lifts: (typeof suspensionLifts.$inferSelect)[];
}

/** Every player's cards and suspensions in the tournament, as the stored matches, events and lifts say. */
export async function computeDiscipline(db: Db, tournament: TournamentRow): Promise<Computed> {
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
