import { randomBytes } from 'node:crypto';
import { type Db, prodeLeagueMembers, prodeLeagues, type Queryable } from '@cancha/db';
import { type CreateProdeLeague, DomainError, type ProdeLeagueDto } from '@cancha/shared';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { requireGame } from './games.service';
import { addPlayer } from './ranking';

// Private leagues (docs/decisions/015-prode.md): a player makes one inside a game and shares its link; whoever
// opens it joins the league (and the game, if they had not), and the league ranks its members among themselves.

type LeagueRow = typeof prodeLeagues.$inferSelect;

function toDtos(db: Queryable, user: UserRow, rows: LeagueRow[]): ProdeLeagueDto[] {
  if (rows.length === 0) return [];
  const counts = new Map(
    db
      .select({ leagueId: prodeLeagueMembers.leagueId, n: count() })
      .from(prodeLeagueMembers)
      .where(
        inArray(
          prodeLeagueMembers.leagueId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(prodeLeagueMembers.leagueId)
      .all()
      .map((r) => [r.leagueId, r.n]),
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

function joinAll(tx: Queryable, gameId: string, leagueId: string, userId: string) {
  addPlayer(tx, gameId, userId);
  tx.insert(prodeLeagueMembers).values({ leagueId, userId }).onConflictDoNothing().run();
}

/** POST prode/games/{id}/leagues: its maker is its first member. */
export function createLeague(db: Db, user: UserRow, input: CreateProdeLeague): ProdeLeagueDto {
  return db.transaction((tx) => {
    const game = requireGame(tx, input.gameId);
    const league = tx
      .insert(prodeLeagues)
      .values({
        gameId: game.id,
        name: input.name,
        ownerId: user.id,
        token: randomBytes(18).toString('base64url'),
      })
      .returning()
      .get();
    joinAll(tx, game.id, league.id, user.id);
    return toDtos(tx, user, [league])[0]!;
  });
}

/** POST prode/leagues/join with the link's token; joining twice changes nothing. */
export function joinLeague(db: Db, user: UserRow, token: string): ProdeLeagueDto {
  return db.transaction((tx) => {
    const league = tx.select().from(prodeLeagues).where(eq(prodeLeagues.token, token)).get();
    if (!league) throw new DomainError('TOKEN_INVALID');
    joinAll(tx, league.gameId, league.id, user.id);
    return toDtos(tx, user, [league])[0]!;
  });
}

/** The reader's leagues in a game. */
export function myLeagues(db: Queryable, user: UserRow, gameId: string): ProdeLeagueDto[] {
  requireGame(db, gameId);
  const rows = db
    .select({ league: prodeLeagues })
    .from(prodeLeagues)
    .innerJoin(prodeLeagueMembers, eq(prodeLeagueMembers.leagueId, prodeLeagues.id))
    .where(and(eq(prodeLeagues.gameId, gameId), eq(prodeLeagueMembers.userId, user.id)))
    .all()
    .map((r) => r.league);
  return toDtos(db, user, rows);
}

/** A member leaves; the league stays for the others. */
export function leaveLeague(db: Db, user: UserRow, leagueId: string): void {
  db.delete(prodeLeagueMembers)
    .where(and(eq(prodeLeagueMembers.leagueId, leagueId), eq(prodeLeagueMembers.userId, user.id)))
    .run();
}
