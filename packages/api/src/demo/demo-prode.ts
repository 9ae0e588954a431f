import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  prodeChampionPicks,
  prodeGames,
  prodeGameTournaments,
  prodeLeagueMembers,
  prodeLeagues,
  prodePlayers,
  prodePredictions,
  registrations,
  rounds,
  teamPlayers,
  users,
} from '@cancha/db';
import { DEFAULT_PRODE_SCORING } from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addRoundPointRows } from '../prode/scoring.service';
import { DEMO_OWNER_EMAIL } from './demo-accounts';

// DEMO DATA — El Prode over the demo league (docs/decisions/015-prode.md): the league's players predicted the two
// matchdays already played (the results score them), some the coming one; the demo player has the coming one left
// to predict, and a private league with three friends.

const DEMO_LEAGUE_TOKEN = 'demo-liga-los-del-barrio';

export async function seedDemoProde(tx: Db, leagueId: string, mateoId: string): Promise<void> {
  const owner = await fetchOne(
    tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL)),
  );
  const game = (await fetchOne(
    tx
      .insert(prodeGames)
      .values({
        name: 'Prode de la Liga de Primavera',
        rules: 'Pronostica cada partido hasta que empieza. El que más puntos suma al final de la liga, gana.',
        prize: 'Una camiseta oficial de Cancha',
        scoring: DEFAULT_PRODE_SCORING,
        scope: 'SITE',
        createdById: owner?.id ?? null,
      })
      .returning(),
  ))!;
  await execute(tx.insert(prodeGameTournaments).values({ gameId: game.id, tournamentId: leagueId }));
  const teamIds = (
    await fetchAll(
      tx
        .select({ teamId: registrations.teamId })
        .from(registrations)
        .where(and(eq(registrations.tournamentId, leagueId), isNotNull(registrations.teamId))),
    )
  ).map((r) => r.teamId!);
  const players = [
    ...new Set(
      (
        await fetchAll(
          tx
            .select({ userId: teamPlayers.userId })
            .from(teamPlayers)
            .where(inArray(teamPlayers.teamId, teamIds))
            .orderBy(asc(teamPlayers.createdAt)),
        )
      ).map((p) => p.userId),
    ),
  ].filter((id) => id !== mateoId);
  const everyone = [mateoId, ...players];
  const start = Date.now() - 20 * 24 * 60 * 60 * 1000;
  await execute(
    tx
      .insert(prodePlayers)
      .values(
        everyone.map((userId, i) => ({ gameId: game.id, userId, joinedAt: new Date(start + i * 60_000) })),
      ),
  );
  const roundRows = await fetchAll(
    tx.select().from(rounds).where(eq(rounds.tournamentId, leagueId)).orderBy(asc(rounds.number)),
  );
  for (const [r, round] of roundRows.entries()) {
    const list = await fetchAll(
      tx
        .select()
        .from(matches)
        .where(and(eq(matches.roundId, round.id), isNotNull(matches.teamTwoId))),
    );
    for (const [p, userId] of everyone.entries()) {
      // The demo player leaves the coming matchday for whoever tries the demo; half the others predicted it.
      if (r >= 2 && (userId === mateoId || p % 2 === 1)) continue;
      for (const [k, m] of list.entries()) {
        await execute(
          tx.insert(prodePredictions).values({
            gameId: game.id,
            userId,
            matchId: m.id,
            roundId: round.id,
            teamOneScore: (p + k + r) % 4,
            teamTwoScore: (p * 2 + k) % 3,
          }),
        );
      }
    }
  }
  // Each player's row in the rounds they predicted, as predicting makes it.
  await addRoundPointRows(tx, game.id);
  for (const [p, userId] of everyone.entries()) {
    await execute(
      tx
        .insert(prodeChampionPicks)
        .values({ gameId: game.id, userId, tournamentId: leagueId, teamId: teamIds[p % teamIds.length]! }),
    );
  }
  const league = (await fetchOne(
    tx
      .insert(prodeLeagues)
      .values({ gameId: game.id, name: 'Los del Barrio', ownerId: mateoId, token: DEMO_LEAGUE_TOKEN })
      .returning(),
  ))!;
  await execute(
    tx
      .insert(prodeLeagueMembers)
      .values(everyone.slice(0, 4).map((userId) => ({ leagueId: league.id, userId }))),
  );
}
