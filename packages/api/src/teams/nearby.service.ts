import { type Queryable, teamPlayers, teams } from '@cancha/db';
import { boundingBox, distanceKm } from '@cancha/geo';
import {
  DomainError,
  NEARBY_DISTANCE_KM,
  type NearbyTeamDto,
  type NearbyTeams,
  NearbyTeams as NearbyTeamsSchema,
} from '@cancha/shared';
import { and, between, count, eq, inArray, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { teamStatistics } from './teams.service';

// Search rings in km: each widens the bounding box until the page is full; the last covers the planet. The small
// first ones keep a crowded city from reading every team within 10 km to show the nearest ten.
const RINGS = [2.5, 5, NEARBY_DISTANCE_KM, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 20_100];

/** Where to measure from: the point sent by the client, else the user's own geocoded location, else their team's. */
function originOf(db: Queryable, user: UserRow, input: NearbyTeams) {
  if (input.lat !== undefined && input.lng !== undefined) return { lat: input.lat, lng: input.lng };
  if (user.lat !== null && user.lng !== null) return { lat: user.lat, lng: user.lng };
  const team = db
    .select({ lat: teams.lat, lng: teams.lng })
    .from(teamPlayers)
    .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
    .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt), sql`${teams.lat} is not null`))
    .get();
  if (team?.lat != null && team.lng != null) return { lat: team.lat, lng: team.lng };
  throw new DomainError('LOCATION_UNKNOWN');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * Teams near the user, nearest first, without the user's own teams. The search widens ring by ring; inside a
 * ring only rows in the bounding box (indexed latitude and longitude) get an exact great-circle distance, and a
 * ring holding enough teams within its radius already contains the nearest ones, so the page is exact.
 */
export function nearbyTeams(
  db: Queryable,
  user: UserRow,
  raw: NearbyTeams,
): { teams: NearbyTeamDto[]; hasMore: boolean } {
  const input = NearbyTeamsSchema.parse(raw);
  const origin = originOf(db, user, input);
  const own = db
    .select({ teamId: teamPlayers.teamId })
    .from(teamPlayers)
    .where(eq(teamPlayers.userId, user.id))
    .all()
    .map((r) => r.teamId);
  const wanted = input.offset + input.limit + 1;
  const filters: SQL[] = [isNull(teams.deletedAt)];
  if (own.length) filters.push(notInArray(teams.id, own));
  if (input.name) filters.push(sql`${teams.name} like ${`%${escapeLike(input.name)}%`} escape '\\'`);
  const near = input.distance === 'CERCANO';
  const far = input.distance === 'LEJANO';

  if (far) {
    // Rows inside the square inscribed in the 10 km circle are certainly near: leave them to SQL to drop.
    const inner = boundingBox(origin, NEARBY_DISTANCE_KM / Math.SQRT2);
    if (inner.minLng <= inner.maxLng) {
      filters.push(
        sql`not (${teams.lat} between ${inner.minLat} and ${inner.maxLat} and ${teams.lng} between ${inner.minLng} and ${inner.maxLng})`,
      );
    }
  }

  let found: { id: string; name: string; distance: number }[] = [];
  const rings = RINGS.filter((r) => (near ? r <= NEARBY_DISTANCE_KM : !far || r > NEARBY_DISTANCE_KM));
  // Built once per search, run once per ring: only the box changes. A box across the antimeridian wraps round.
  const box = (edge: string) => sql.placeholder(edge);
  const inRing = db
    .select({ id: teams.id, name: teams.name, lat: teams.lat, lng: teams.lng })
    .from(teams)
    .where(
      and(
        ...filters,
        between(teams.lat, box('minLat'), box('maxLat')),
        sql`case when ${box('minLng')} <= ${box('maxLng')}
          then ${teams.lng} between ${box('minLng')} and ${box('maxLng')}
          else ${teams.lng} >= ${box('minLng')} or ${teams.lng} <= ${box('maxLng')} end`,
      ),
    )
    .prepare();
  for (const radius of rings) {
    // Only what ordering needs; the page's full rows are read afterwards.
    const rows = inRing.all({ ...boundingBox(origin, radius) });
    found = [];
    for (const r of rows) {
      const distance = distanceKm(origin, { lat: r.lat!, lng: r.lng! });
      if (distance <= radius && (!far || distance > NEARBY_DISTANCE_KM)) {
        found.push({ id: r.id, name: r.name, distance });
      }
    }
    if (found.length >= wanted) break;
  }
  found.sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name));
  const slice = found.slice(input.offset, input.offset + input.limit);
  const rowsById = new Map(
    (slice.length
      ? db
          .select()
          .from(teams)
          .where(
            inArray(
              teams.id,
              slice.map((r) => r.id),
            ),
          )
          .all()
      : []
    ).map((t) => [t.id, t]),
  );
  const page = slice.map((r) => ({ team: rowsById.get(r.id)!, distance: r.distance }));
  const ids = page.map((r) => r.team.id);
  const stats = teamStatistics(db, ids);
  const sizes = new Map(
    (ids.length
      ? db
          .select({ teamId: teamPlayers.teamId, n: count() })
          .from(teamPlayers)
          .where(inArray(teamPlayers.teamId, ids))
          .groupBy(teamPlayers.teamId)
          .all()
      : []
    ).map((r) => [r.teamId, r.n]),
  );
  return {
    teams: page.map(({ team, distance }) => ({
      id: team.id,
      name: team.name,
      logo: team.logo,
      imageTeam: team.imageTeam,
      location: team.location,
      lat: team.lat!,
      lng: team.lng!,
      gender: team.gender,
      playersCount: sizes.get(team.id) ?? 0,
      statistics: stats.get(team.id) ?? { won: 0, drawn: 0, lost: 0 },
      distance: Math.round(distance * 10) / 10,
    })),
    hasMore: found.length > input.offset + input.limit,
  };
}
