import { randomBytes } from 'node:crypto';
import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  prodeLeagueMembers,
  prodeLeagues,
  transaction,
} from '@cancha/db';
import { type CreateProdeLeague, DomainError, type ProdeLeagueDto } from '@cancha/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { requireGame } from './games.service';
import { addPlayer } from './ranking';

// Private leagues (docs/decisions/015-prode.md): a player makes one inside a game and shares its link; whoever
// opens it joins the league (and the game, if they had not), and the league ranks its members among themselves.

type LeagueRow = typeof prodeLeagues.$inferSelect;

async function toDtos(db: Db, user: UserRow, rows: LeagueRow[]): Promise<ProdeLeagueDto[]> {
  if (rows.length === 0) return [];
  const counts = new Map(
    (
      await fetchAll(
        db
          .select({ leagueId: prodeLeagueMembers.leagueId, n: count() })
          .from(prodeLeagueMembers)
          .where(
            inArray(
              prodeLeagueMembers.leagueId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(prodeLeagueMembers.leagueId),
      )
    ).map((r) => [r.leagueId, r.n]),
  );
  return rows.map((l) => ({
    id: l.id,
    gameId: l.gameId,
    name: l.name,
    members: counts.get(l.id) ?? 0,
    token: l.token,
    isOwner: l.ownerId === user.id,
  }));
}

async function joinAll(tx: Db, gameId: string, leagueId: string, userId: string) {
  await addPlayer(tx, gameId, userId);
  await execute(tx.insert(prodeLeagueMembers).values({ leagueId, userId }).onConflictDoNothing());
}

/** POST prode/games/{id}/leagues: its maker is its first member. */
export async function createLeague(db: Db, user: UserRow, input: CreateProdeLeague): Promise<ProdeLeagueDto> {
  return await transaction(db, async (tx) => {
    const game = await requireGame(tx, input.gameId);
    const league = (await fetchOne(
      tx
        .insert(prodeLeagues)
        .values({
          gameId: game.id,
          name: input.name,
          ownerId: user.id,
          token: randomBytes(18).toString('base64url'),
        })
        .returning(),
    ))!;
    await joinAll(tx, game.id, league.id, user.id);
    return (await toDtos(tx, user, [league]))[0]!;
  });
}

/** POST prode/leagues/join with the link's token; joining twice changes nothing. */
export async function joinLeague(db: Db, user: UserRow, token: string): Promise<ProdeLeagueDto> {
  return await transaction(db, async (tx) => {
    const league = await fetchOne(tx.select().from(prodeLeagues).where(eq(prodeLeagues.token, token)));
    if (!league) throw new DomainError('TOKEN_INVALID');
    await joinAll(tx, league.gameId, league.id, user.id);
    return (await toDtos(tx, user, [league]))[0]!;
  });
}

/** The reader's leagues in a game. */
export async function myLeagues(db: Db, user: UserRow, gameId: string): Promise<ProdeLeagueDto[]> {
  await requireGame(db, gameId);
  const rows = (
    await fetchAll(
      db
        .select({ league: prodeLeagues })
        .from(prodeLeagues)
        .innerJoin(prodeLeagueMembers, eq(prodeLeagueMembers.leagueId, prodeLeagues.id))
        .where(and(eq(prodeLeagues.gameId, gameId), eq(prodeLeagueMembers.userId, user.id))),
    )
  ).map((r) => r.league);
  return await toDtos(db, user, rows);
}

/** A member leaves; the league stays for the others. */
export async function leaveLeague(db: Db, user: UserRow, leagueId: string): Promise<void> {
  await execute(
    db
      .delete(prodeLeagueMembers)
      .where(and(eq(prodeLeagueMembers.leagueId, leagueId), eq(prodeLeagueMembers.userId, user.id))),
  );
}
