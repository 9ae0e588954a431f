import { type Db, fetchAll, perDatabase, pointAdjustments, registrations, teams } from '@cancha/db';
import { DEFAULT_WALKOVER, type PointAdjustmentDto, type WalkoverSettings } from '@cancha/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { TournamentRow } from '../tournaments/access';

// What changes a table besides results: walkover rules, point adjustments and withdrawn teams.

export const walkoverRulesOf = (t: Pick<TournamentRow, 'walkover'>): WalkoverSettings => ({
  ...DEFAULT_WALKOVER,
  ...t.walkover,
});

/** Each team's total adjustment, as the standings add it. */
// Read by every standings: prepared once per database.
const adjustmentsQuery = perDatabase((db: Db) =>
  db
    .select({ teamId: pointAdjustments.teamId, points: pointAdjustments.points })
    .from(pointAdjustments)
    .where(eq(pointAdjustments.tournamentId, sql.placeholder('tournamentId')))
    .prepare(),
);

export async function adjustmentTotals(db: Db, tournamentId: string): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const a of await fetchAll(adjustmentsQuery(db), { tournamentId })) {
    out[a.teamId] = (out[a.teamId] ?? 0) + a.points;
  }
  return out;
}

/** The adjustments with their reasons, oldest first, for under the table. */
export async function adjustmentsDto(db: Db, tournamentId: string): Promise<PointAdjustmentDto[]> {
  return (
    await fetchAll(
      db
        .select({
          id: pointAdjustments.id,
          teamId: pointAdjustments.teamId,
          teamName: teams.name,
          points: pointAdjustments.points,
          reason: pointAdjustments.reason,
          createdAt: pointAdjustments.createdAt,
        })
        .from(pointAdjustments)
        .innerJoin(teams, eq(pointAdjustments.teamId, teams.id))
        .where(eq(pointAdjustments.tournamentId, tournamentId))
        .orderBy(asc(pointAdjustments.createdAt)),
    )
  ).map((a) => ({ ...a, createdAt: a.createdAt.toISOString() }));
}

/** The teams withdrawn from a tournament. */
const withdrawnQuery = perDatabase((db: Db) =>
  db
    .select({ teamId: registrations.teamId })
    .from(registrations)
    .where(
      and(
        eq(registrations.tournamentId, sql.placeholder('tournamentId')),
        isNotNull(registrations.withdrawnAt),
      ),
    )
    .prepare(),
);

export async function withdrawnTeams(db: Db, tournamentId: string): Promise<Set<string>> {
  return new Set(
    (await fetchAll(withdrawnQuery(db), { tournamentId })).flatMap((r) => (r.teamId ? [r.teamId] : [])),
  );
}
