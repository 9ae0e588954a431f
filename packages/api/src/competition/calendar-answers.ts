import { type Db, fetchAll, matches, pitches, teamPlayers, teams, tournaments, venues } from '@cancha/db';
import {
  DomainError,
  type MatchDto,
  type MatchPlaceDto,
  type MatchStatus,
  type NextMatchDto,
} from '@cancha/shared';
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

/** The player's home: the next matches of every team they play in, each with where it is played. */
export async function myNextMatches(db: Db, user: UserRow): Promise<NextMatchDto[]> {
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
  const dtos = await toMatchDtos(db, rows.sort(bySchedule).slice(0, 20));
  const tournamentIds = [...new Set(dtos.flatMap((m) => (m.tournamentId ? [m.tournamentId] : [])))];
  const owners = new Map(
    tournamentIds.length === 0
      ? []
      : (
          await fetchAll(
            db
              .select({
                id: tournaments.id,
                name: tournaments.name,
                location: tournaments.location,
                lat: tournaments.lat,
                lng: tournaments.lng,
                matchDuration: tournaments.matchDuration,
              })
              .from(tournaments)
              .where(inArray(tournaments.id, tournamentIds)),
          )
        ).map((t) => [t.id, t]),
  );
  const points = await venuePoints(
    db,
    dtos.flatMap((m) => (m.pitch ? [m.pitch.id] : [])),
  );
  return dtos.map((m) => {
    const t = m.tournamentId ? owners.get(m.tournamentId) : undefined;
    const typed = m.location ?? t?.location ?? null;
    const place: MatchPlaceDto | null = m.pitch
      ? {
          name: `${m.pitch.venueName} · ${m.pitch.name}`,
          address: m.pitch.address || null,
          ...(points.get(m.pitch.id) ?? { lat: null, lng: null }),
        }
      : typed
        ? // The tournament's own place has its point; a place typed for the match has only its words.
          {
            name: typed,
            address: null,
            lat: typed === t?.location ? t.lat : null,
            lng: typed === t?.location ? t.lng : null,
          }
        : null;
    return { ...m, tournamentName: t?.name ?? null, place, duration: t?.matchDuration ?? null };
  });
}

/** Each pitch's venue point, for a maps link. */
async function venuePoints(db: Db, pitchIds: string[]) {
  if (pitchIds.length === 0) return new Map<string, { lat: number | null; lng: number | null }>();
  const rows = await fetchAll(
    db
      .select({ id: pitches.id, lat: venues.lat, lng: venues.lng })
      .from(pitches)
      .innerJoin(venues, eq(pitches.venueId, venues.id))
      .where(inArray(pitches.id, [...new Set(pitchIds)])),
  );
  return new Map(rows.map((r) => [r.id, { lat: r.lat, lng: r.lng }]));
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
