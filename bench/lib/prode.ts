import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  closeDatabase,
  execute,
  fetchAll,
  fetchOne,
  matches,
  openDatabase,
  rounds,
  sqliteEngine,
  transaction,
} from '@cancha/db';
import { DEFAULT_PRODE_SCORING } from '@cancha/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import { EVENT_HANDLERS } from '../../packages/api/src/after-commit';
import { createSession } from '../../packages/api/src/auth/session';
import { refreshTournamentOutcome } from '../../packages/api/src/competition/outcome.service';
import { dispatchEvents } from '../../packages/api/src/events/dispatch';
import { ensureRanked } from '../../packages/api/src/prode/ranking';
import type { DatasetInfo } from './dataset';

// El Prode at scale (docs/decisions/015-prode.md): a game over one matchday of the 64-team season, with `players`
// players who each predicted its 10 matches (100,000 players: 1,000,000 predictions). Built once on a copy of the
// dataset and cached; then each run enters the 10 results as the organiser's result form does (the match, the
// tournament's outcome and the game's scores in one transaction), and a server reads the leaderboard.

// Bump when the base dataset's generator changes too (its file is copied): v3, the season's cash book.
const VERSION = 3;
const MATCHES = 10;

export interface ProdeBench {
  path: string;
  gameId: string;
  tournamentId: string;
  matchIds: string[];
  players: number;
  predictions: number;
  /** A player in the middle of the table: the board's `me` is computed for them. */
  viewerToken: string;
}

/** A seeded generator (Park–Miller), so every build makes the same predictions. */
function prng(seed: number) {
  let s = seed;
  return () => {
    s = (s * 16807) % 2147483647;
    return s / 2147483647;
  };
}

export async function ensureProdeDataset(
  dir: string,
  base: DatasetInfo,
  players: number,
): Promise<ProdeBench> {
  const path = join(dir, `prode-${base.size}-${players}-v${VERSION}.db`);
  const meta = `${path}.json`;
  if (existsSync(path) && existsSync(meta)) return JSON.parse(readFileSync(meta, 'utf8')) as ProdeBench;
  const building = `${path}.building`;
  rmSync(building, { force: true });
  copyFileSync(base.path, building);
  const db = openDatabase(building);
  const tournamentId = base.season.tournamentId;
  const round = (await fetchOne(
    db.select().from(rounds).where(eq(rounds.tournamentId, tournamentId)).orderBy(asc(rounds.number)),
  ))!;
  const matchIds = (
    await fetchAll(
      db
        .select({ id: matches.id })
        .from(matches)
        .where(eq(matches.roundId, round.id))
        .orderBy(asc(matches.id))
        .limit(MATCHES),
    )
  ).map((m) => m.id);
  // The matchday is still to be played when the predictions are made.
  await execute(
    db
      .update(matches)
      .set({ status: 'SCHEDULED', teamOneScore: null, teamTwoScore: null })
      .where(inArray(matches.id, matchIds)),
  );
  const sql = db.$client;
  const gameId = 'b0000000-0000-4000-8000-000000000001';
  const now = Date.now();
  sql
    .prepare(
      `insert into prode_games (id, name, rules, prize, scoring, scope, created_at) values (?, 'Prode de carga', '', '', ?, 'SITE', ?)`,
    )
    .run(gameId, JSON.stringify(DEFAULT_PRODE_SCORING), now);
  sql
    .prepare('insert into prode_game_tournaments (game_id, tournament_id, round_ids) values (?, ?, ?)')
    .run(gameId, tournamentId, JSON.stringify([round.id]));
  const insertUser = sql.prepare(
    `insert into users (id, email, email_verified, role, fullname, lastname, locale, subscription_active, created_at,
      updated_at) values (?, ?, 1, 'PARTICIPANT', ?, ?, 'es', 0, ?, ?)`,
  );
  const insertPlayer = sql.prepare(
    'insert into prode_players (game_id, user_id, joined_at) values (?, ?, ?)',
  );
  const insertPrediction = sql.prepare(
    `insert into prode_predictions (game_id, user_id, match_id, round_id, team_one_score, team_two_score,
      updated_at) values (?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertRoundRow = sql.prepare(
    'insert into prode_round_points (game_id, round_id, user_id, points, exact) values (?, ?, ?, 0, 0)',
  );
  const random = prng(20_261_126);
  const goals = () => Math.floor(random() * random() * 5);
  const ids: string[] = [];
  sql.transaction(() => {
    for (let i = 0; i < players; i++) {
      const id = `b1000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;
      ids.push(id);
      insertUser.run(id, `prode${i}@bench.test`, `Jugador${i}`, `Prode${i}`, now, now);
      insertPlayer.run(gameId, id, now - players + i);
      for (const matchId of matchIds)
        insertPrediction.run(gameId, id, matchId, round.id, goals(), goals(), now);
      insertRoundRow.run(gameId, round.id, id);
    }
  })();
  const { token } = await createSession(sqliteEngine(db), ids[Math.floor(players / 2)]!);
  sql.exec('ANALYZE');
  closeDatabase(db);
  renameSync(building, path);
  const info: ProdeBench = {
    path,
    gameId,
    tournamentId,
    matchIds,
    players,
    predictions: players * matchIds.length,
    viewerToken: token,
  };
  writeFileSync(meta, JSON.stringify(info));
  return info;
}

/**
 * The matchday's 10 results entered one by one, each in its own transaction with everything a result runs: the
 * tournament's outcome (standings, champion) and the game's scoring of every prediction; then the one ranking the
 * table's next reader triggers. Measured on a fresh copy each run; the last copy is left scored and ranked, for the
 * leaderboard server.
 */
export async function measureProdeScoring(bench: ProdeBench, copy: string, runs: number) {
  const times: number[] = [];
  const random = prng(7);
  for (let run = 0; run < runs; run++) {
    copyFileSync(bench.path, copy);
    const db = openDatabase(copy);
    const start = performance.now();
    for (const matchId of bench.matchIds) {
      const one = Math.floor(random() * 4);
      const two = Math.floor(random() * 3);
      await transaction(db, async (tx) => {
        await execute(
          tx
            .update(matches)
            .set({ status: 'COMPLETED', teamOneScore: one, teamTwoScore: two })
            .where(eq(matches.id, matchId)),
        );
        await refreshTournamentOutcome(sqliteEngine(tx), bench.tournamentId);
      });
      // After the result commits, as a request's flush does: El Prode's handler scores it (docs/decisions/020).
      const { failed } = await dispatchEvents(sqliteEngine(db), EVENT_HANDLERS);
      if (failed.length > 0) throw new Error(`El Prode's scoring failed: ${failed[0]!.error}`);
    }
    // The table's first reader after the matchday ranks the game once.
    await ensureRanked(sqliteEngine(db), bench.gameId);
    times.push(performance.now() - start);
    closeDatabase(db);
  }
  return { times };
}
