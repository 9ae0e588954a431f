import { type Db, fetchAll, matches, teamPlayers, teams } from '@cancha/db';
import { DomainError, type MatchDto, type MatchStatus } from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { requireTournament } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import { toMatchDtos } from './match-answers';
import type { MatchRow } from './rows';

// Matches in the order they are played: the player's next matches and a tournament's calendar feed.

// docs/product/competition.md#upcoming-matches — upcoming are SCHEDULED or IN_PROGRESS; the creator's view
// also lists PENDING.
export const UPCOMING: MatchStatus[] = ['SCHEDULED', 'IN_PROGRESS'];
export const UPCOMING_FOR_OWNER: MatchStatus[] = ['SCHEDULED', 'IN_PROGRESS', 'PENDING'];

/** Soonest first; undated matches last. */
export const bySchedule = (a: MatchRow, b: MatchRow) =>
  (a.date ?? '9999').localeCompare(b.date ?? '9999') || (a.time ?? '').localeCompare(b.time ?? '');

/** Matches of the given teams in the given statuses, soonest first. */
export async function matchesOfTeams(
  db: Db,
  teamIds: string[],
  statuses: readonly MatchRow['status'][],
): Promise<MatchRow[]> {
  if (teamIds.length === 0) return [];
  return await fetchAll(
    db
      .select()
      .from(matches)
      .where(
        and(
          inArray(matches.status, [...statuses]),
          or(inArray(matches.teamOneId, teamIds), inArray(matches.teamTwoId, teamIds)),
        ),
      )
      .orderBy(asc(matches.date), asc(matches.time)),
  );
}

/** The player's home: the next matches of every team they play in. */
export async function myNextMatches(db: Db, user: UserRow): Promise<MatchDto[]> {
  const teamIds = (
    await fetchAll(
      db
        .select({ teamId: teamPlayers.teamId })
        .from(teamPlayers)
        .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
        .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt))),
    )
  ).map((r) => r.teamId);
  const rows = (await matchesOfTeams(db, teamIds, UPCOMING)).filter((m) => m.teamTwoId !== null);
  return await toMatchDtos(db, rows.sort(bySchedule).slice(0, 20));
}

/** The dated matches of a tournament, for its calendar feed; private ones need the invitation token. */
/** The tournament as its calendar feed names it. */
export interface CalendarTournament {
  id: string;
  name: string;
  location: string;
  matchDuration: number;
}

export async function calendarMatches(
  db: Db,
  tournamentId: string,
  token: string | undefined,
): Promise<{ tournament: CalendarTournament; matches: MatchDto[] }> {
  const row = await requireTournament(db, tournamentId);
  if (!(await maySeeTournament(db, row, { user: null, invite: token }))) throw new DomainError('NOT_FOUND');
  // Only what a calendar shows: the row also holds the invitation token, which must never leave to a visitor.
  const tournament = {
    id: row.id,
    name: row.name,
    location: row.location,
    matchDuration: row.matchDuration,
  };
  const rows = (
    await fetchAll(
      db
        .select()
        .from(matches)
        .where(
          and(eq(matches.tournamentId, tournamentId), isNotNull(matches.date), isNotNull(matches.teamTwoId)),
        ),
    )
  ).sort(bySchedule);
  return { tournament, matches: await toMatchDtos(db, rows) };
}
