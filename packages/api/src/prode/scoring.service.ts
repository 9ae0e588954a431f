import {
  matches,
  prodeChampionPicks,
  prodeGames,
  prodeGameTournaments,
  prodePlayers,
  prodePredictions,
  prodeRoundPoints,
  prodeScoredMatches,
  type Queryable,
  tournaments,
} from '@cancha/db';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { MatchRow } from '../competition/rows';
import { type ProdeResult, type ProdeScoring, scorePrediction } from '../engine/prode';
import { sendRoundPoints } from './notices';

// Scoring (docs/decisions/015-prode.md). Each player's totals are kept beside their predictions and moved by the
// difference a result makes, so a result scores 100,000 predictions in a few statements; what was scored is
// remembered per match, so the same result never counts twice and any change of it (a correction, a walkover,
// a reopened match) is scored again. Everything can be rebuilt from the predictions and the results.

type GameRow = typeof prodeGames.$inferSelect;
type LinkRow = typeof prodeGameTournaments.$inferSelect;

/** What a match means for the game now: a score, void (decided off the pitch, or never played), or not yet. */
export function resultOf(
  m: Pick<MatchRow, 'status' | 'decision' | 'teamOneScore' | 'teamTwoScore'>,
): ProdeResult | null {
  if (m.status === 'COMPLETED') {
    if (m.decision) return { kind: 'VOID' };
    return { kind: 'PLAYED', score: { teamOne: m.teamOneScore ?? 0, teamTwo: m.teamTwoScore ?? 0 } };
  }
  if (m.status === 'CANCELED' || m.status === 'ABANDONED') return { kind: 'VOID' };
  return null;
}

const keyOf = (r: ProdeResult | null) =>
  r === null ? null : r.kind === 'VOID' ? 'VOID' : `${r.score.teamOne}-${r.score.teamTwo}`;

/**
 * The points and exact flag every stored prediction of a match now earns, as SQL over its two scores: the pure
 * scorePrediction decides each distinct predicted score (a few dozen), the database applies them to all rows.
 */
function newScores(
  tx: Queryable,
  gameId: string,
  matchId: string,
  result: ProdeResult | null,
  scoring: ProdeScoring,
) {
  if (result === null) return { points: sql`NULL`, exact: sql`0` };
  const pairs = tx
    .select({ one: prodePredictions.teamOneScore, two: prodePredictions.teamTwoScore })
    .from(prodePredictions)
    .where(and(eq(prodePredictions.gameId, gameId), eq(prodePredictions.matchId, matchId)))
    .groupBy(prodePredictions.teamOneScore, prodePredictions.teamTwoScore)
    .all();
  const points: SQL[] = [];
  const exact: SQL[] = [];
  for (const p of pairs) {
    const s = scorePrediction({ teamOne: p.one, teamTwo: p.two }, result, scoring);
    const when = sql`WHEN team_one_score = ${sql.raw(String(p.one))} AND team_two_score = ${sql.raw(String(p.two))}`;
    if (s.points !== 0) points.push(sql`${when} THEN ${sql.raw(String(s.points))}`);
    if (s.exact) exact.push(sql`${when} THEN 1`);
  }
  const caseOf = (arms: SQL[]) =>
    arms.length === 0 ? sql`0` : sql`(CASE ${sql.join(arms, sql` `)} ELSE 0 END)`;
  return { points: caseOf(points), exact: caseOf(exact) };
}

/** Scores one match of a game against its result (null: not decided, its points are taken back). */
function scoreMatch(tx: Queryable, game: GameRow, match: MatchRow, result: ProdeResult | null): void {
  const key = keyOf(result);
  const roundId = match.roundId!;
  if (result !== null && game.lastRoundId !== roundId) startMatchday(tx, game, roundId);
  const s = newScores(tx, game.id, match.id, result, game.scoring);
  const points = sql`coalesce(${s.points}, 0)`;
  const whereMatch = sql`game_id = ${game.id} AND match_id = ${match.id}`;
  // The difference against what each prediction was scored before moves the player's and the round's totals.
  tx.run(sql`
    UPDATE prode_players SET points = prode_players.points + d.dp, exact = prode_players.exact + d.de
    FROM (
      SELECT user_id, ${points} - coalesce(points, 0) AS dp, ${s.exact} - exact AS de
      FROM prode_predictions WHERE ${whereMatch}
    ) AS d
    WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = d.user_id AND (d.dp <> 0 OR d.de <> 0)`);
  tx.run(sql`
    INSERT INTO prode_round_points (game_id, round_id, user_id, points, exact)
    SELECT game_id, ${roundId}, user_id, ${points} - coalesce(points, 0), ${s.exact} - exact
    FROM prode_predictions WHERE ${whereMatch} AND true
    ON CONFLICT (game_id, round_id, user_id) DO UPDATE
    SET points = prode_round_points.points + excluded.points, exact = prode_round_points.exact + excluded.exact`);
  tx.run(sql`UPDATE prode_predictions SET points = ${s.points}, exact = ${s.exact} WHERE ${whereMatch}`);
  if (key === null) {
    tx.delete(prodeScoredMatches)
      .where(and(eq(prodeScoredMatches.gameId, game.id), eq(prodeScoredMatches.matchId, match.id)))
      .run();
  } else {
    tx.insert(prodeScoredMatches)
      .values({ gameId: game.id, matchId: match.id, roundId, result: key })
      .onConflictDoUpdate({
        target: [prodeScoredMatches.gameId, prodeScoredMatches.matchId],
        set: { result: key },
      })
      .run();
  }
}

