import {
  type Db,
  execute,
  executeSql,
  fetchAll,
  fetchOne,
  lockForUpdate,
  prodeGames,
  prodePlayers,
  transaction,
} from '@cancha/db';
import { and, eq, sql } from 'drizzle-orm';

// The stored ranking (docs/decisions/015-prode.md): each player's position and a gapless order over the game, so a
// page of a 100,000-player leaderboard is a range of the order and a player's place is their own row. A result or a
// player who left marks the game's ranking stale; the next read ranks it again in one statement (about 0.4 s for
// 100,000 players), so entering ten results costs one ranking for the table, not ten.

/**
 * Ranks the whole game: points, then exact scores, then who joined first; level players share the position. One
 * transaction, and the game is marked ranked only at the revision it was ranked at: a result scored meanwhile
 * (after commit, on another task or process) leaves it stale for the next read rather than hidden behind old ranks.
 */
export async function rankGame(db: Db, gameId: string): Promise<void> {
  await transaction(db, async (tx) => {
    const game = await fetchOne(
      tx.select({ revision: prodeGames.revision }).from(prodeGames).where(eq(prodeGames.id, gameId)),
    );
    if (!game) return;
    await executeSql(
      tx,
      sql`
      UPDATE prode_players SET position = r.pos, rank_order = r.ord
      FROM (
        SELECT user_id,
          RANK() OVER (ORDER BY points DESC, exact DESC, joined_at ASC) AS pos,
          ROW_NUMBER() OVER (ORDER BY points DESC, exact DESC, joined_at ASC, user_id ASC) AS ord
        FROM prode_players WHERE game_id = ${gameId}
      ) AS r
      WHERE prode_players.game_id = ${gameId} AND prode_players.user_id = r.user_id
        AND (prode_players.position IS DISTINCT FROM r.pos OR prode_players.rank_order IS DISTINCT FROM r.ord)`,
    );
    await execute(
      tx
        .update(prodeGames)
        .set({ ranksStale: false })
        .where(and(eq(prodeGames.id, gameId), eq(prodeGames.revision, game.revision))),
    );
  });
}

/** Before reading positions: ranks the game if a change left its ranking stale. */
export async function ensureRanked(db: Db, gameId: string): Promise<void> {
  const game = await fetchOne(
    db.select({ stale: prodeGames.ranksStale }).from(prodeGames).where(eq(prodeGames.id, gameId)),
  );
  if (game?.stale) await rankGame(db, gameId);
}

export async function markUnranked(db: Db, gameId: string): Promise<void> {
  await execute(
    db
      .update(prodeGames)
      .set({ ranksStale: true, revision: sql`${prodeGames.revision} + 1` })
      .where(eq(prodeGames.id, gameId)),
  );
}

/**
 * A player joins (once): with no points and the latest joining time they are last, so they take the next place
 * without ranking anyone else.
 */
export async function addPlayer(db: Db, gameId: string, userId: string): Promise<void> {
  // Players joining at once take the next places one after the other (called inside the join's transaction).
  await lockForUpdate(db, prodeGames, gameId);
  const added = await fetchAll(
    db
      .insert(prodePlayers)
      .values({ gameId, userId })
      .onConflictDoNothing()
      .returning({ userId: prodePlayers.userId }),
  );
  if (added.length === 0) return;
  await executeSql(
    db,
    sql`
    UPDATE prode_players SET
      rank_order = (SELECT coalesce(max(rank_order), 0) + 1 FROM prode_players WHERE game_id = ${gameId}),
      position = (SELECT coalesce(max(rank_order), 0) + 1 FROM prode_players WHERE game_id = ${gameId})
    WHERE game_id = ${gameId} AND user_id = ${userId}`,
  );
}
