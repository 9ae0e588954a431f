import {
  type Db,
  executeSql,
  fetchAll,
  fetchOne,
  jsonObject,
  matches,
  notifications,
  prodeGames,
  prodeGameTournaments,
  prodeNotices,
  tournaments,
  transaction,
} from '@cancha/db';
import { PRODE_REMINDER_HOURS } from '@cancha/shared';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { isOpen, kickOffOf } from './kickoff';

// The game's two notices (docs/decisions/015-prode.md): a reminder before a round a player has not predicted, and
// each player's points once a round is over. Each goes out once per game and round (prode_notices), written as
// notifications in one statement, so the bell, the live stream and the e-mail opt-in carry them as any other.

type GameRow = typeof prodeGames.$inferSelect;

async function once(tx: Db, gameId: string, roundId: string, kind: 'REMINDER' | 'POINTS'): Promise<boolean> {
  const inserted = await fetchAll(
    tx
      .insert(prodeNotices)
      .values({ gameId, roundId, kind })
      .onConflictDoNothing()
      .returning({ gameId: prodeNotices.gameId }),
  );
  return inserted.length > 0;
}

/** Everyone who predicted the round hears their points in it and where they stand in the game. */
export async function sendRoundPoints(tx: Db, game: GameRow, roundId: string): Promise<void> {
  if (!(await once(tx, game.id, roundId, 'POINTS'))) return;
  const now = new Date();
  await executeSql(
    tx,
    sql`
    INSERT INTO notifications (user_id, kind, params, read, created_at)
    SELECT rp.user_id, 'PRODE_POINTS',
      ${jsonObject({
        game: game.name,
        gameId: game.id,
        points: sql`CAST(rp.points AS TEXT)`,
        position: sql`CAST(r.pos AS TEXT)`,
      })},
      false, ${sql.param(now, notifications.createdAt)}
    FROM prode_round_points rp
    JOIN (
      SELECT user_id, RANK() OVER (ORDER BY points DESC, exact DESC, joined_at ASC) AS pos
      FROM prode_players WHERE game_id = ${game.id}
    ) AS r ON r.user_id = rp.user_id
    WHERE rp.game_id = ${game.id} AND rp.round_id = ${roundId}`,
  );
}

/**
 * Runs every few minutes: for each round whose first open match kicks off within PRODE_REMINDER_HOURS, the
 * players of the game who left one of its matches without a prediction are reminded, once.
 */
export async function sendReminders(db: Db, config: { timeZone: string }, now = new Date()): Promise<number> {
  let sent = 0;
  const horizon = now.getTime() + PRODE_REMINDER_HOURS * 60 * 60 * 1000;
  const games = await fetchAll(db.select().from(prodeGames));
  for (const game of games) {
    const links = await fetchAll(
      db.select().from(prodeGameTournaments).where(eq(prodeGameTournaments.gameId, game.id)),
    );
    for (const link of links) {
      const t = await fetchOne(db.select().from(tournaments).where(eq(tournaments.id, link.tournamentId)));
      if (!t) continue;
      const zone = t.timeZone ?? config.timeZone;
      const chosen = link.roundIds ? new Set(link.roundIds) : null;
      const open = (
        await fetchAll(
          db
            .select()
            .from(matches)
            .where(
              and(eq(matches.tournamentId, t.id), isNotNull(matches.teamTwoId), isNotNull(matches.date)),
            ),
        )
      ).filter((m) => m.roundId && (!chosen || chosen.has(m.roundId)) && isOpen(m, zone, now));
      const byRound = new Map<string, typeof open>();
      for (const m of open) byRound.set(m.roundId!, [...(byRound.get(m.roundId!) ?? []), m]);
      for (const [roundId, list] of byRound) {
        const first = Math.min(...list.map((m) => kickOffOf(m, zone)!.getTime()));
        if (first > horizon) continue;
        await transaction(db, async (tx) => {
          if (!(await once(tx, game.id, roundId, 'REMINDER'))) return;
          const ids = sql.join(
            list.map((m) => sql`${m.id}`),
            sql`, `,
          );
          const result = await executeSql(
            tx,
            sql`
            INSERT INTO notifications (user_id, kind, params, read, created_at)
            SELECT p.user_id, 'PRODE_REMINDER', ${jsonObject({ game: game.name, gameId: game.id })}, false,
              ${sql.param(now, notifications.createdAt)}
            FROM prode_players p
            WHERE p.game_id = ${game.id} AND (
              SELECT count(*) FROM prode_predictions x
              WHERE x.game_id = p.game_id AND x.user_id = p.user_id AND x.match_id IN (${ids})
            ) < ${list.length}`,
          );
          sent += result;
        });
      }
    }
  }
  return sent;
}
