import {
  type Db,
  execute,
  executeSql,
  fetchAll,
  fetchOne,
  matches,
  prodeChampionPicks,
  prodeGames,
  prodeGameTournaments,
  prodePlayers,
  prodePredictions,
  prodeRoundPoints,
  prodeScoredMatches,
  tournaments,
} from '@cancha/db';
import { and, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { MatchRow } from '../competition/rows';
import { type ProdeResult, type ProdeScoring, scorePrediction } from '../engine/prode';
import { sendRoundPoints } from './notices';
import { markUnranked } from './ranking';

// Scoring (docs/decisions/015-prode.md). Each player's totals (and per round) are kept and moved by the difference a
// result makes: what a match was last scored against is remembered ('2-1', 'VOID'), so a result scores only when it
// changes (a correction, a walkover, a reopened match) and by the difference between its points and the old ones,
// computed by the pure scorePrediction once per distinct predicted score and applied by SQL to the players who
// predicted it. A prediction's own points follow from it and the result. Everything can be rebuilt from scratch.

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

/** The result a stored key stands for. */
function resultOfKey(key: string | null): ProdeResult | null {
  if (key === null) return null;
  if (key === 'VOID') return { kind: 'VOID' };
  const [one, two] = key.split('-').map(Number) as [number, number];
  return { kind: 'PLAYED', score: { teamOne: one, teamTwo: two } };
}

const pointsOf = (p: { teamOne: number; teamTwo: number }, r: ProdeResult | null, scoring: ProdeScoring) =>
  r === null ? { points: 0, exact: false } : scorePrediction(p, r, scoring);

/**
 * Moves the totals of every player who predicted a match from what its old result gave them to what the new one
 * gives: only the predicted scores whose points change are touched.
 */
async function scoreMatch(
  tx: Db,
  game: GameRow,
  match: MatchRow,
  before: ProdeResult | null,
  result: ProdeResult | null,
): Promise<void> {
  const roundId = match.roundId!;
  if (result !== null && game.lastRoundId !== roundId) await startMatchday(tx, game, roundId);
  const pairs = await fetchAll(
    tx
      .select({ one: prodePredictions.teamOneScore, two: prodePredictions.teamTwoScore })
      .from(prodePredictions)
      .where(and(eq(prodePredictions.gameId, game.id), eq(prodePredictions.matchId, match.id)))
      .groupBy(prodePredictions.teamOneScore, prodePredictions.teamTwoScore),
  );
  const points: SQL[] = [];
  const exact: SQL[] = [];
  const touched: SQL[] = [];
  for (const p of pairs) {
    const predicted = { teamOne: p.one, teamTwo: p.two };
    const now = pointsOf(predicted, result, game.scoring);
    const then = pointsOf(predicted, before, game.scoring);
    const dp = now.points - then.points;
    const de = Number(now.exact) - Number(then.exact);
    if (dp === 0 && de === 0) continue;
    const pair = sql`(team_one_score = ${sql.raw(String(p.one))} AND team_two_score = ${sql.raw(String(p.two))})`;
    touched.push(pair);
    points.push(sql`WHEN ${pair} THEN ${sql.raw(String(dp))}`);
    exact.push(sql`WHEN ${pair} THEN ${sql.raw(String(de))}`);
  }
  if (touched.length > 0) {
    await markUnranked(tx, game.id);
    const changes = sql`(
      SELECT user_id, (CASE ${sql.join(points, sql` `)} ELSE 0 END) AS dp, (CASE ${sql.join(exact, sql` `)} ELSE 0 END) AS de
      FROM prode_predictions
      WHERE game_id = ${game.id} AND match_id = ${match.id} AND (${sql.join(touched, sql` OR `)})
    )`;
    await executeSql(
      tx,
      sql`
      UPDATE prode_players SET points = prode_players.points + d.dp, exact = prode_players.exact + d.de
      FROM ${changes} AS d
      WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = d.user_id`,
    );
    await executeSql(
      tx,
      sql`
      UPDATE prode_round_points SET points = prode_round_points.points + d.dp, exact = prode_round_points.exact + d.de
      FROM ${changes} AS d
      WHERE prode_round_points.game_id = ${game.id} AND prode_round_points.round_id = ${roundId}
        AND prode_round_points.user_id = d.user_id`,
    );
  }
  const key = keyOf(result);
  if (key === null) {
    await execute(
      tx
        .delete(prodeScoredMatches)
        .where(and(eq(prodeScoredMatches.gameId, game.id), eq(prodeScoredMatches.matchId, match.id))),
    );
  } else {
    await execute(
      tx
        .insert(prodeScoredMatches)
        .values({ gameId: game.id, matchId: match.id, roundId, result: key })
        .onConflictDoUpdate({
          target: [prodeScoredMatches.gameId, prodeScoredMatches.matchId],
          set: { result: key },
        }),
    );
  }
}

/**
 * A result of another round than the last one scored opens a new matchday: everyone's position before it is kept,
 * and the leaderboard shows each player's move against it.
 */
async function startMatchday(tx: Db, game: GameRow, roundId: string): Promise<void> {
  await executeSql(
    tx,
    sql`
    UPDATE prode_players SET previous_position = r.pos
    FROM (
      SELECT user_id, RANK() OVER (ORDER BY points DESC, exact DESC, joined_at ASC) AS pos
      FROM prode_players WHERE game_id = ${game.id}
    ) AS r
    WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = r.user_id`,
  );
  await execute(tx.update(prodeGames).set({ lastRoundId: roundId }).where(eq(prodeGames.id, game.id)));
  game.lastRoundId = roundId;
}

/** The champion bonus of one tournament of a game, given or taken back as its champion is decided or undone. */
async function scoreChampion(tx: Db, game: GameRow, link: LinkRow, champion: string | null): Promise<void> {
  const bonus = sql.raw(String(game.scoring.championBonus));
  const earned =
    champion === null ? sql`NULL` : sql`(CASE WHEN team_id = ${champion} THEN ${bonus} ELSE 0 END)`;
  const where = sql`game_id = ${game.id} AND tournament_id = ${link.tournamentId}`;
  await markUnranked(tx, game.id);
  await executeSql(
    tx,
    sql`
    UPDATE prode_players SET points = prode_players.points + d.dp
    FROM (SELECT user_id, coalesce(${earned}, 0) - coalesce(points, 0) AS dp FROM prode_champion_picks WHERE ${where}) AS d
    WHERE prode_players.game_id = ${game.id} AND prode_players.user_id = d.user_id AND d.dp <> 0`,
  );
  await executeSql(tx, sql`UPDATE prode_champion_picks SET points = ${earned} WHERE ${where}`);
  await execute(
    tx
      .update(prodeGameTournaments)
      .set({ championScored: champion })
      .where(
        and(
          eq(prodeGameTournaments.gameId, game.id),
          eq(prodeGameTournaments.tournamentId, link.tournamentId),
        ),
      ),
  );
}

async function refreshLink(tx: Db, game: GameRow, link: LinkRow): Promise<void> {
  const chosen = link.roundIds ? new Set(link.roundIds) : null;
  const rows = (
    await fetchAll(
      tx
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, link.tournamentId), isNotNull(matches.teamTwoId))),
    )
  ).filter((m) => m.roundId && (!chosen || chosen.has(m.roundId)));
  const scored = new Map(
    (
      await fetchAll(
        tx
          .select({ matchId: prodeScoredMatches.matchId, result: prodeScoredMatches.result })
          .from(prodeScoredMatches)
          .where(eq(prodeScoredMatches.gameId, game.id)),
      )
    ).map((r) => [r.matchId, r.result]),
  );
  const touchedRounds = new Set<string>();
  for (const m of rows) {
    const result = resultOf(m);
    const before = scored.get(m.id) ?? null;
    if (keyOf(result) === before) continue;
    await scoreMatch(tx, game, m, resultOfKey(before), result);
    if (result !== null) touchedRounds.add(m.roundId!);
  }
  for (const roundId of touchedRounds) {
    const round = rows.filter((m) => m.roundId === roundId);
    if (round.every((m) => resultOf(m) !== null)) await sendRoundPoints(tx, game, roundId);
  }
  const champion =
    (
      await fetchOne(
        tx
          .select({ championTeamId: tournaments.championTeamId })
          .from(tournaments)
          .where(eq(tournaments.id, link.tournamentId)),
      )
    )?.championTeamId ?? null;
  if (champion !== link.championScored) await scoreChampion(tx, game, link, champion);
}

