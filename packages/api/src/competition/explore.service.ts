import { type Db, fetchAll, fetchOne, inlineLimit, registrations, tournaments } from '@cancha/db';
import { DomainError } from '@cancha/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { publicTournament } from '../tournaments/visibility';

/**
 * docs/product/tournaments.md#explore — /explore-tournaments: the PUBLIC tournaments anyone may read without
 * an account, newest first, with what a card shows.
 */
export async function exploreTournaments(db: Db) {
  return await publicCards(
    db,
    await fetchAll(
      db
        .select()
        .from(tournaments)
        .where(publicTournament)
        .orderBy(desc(tournaments.createdAt))
        .limit(inlineLimit(200)),
    ),
  );
}

/**
 * One public tournament's card, for its own page: any public one, however old, not only those the list shows.
 * NOT_FOUND for a private, cancelled or missing one, as a visitor cannot tell them apart.
 */
export async function exploreTournament(db: Db, tournamentId: string) {
  const row = await fetchOne(
    db
      .select()
      .from(tournaments)
      .where(and(eq(tournaments.id, tournamentId), publicTournament)),
  );
  if (!row) throw new DomainError('NOT_FOUND');
  return (await publicCards(db, [row]))[0]!;
}

async function publicCards(db: Db, rows: (typeof tournaments.$inferSelect)[]) {
  const counts = new Map<string, number>();
  for (const r of rows.length
    ? await fetchAll(
        db
          .select({ tournamentId: registrations.tournamentId })
          .from(registrations)
          .where(
            and(
              inArray(
                registrations.tournamentId,
                rows.map((t) => t.id),
              ),
              eq(registrations.status, 'APPROVED'),
            ),
          ),
      )
    : []) {
    counts.set(r.tournamentId, (counts.get(r.tournamentId) ?? 0) + 1);
  }
  return rows.map((t) => ({
    id: t.id,
    name: t.name,
    description: t.description,
    logo: t.logo,
    image: t.image,
    location: t.location,
    status: t.status,
    type: t.type,
    typeFutbol: t.typeFutbol,
    tournamentGender: t.tournamentGender,
    startDate: t.startDate,
    endDate: t.endDate,
    registrationDeadline: t.registrationDeadline,
    registeredTeamsCount: counts.get(t.id) ?? 0,
    totalTeams: t.totalTeams,
  }));
}

export type ExploreTournament = Awaited<ReturnType<typeof exploreTournaments>>[number];