/**
 * A result of another round than the last one scored opens a new matchday: everyone's position before it is kept,
 * and the leaderboard shows each player's move against it.
 */
function startMatchday(tx: Queryable, game: GameRow, roundId: string): void {
  tx.run(sql`
    UPDATE prode_players SET previous_position = r.pos
    FROM (
      SELECT user_id, RANK() OVER (ORDER BY points DESC, exact DESC, joined_at ASC) AS pos
      FROM prode_players WHERE game_id = ${game.id}
    ) AS r
    WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = r.user_id`);
  tx.update(prodeGames).set({ lastRoundId: roundId }).where(eq(prodeGames.id, game.id)).run();
  game.lastRoundId = roundId;
}

/** The champion bonus of one tournament of a game, given or taken back as its champion is decided or undone. */
function scoreChampion(tx: Queryable, game: GameRow, link: LinkRow, champion: string | null): void {
  const bonus = sql.raw(String(game.scoring.championBonus));
  const earned =
    champion === null ? sql`NULL` : sql`(CASE WHEN team_id = ${champion} THEN ${bonus} ELSE 0 END)`;
  const where = sql`game_id = ${game.id} AND tournament_id = ${link.tournamentId}`;
  tx.run(sql`
    UPDATE prode_players SET points = prode_players.points + d.dp
    FROM (SELECT user_id, coalesce(${earned}, 0) - coalesce(points, 0) AS dp FROM prode_champion_picks WHERE ${where}) AS d
    WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = d.user_id AND d.dp <> 0`);
  tx.run(sql`UPDATE prode_champion_picks SET points = ${earned} WHERE ${where}`);
  tx.update(prodeGameTournaments)
    .set({ championScored: champion })
    .where(
      and(eq(prodeGameTournaments.gameId, game.id), eq(prodeGameTournaments.tournamentId, link.tournamentId)),
    )
    .run();
}

function refreshLink(tx: Queryable, game: GameRow, link: LinkRow): void {
  const chosen = link.roundIds ? new Set(link.roundIds) : null;
  const rows = tx
    .select()
    .from(matches)
    .where(and(eq(matches.tournamentId, link.tournamentId), isNotNull(matches.teamTwoId)))
    .all()
    .filter((m) => m.roundId && (!chosen || chosen.has(m.roundId)));
  const scored = new Map(
    tx
      .select({ matchId: prodeScoredMatches.matchId, result: prodeScoredMatches.result })
      .from(prodeScoredMatches)
      .where(eq(prodeScoredMatches.gameId, game.id))
      .all()
      .map((r) => [r.matchId, r.result]),
  );
  const touchedRounds = new Set<string>();
  for (const m of rows) {
    const result = resultOf(m);
    if (keyOf(result) === (scored.get(m.id) ?? null)) continue;
    scoreMatch(tx, game, m, result);
    if (result !== null) touchedRounds.add(m.roundId!);
  }
  for (const roundId of touchedRounds) {
    const round = rows.filter((m) => m.roundId === roundId);
    if (round.every((m) => resultOf(m) !== null)) sendRoundPoints(tx, game, roundId);
  }
  const champion =
    tx
      .select({ championTeamId: tournaments.championTeamId })
      .from(tournaments)
      .where(eq(tournaments.id, link.tournamentId))
      .get()?.championTeamId ?? null;
  if (champion !== link.championScored) scoreChampion(tx, game, link, champion);
}

/**
 * After any change to a tournament's results (called where the tournament's outcome is refreshed): the games over
 * it score what changed. Costs one indexed read when no game is played over the tournament.
 */
export function refreshProde(tx: Queryable, tournamentId: string): void {
  const links = tx
    .select()
    .from(prodeGameTournaments)
    .where(eq(prodeGameTournaments.tournamentId, tournamentId))
    .all();
  if (links.length === 0) return;
  const games = tx
    .select()
    .from(prodeGames)
    .where(
      inArray(
        prodeGames.id,
        links.map((l) => l.gameId),
      ),
    )
    .all();
  for (const link of links) {
    const game = games.find((g) => g.id === link.gameId);
    if (game) refreshLink(tx, game, link);
  }
}

/**
 * Every total of a game recomputed from its stored predictions, champion picks and the results: after a change of
 * its scoring or its matches, and from the `prode:rebuild` command. Running it twice gives the same totals.
 */
export function rebuildGame(tx: Queryable, gameId: string): void {
  const game = tx.select().from(prodeGames).where(eq(prodeGames.id, gameId)).get();
  if (!game) return;
  tx.update(prodePredictions)
    .set({ points: null, exact: false })
    .where(eq(prodePredictions.gameId, gameId))
    .run();
  tx.update(prodeChampionPicks).set({ points: null }).where(eq(prodeChampionPicks.gameId, gameId)).run();
  tx.delete(prodeScoredMatches).where(eq(prodeScoredMatches.gameId, gameId)).run();
  tx.delete(prodeRoundPoints).where(eq(prodeRoundPoints.gameId, gameId)).run();
  tx.update(prodePlayers).set({ points: 0, exact: 0 }).where(eq(prodePlayers.gameId, gameId)).run();
  tx.update(prodeGameTournaments)
    .set({ championScored: null })
    .where(eq(prodeGameTournaments.gameId, gameId))
    .run();
  const links = tx.select().from(prodeGameTournaments).where(eq(prodeGameTournaments.gameId, gameId)).all();
  for (const link of links) refreshLink(tx, game, link);
}