/**
 * After any change to a tournament's results (called where the tournament's outcome is refreshed): the games over
 * it score what changed. Costs one indexed read when no game is played over the tournament.
 */
export async function refreshProde(tx: Db, tournamentId: string): Promise<void> {
  const links = await fetchAll(
    tx.select().from(prodeGameTournaments).where(eq(prodeGameTournaments.tournamentId, tournamentId)),
  );
  if (links.length === 0) return;
  const games = await fetchAll(
    tx
      .select()
      .from(prodeGames)
      .where(
        inArray(
          prodeGames.id,
          links.map((l) => l.gameId),
        ),
      ),
  );
  for (const link of links) {
    const game = games.find((g) => g.id === link.gameId);
    if (game) await refreshLink(tx, game, link);
  }
}

/**
 * Every total of a game recomputed from its stored predictions, champion picks and the results: after a change of
 * its scoring or its matches, and from the `prode:rebuild` command. Running it twice gives the same totals.
 */
export async function rebuildGame(tx: Db, gameId: string): Promise<void> {
  const game = await fetchOne(tx.select().from(prodeGames).where(eq(prodeGames.id, gameId)));
  if (!game) return;
  await execute(
    tx.update(prodeChampionPicks).set({ points: null }).where(eq(prodeChampionPicks.gameId, gameId)),
  );
  await execute(tx.delete(prodeScoredMatches).where(eq(prodeScoredMatches.gameId, gameId)));
  await execute(
    tx.update(prodeRoundPoints).set({ points: 0, exact: 0 }).where(eq(prodeRoundPoints.gameId, gameId)),
  );
  await addRoundPointRows(tx, gameId);
  await execute(tx.update(prodePlayers).set({ points: 0, exact: 0 }).where(eq(prodePlayers.gameId, gameId)));
  await markUnranked(tx, gameId);
  await execute(
    tx
      .update(prodeGameTournaments)
      .set({ championScored: null })
      .where(eq(prodeGameTournaments.gameId, gameId)),
  );
  const links = await fetchAll(
    tx.select().from(prodeGameTournaments).where(eq(prodeGameTournaments.gameId, gameId)),
  );
  for (const link of links) await refreshLink(tx, game, link);
}

/** Each player's row in the rounds they predicted, as predicting makes it: for rows written in bulk. */
export async function addRoundPointRows(tx: Db, gameId: string): Promise<void> {
  await executeSql(
    tx,
    sql`
    INSERT INTO prode_round_points (game_id, round_id, user_id, points, exact)
    SELECT DISTINCT game_id, round_id, user_id, 0, 0 FROM prode_predictions WHERE game_id = ${gameId}
    ON CONFLICT DO NOTHING`,
  );
}
