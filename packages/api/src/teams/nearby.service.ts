import {
  caseInsensitiveLike,
  type Db,
  fetchAll,
  fetchOne,
  listParam,
  perDatabase,
  teamPlayers,
  teams,
} from '@cancha/db';
import { boundingBox, distanceKm } from '@cancha/geo';
import {
  DomainError,
  NEARBY_DISTANCE_KM,
  type NearbyTeamDto,
  type NearbyTeams,
  NearbyTeams as NearbyTeamsSchema,
} from '@cancha/shared';
import { and, between, count, eq, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { teamStatistics } from './teams.service';

// Search rings in km: each widens the bounding box until the page is full; the last covers the planet. The small
// first ones keep a crowded city from reading every team within 10 km to show the nearest ten.
const RINGS = [2.5, 5, NEARBY_DISTANCE_KM, 25, 50, 100, 250, 500, 1000, 2500, 5000, 10_000, 20_100];

/** Where to measure from: the point sent by the client, else the user's own geocoded location, else their team's. */
async function originOf(db: Db, user: UserRow, input: NearbyTeams) {
  if (input.lat !== undefined && input.lng !== undefined) return { lat: input.lat, lng: input.lng };
  if (user.lat !== null && user.lng !== null) return { lat: user.lat, lng: user.lng };
  const team = await fetchOne(
    db
      .select({ lat: teams.lat, lng: teams.lng })
      .from(teamPlayers)
      .innerJoin(teams, eq(teamPlayers.teamId, teams.id))
      .where(and(eq(teamPlayers.userId, user.id), isNull(teams.deletedAt), sql`${teams.lat} is not null`)),
  );
  if (team?.lat != null && team.lng != null) return { lat: team.lat, lng: team.lng };
  throw new DomainError('LOCATION_UNKNOWN');
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const param = (name: string) => sql.placeholder(name);
// A value compared with another value, not with a column, needs its type said for PostgreSQL to plan it.
const text = (name: string) => sql`cast(${param(name)} as text)`;
const real = (name: string) => sql`cast(${param(name)} as double precision)`;

// Prepared once per database, a search's own teams, name and far-only square passed as values. A ring reads only
// what ordering needs; the page's full rows are read afterwards. A box across the antimeridian wraps round.
const inRing = perDatabase((db: Db) =>
  db
    .select({ id: teams.id, name: teams.name, lat: teams.lat, lng: teams.lng })
    .from(teams)
    .where(
      and(
        isNull(teams.deletedAt),
        sql`${teams.id} not in ${listParam('own')}`,
        sql`(${text('name')} is null or ${teams.name} ${caseInsensitiveLike} ${text('name')} escape '\\')`,
        sql`(${real('innerMinLat')} is null or not (
          ${teams.lat} between ${param('innerMinLat')} and ${param('innerMaxLat')}
          and ${teams.lng} between ${param('innerMinLng')} and ${param('innerMaxLng')}))`,
        between(teams.lat, param('minLat'), param('maxLat')),
        sql`case when ${real('minLng')} <= ${real('maxLng')}
          then ${teams.lng} between ${param('minLng')} and ${param('maxLng')}
          else ${teams.lng} >= ${param('minLng')} or ${teams.lng} <= ${param('maxLng')} end`,
      ),
    )
    .prepare(),
);
const teamsIn = perDatabase((db: Db) =>
  db
    .select()
    .from(teams)
    .where(sql`${teams.id} in ${listParam('ids')}`)
    .prepare(),
);
const rosterSizes = perDatabase((db: Db) =>
  db
    .select({ teamId: teamPlayers.teamId, n: count() })
    .from(teamPlayers)
    .where(sql`${teamPlayers.teamId} in ${listParam('ids')}`)
    .groupBy(teamPlayers.teamId)
    .prepare(),
);

/**
 * Teams near the user, nearest first, without the user's own teams. The search widens ring by ring; inside a
 * ring only rows in the bounding box (indexed latitude and longitude) get an exact great-circle distance, and a
 * ring holding enough teams within its radius already contains the nearest ones, so the page is exact.
 */
export async function nearbyTeams(
  db: Db,
  user: UserRow,
  raw: NearbyTeams,
): Promise<{ teams: NearbyTeamDto[]; hasMore: boolean }> {
  const input = NearbyTeamsSchema.parse(raw);
  const origin = await originOf(db, user, input);
  const own = (
    await fetchAll(
      db.select({ teamId: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.userId, user.id)),
    )
  ).map((r) => r.teamId);
  const wanted = input.offset + input.limit + 1;
  const near = input.distance === 'CERCANO';
  const far = input.distance === 'LEJANO';
  // Rows inside the square inscribed in the 10 km circle are certainly near: SQL drops them when far is asked.
  const inner = boundingBox(origin, NEARBY_DISTANCE_KM / Math.SQRT2);
  const skip = far && inner.minLng <= inner.maxLng ? inner : null;
  const search = {
    own: JSON.stringify(own),
    name: input.name ? `%${escapeLike(input.name)}%` : null,
    innerMinLat: skip?.minLat ?? null,
    innerMaxLat: skip?.maxLat ?? null,
    innerMinLng: skip?.minLng ?? null,
    innerMaxLng: skip?.maxLng ?? null,
  };

  let found: { id: string; name: string; distance: number }[] = [];
  const rings = RINGS.filter((r) => (near ? r <= NEARBY_DISTANCE_KM : !far || r > NEARBY_DISTANCE_KM));
  for (const radius of rings) {
    const rows = await fetchAll(inRing(db), { ...search, ...boundingBox(origin, radius) });
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
  const ids = JSON.stringify(slice.map((r) => r.id));
  const rowsById = new Map((await fetchAll(teamsIn(db), { ids })).map((t) => [t.id, t]));
  const page = slice.map((r) => ({ team: rowsById.get(r.id)!, distance: r.distance }));
  const stats = await teamStatistics(
    db,
    page.map((r) => r.team.id),
  );
  const sizes = new Map((await fetchAll(rosterSizes(db), { ids })).map((r) => [r.teamId, r.n]));
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
