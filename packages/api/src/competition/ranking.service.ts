import { type Db, fetchAll, registrations, teamPlayers, teams, tournaments } from '@cancha/db';
import type { RankingEntry } from '@cancha/shared';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { UserRow } from '../auth/session';

/** The country of a place written 'City, Province, Country'. */
const countryOf = (location: string) => location.split(',').at(-1)?.trim() || null;

/**
 * docs/product/standings-and-rankings.md#ranking — GET ranking: teams by tournaments won, then tournaments
 * played, then name.
 * A tournament is played once the team's registration is approved.
 */
export async function ranking(db: Db, user: UserRow): Promise<RankingEntry[]> {
  const active = await fetchAll(
    db
      .select({ id: teams.id, name: teams.name, logo: teams.logo, location: teams.location })
      .from(teams)
      .where(isNull(teams.deletedAt)),
  );
  const played = new Map<string, number>();
  for (const r of await fetchAll(
    db
      .select({ teamId: registrations.teamId })
      .from(registrations)
      .where(and(eq(registrations.status, 'APPROVED'), isNotNull(registrations.teamId))),
  )) {
    played.set(r.teamId!, (played.get(r.teamId!) ?? 0) + 1);
  }
  const won = new Map<string, number>();
  for (const t of await fetchAll(
    db
      .select({ teamId: tournaments.championTeamId })
      .from(tournaments)
      .where(isNotNull(tournaments.championTeamId)),
  )) {
    won.set(t.teamId!, (won.get(t.teamId!) ?? 0) + 1);
  }
  const mine = new Set(
    (
      await fetchAll(
        db.select({ teamId: teamPlayers.teamId }).from(teamPlayers).where(eq(teamPlayers.userId, user.id)),
      )
    ).map((r) => r.teamId),
  );
  return active
    .map((t) => ({
      id: t.id,
      name: t.name,
      logo: t.logo,
      tournamentsPlayed: played.get(t.id) ?? 0,
      tournamentsWon: won.get(t.id) ?? 0,
      country: countryOf(t.location),
      isMyTeam: mine.has(t.id),
    }))
    .sort(
      (a, b) =>
        b.tournamentsWon - a.tournamentsWon ||
        b.tournamentsPlayed - a.tournamentsPlayed ||
        a.name.localeCompare(b.name, 'es') ||
        a.id.localeCompare(b.id),
    )
    .map((t, i) => ({ ...t, position: i + 1 }));
}

export const MINI_RANKING_ROWS = 6;

/**
 * docs/product/standings-and-rankings.md#mini-ranking — the mini ranking (GET ranking/match): 6 rows, the
 * first ones, or centred on the user's best-placed team when it is not among them.
 */
export async function miniRanking(db: Db, user: UserRow): Promise<RankingEntry[]> {
  const all = await ranking(db, user);
  const mine = all.findIndex((r) => r.isMyTeam);
  if (mine < MINI_RANKING_ROWS) return all.slice(0, MINI_RANKING_ROWS);
  const start = Math.min(
    Math.max(0, mine - Math.floor(MINI_RANKING_ROWS / 2)),
    all.length - MINI_RANKING_ROWS,
  );
  return all.slice(start, start + MINI_RANKING_ROWS);
}
