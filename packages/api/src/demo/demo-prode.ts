import {
  matches,
  prodeChampionPicks,
  prodeGames,
  prodeGameTournaments,
  prodeLeagueMembers,
  prodeLeagues,
  prodePlayers,
  prodePredictions,
  type Queryable,
  registrations,
  rounds,
  teamPlayers,
  users,
} from '@cancha/db';
import { DEFAULT_PRODE_SCORING } from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import { DEMO_OWNER_EMAIL } from './demo-accounts';

// DEMO DATA — El Prode over the demo league (docs/decisions/015-prode.md): the league's players predicted the two
// matchdays already played (the results score them), some the coming one; the demo player has the coming one left
// to predict, and a private league with three friends.

const DEMO_LEAGUE_TOKEN = 'demo-liga-los-del-barrio';

export function seedDemoProde(tx: Queryable, leagueId: string, mateoId: string): void {
  const owner = tx.select({ id: users.id }).from(users).where(eq(users.email, DEMO_OWNER_EMAIL)).get();
  const game = tx
    .insert(prodeGames)
    .values({
      name: 'Prode de la Liga de Primavera',
      rules: 'Pronostica cada partido hasta que empieza. El que más puntos suma al final de la liga, gana.',
      prize: 'Una camiseta oficial de Cancha',
      scoring: DEFAULT_PRODE_SCORING,
      scope: 'SITE',
      createdById: owner?.id ?? null,
    })
    .returning()
    .get();
  tx.insert(prodeGameTournaments).values({ gameId: game.id, tournamentId: leagueId }).run();
  const teamIds = tx
    .select({ teamId: registrations.teamId })
    .from(registrations)
    .where(and(eq(registrations.tournamentId, leagueId), isNotNull(registrations.teamId)))
    .all()
    .map((r) => r.teamId!);
  const players = [
    ...new Set(
      tx
        .select({ userId: teamPlayers.userId })
        .from(teamPlayers)
        .where(inArray(teamPlayers.teamId, teamIds))
        .orderBy(asc(teamPlayers.createdAt))
        .all()
        .map((p) => p.userId),
    ),
  ].filter((id) => id !== mateoId);
  const everyone = [mateoId, ...players];
  const start = Date.now() - 20 * 24 * 60 * 60 * 1000;
  tx.insert(prodePlayers)
    .values(
      everyone.map((userId, i) => ({ gameId: game.id, userId, joinedAt: new Date(start + i * 60_000) })),
    )
    .run();
  const roundRows = tx
    .select()
    .from(rounds)
    .where(eq(rounds.tournamentId, leagueId))
    .orderBy(asc(rounds.number))
    .all();
  for (const [r, round] of roundRows.entries()) {
    const list = tx
      .select()
      .from(matches)
      .where(and(eq(matches.roundId, round.id), isNotNull(matches.teamTwoId)))
      .all();
    for (const [p, userId] of everyone.entries()) {
      // The demo player leaves the coming matchday for whoever tries the demo; half the others predicted it.
      if (r >= 2 && (userId === mateoId || p % 2 === 1)) continue;
      for (const [k, m] of list.entries()) {
        tx.insert(prodePredictions)
          .values({
            gameId: game.id,
            userId,
            matchId: m.id,
            roundId: round.id,
            teamOneScore: (p + k + r) % 4,
            teamTwoScore: (p * 2 + k) % 3,
          })
          .run();
      }
    }
  }
  // Each player's row in the rounds they predicted, as predicting makes it.
  tx.run(sql`
    INSERT OR IGNORE INTO prode_round_points (game_id, round_id, user_id, points, exact)
    SELECT DISTINCT game_id, round_id, user_id, 0, 0 FROM prode_predictions WHERE game_id = ${game.id}`);
  for (const [p, userId] of everyone.entries()) {
    tx.insert(prodeChampionPicks)
      .values({ gameId: game.id, userId, tournamentId: leagueId, teamId: teamIds[p % teamIds.length]! })
      .run();
  }
  const league = tx
    .insert(prodeLeagues)
    .values({ gameId: game.id, name: 'Los del Barrio', ownerId: mateoId, token: DEMO_LEAGUE_TOKEN })
    .returning()
    .get();
  tx.insert(prodeLeagueMembers)
    .values(everyone.slice(0, 4).map((userId) => ({ leagueId: league.id, userId })))
    .run();
}
