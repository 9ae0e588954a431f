import { type Db, fetchAll, matchEvents, matches, teams, users } from '@cancha/db';
import {
  CARD_EVENTS,
  type DefenceRowDto,
  EVENT_TYPES,
  type EventType,
  type FairPlayRowDto,
  SCORING_EVENTS,
  type ScorerDto,
  type ScorersDto,
} from '@cancha/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import type { StandingRow } from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { keptTournamentAnswer } from './kept-answers';

// The tables people ask for besides the standings (docs/decisions/013#tables): top scorers ('Goleadores'), the
// fair play table and the least goals conceded ('valla menos vencida'). Only completed matches count.

async function completedEvents(
  db: Db,
  tournamentId: string,
  types: readonly EventType[],
  { playedOnly = false }: { playedOnly?: boolean } = {},
) {
  return await fetchAll(
    db
      .select({
        matchId: matchEvents.matchId,
        teamId: matchEvents.teamId,
        playerId: matchEvents.playerId,
        type: matchEvents.type,
      })
      .from(matchEvents)
      .innerJoin(matches, eq(matchEvents.matchId, matches.id))
      .where(
        and(
          eq(matches.tournamentId, tournamentId),
          eq(matches.status, 'COMPLETED'),
          inArray(matchEvents.type, [...types]),
          // A forfeited match's goals were taken off the result: they are nobody's either.
          playedOnly ? isNull(matches.decision) : undefined,
        ),
      ),
  );
}

/** Ranks share a place when level on what orders them ('1, 1, 3'). */
function ranked<T>(rows: T[], same: (a: T, b: T) => boolean): (T & { position: number })[] {
  return rows.map((row, i) => {
    let first = i;
    while (first > 0 && same(rows[first - 1] as T, row)) first--;
    return { ...row, position: first + 1 };
  });
}

/**
 * Top scorers: goals (open play and penalties; own goals and shoot-out kicks are nobody's) by player and team, and
 * the matches the player is on the record in (any event of theirs). Most goals first, then fewer matches.
 */
export async function scorersOf(db: Db, tournament: TournamentRow): Promise<ScorerDto[]> {
  const events = (await completedEvents(db, tournament.id, EVENT_TYPES, { playedOnly: true })).filter(
    (e) => e.playerId !== null,
  );
  const scoring = SCORING_EVENTS as readonly EventType[];
  const tally = new Map<string, { playerId: string; teamId: string; goals: number; matches: Set<string> }>();
  for (const e of events) {
    const key = `${e.playerId}:${e.teamId}`;
    const entry = tally.get(key) ?? {
      playerId: e.playerId as string,
      teamId: e.teamId,
      goals: 0,
      matches: new Set(),
    };
    entry.matches.add(e.matchId);
    if (scoring.includes(e.type)) entry.goals++;
    tally.set(key, entry);
  }
  const list = [...tally.values()].filter((t) => t.goals > 0);
  if (list.length === 0) return [];
  const people = new Map(
    (
      await fetchAll(
        db
          .select({ id: users.id, fullname: users.fullname, lastname: users.lastname, avatar: users.avatar })
          .from(users)
          .where(inArray(users.id, [...new Set(list.map((t) => t.playerId))])),
      )
    ).map((u) => [u.id, u]),
  );
  const teamsById = await teamInfo(
    db,
    list.map((t) => t.teamId),
  );
  const rows = list
    .map((t) => {
      const person = people.get(t.playerId);
      return {
        playerId: t.playerId,
        name: [person?.fullname, person?.lastname].filter(Boolean).join(' '),
        avatar: person?.avatar ?? null,
        teamId: t.teamId,
        teamName: teamsById.get(t.teamId)?.name ?? '',
        teamLogo: teamsById.get(t.teamId)?.logo ?? null,
        goals: t.goals,
        matches: t.matches.size,
      };
    })
    .sort((a, b) => b.goals - a.goals || a.matches - b.matches || a.name.localeCompare(b.name, 'es'));
  return ranked(rows, (a, b) => a.goals === b.goals && a.matches === b.matches);
}

async function teamInfo(db: Db, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, { name: string; logo: string | null }>();
  return new Map(
    (
      await fetchAll(
        db
          .select({ id: teams.id, name: teams.name, logo: teams.logo })
          .from(teams)
          .where(inArray(teams.id, unique)),
      )
    ).map((t) => [t.id, t]),
  );
}

/**
 * The fair play table: each team's cards and its fair-play points as the standings weigh them (FIFA's deductions,
 * the organiser's blue-card weight), best first.
 */
export async function fairPlayTableOf(
  db: Db,
  tournament: TournamentRow,
  rows: StandingRow[],
): Promise<FairPlayRowDto[]> {
  const cards = await completedEvents(db, tournament.id, CARD_EVENTS);
  const count = (teamId: string, type: EventType) =>
    cards.filter((c) => c.teamId === teamId && c.type === type).length;
  const info = await teamInfo(
    db,
    rows.map((r) => r.teamId),
  );
  const list = rows
    .filter((r) => r.played > 0)
    .map((r) => ({
      teamId: r.teamId,
      teamName: info.get(r.teamId)?.name ?? '',
      teamLogo: info.get(r.teamId)?.logo ?? null,
      played: r.played,
      yellowCards: count(r.teamId, 'YELLOW_CARD'),
      redCards: count(r.teamId, 'RED_CARD'),
      blueCards: count(r.teamId, 'BLUE_CARD'),
      points: r.fairPlay,
    }))
    .sort((a, b) => b.points - a.points || a.teamName.localeCompare(b.teamName, 'es'));
  return ranked(list, (a, b) => a.points === b.points);
}

/** 'Valla menos vencida': fewest goals conceded, then more matches played. Teams that have played only. */
export async function leastConcededOf(db: Db, rows: StandingRow[]): Promise<DefenceRowDto[]> {
  const info = await teamInfo(
    db,
    rows.map((r) => r.teamId),
  );
  const list = rows
    .filter((r) => r.played > 0)
    .map((r) => ({
      teamId: r.teamId,
      teamName: info.get(r.teamId)?.name ?? '',
      teamLogo: info.get(r.teamId)?.logo ?? null,
      played: r.played,
      goalsAgainst: r.goalsAgainst,
    }))
    .sort(
      (a, b) =>
        a.goalsAgainst - b.goalsAgainst || b.played - a.played || a.teamName.localeCompare(b.teamName, 'es'),
    );
  return ranked(list, (a, b) => a.goalsAgainst === b.goalsAgainst && a.played === b.played);
}

/** GET tournaments/{id}/scorers ('Goleadores'): whoever may see the tournament. */
export async function tournamentScorers(
  db: Db,
  user: UserRow | null,
  tournamentId: string,
): Promise<ScorersDto> {
  return await keptTournamentAnswer('scorers', db, user, tournamentId, async (tournament) => ({
    tournamentId: tournament.id,
    scorers: await scorersOf(db, tournament),
  }));
}
