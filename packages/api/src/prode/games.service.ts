import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  prodeGames,
  prodeGameTournaments,
  prodePlayers,
  rounds,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  type CreateProdeGame,
  DEFAULT_PRODE_SCORING,
  DomainError,
  type ProdeGameDto,
  type ProdeGameStatus,
  type UpdateProdeGame,
} from '@cancha/shared';
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { maySeeTournament } from '../tournaments/visibility';
import { isSiteOwner } from '../trpc';
import { isOpen, kickOffOf } from './kickoff';
import { addPlayer, ensureRanked } from './ranking';
import { rebuildGame } from './scoring.service';

// El Prode's games (docs/decisions/015-prode.md): the site owners run games over any public tournaments; a
// tournament's creator runs one over their own tournament.

export type GameRow = typeof prodeGames.$inferSelect;
type LinkRow = typeof prodeGameTournaments.$inferSelect;
type TournamentRow = typeof tournaments.$inferSelect;

export interface ProdeConfig {
  timeZone: string;
  ownerEmails: readonly string[];
}

export const zoneOf = (tournament: Pick<TournamentRow, 'timeZone'>, config: { timeZone: string }) =>
  tournament.timeZone ?? config.timeZone;

export async function requireGame(db: Db, gameId: string): Promise<GameRow> {
  const row = await fetchOne(db.select().from(prodeGames).where(eq(prodeGames.id, gameId)));
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

/** Every tournament of the games: for the games' managers and for scoring, never shown to a player as such. */
export async function linksOf(db: Db, gameIds: string[]): Promise<LinkRow[]> {
  if (gameIds.length === 0) return [];
  return await fetchAll(
    db.select().from(prodeGameTournaments).where(inArray(prodeGameTournaments.gameId, gameIds)),
  );
}

/**
 * The games' tournaments this reader may see (tournaments/visibility.ts): a tournament made private after a game
 * took it in leaves the game for everyone who may not see it, its matches, results and predictions with it.
 */
export async function visibleLinksOf(db: Db, user: UserRow | null, gameIds: string[]): Promise<LinkRow[]> {
  const links = await linksOf(db, gameIds);
  const byId = await tournamentsById(db, [...new Set(links.map((l) => l.tournamentId))]);
  const seen = new Map<string, boolean>();
  for (const t of byId.values()) seen.set(t.id, await maySeeTournament(db, t, { user }));
  return links.filter((l) => seen.get(l.tournamentId) === true);
}

/** A game's matches with both teams known (a bye is nothing to predict), in kick-off order. */
export async function gameMatches(db: Db, links: LinkRow[]): Promise<MatchRow[]> {
  const out: MatchRow[] = [];
  for (const link of links) {
    const rows = await fetchAll(
      db
        .select()
        .from(matches)
        .where(and(eq(matches.tournamentId, link.tournamentId), isNotNull(matches.teamTwoId))),
    );
    const chosen = link.roundIds ? new Set(link.roundIds) : null;
    out.push(...rows.filter((m) => m.roundId && (!chosen || chosen.has(m.roundId))));
  }
  return out.sort(
    (a, b) =>
      (a.date ?? '9999').localeCompare(b.date ?? '9999') ||
      (a.time ?? '99').localeCompare(b.time ?? '99') ||
      a.id.localeCompare(b.id),
  );
}

export async function tournamentsById(db: Db, ids: string[]): Promise<Map<string, TournamentRow>> {
  if (ids.length === 0) return new Map();
  const rows = await fetchAll(db.select().from(tournaments).where(inArray(tournaments.id, ids)));
  return new Map(rows.map((t) => [t.id, t]));
}

/** SITE games are run by every site owner; a tournament's game by who made it and by the tournament's creator. */
export async function canManage(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  game: GameRow,
  links: LinkRow[],
): Promise<boolean> {
  if (!user) return false;
  if (isSiteOwner(config, user)) return true;
  if (game.scope !== 'TOURNAMENT') return false;
  if (game.createdById === user.id) return true;
  const own = await tournamentsById(
    db,
    links.map((l) => l.tournamentId),
  );
  return [...own.values()].some((t) => t.creatorId === user.id);
}

export async function requireManaged(db: Db, config: ProdeConfig, user: UserRow, gameId: string) {
  const game = await requireGame(db, gameId);
  const links = await linksOf(db, [game.id]);
  if (!(await canManage(db, config, user, game, links))) throw new DomainError('FORBIDDEN');
  return { game, links };
}

/**
 * The tournaments a game may be played over: public ones (a game is public, so a private tournament's matches
 * would leak), rounds of their own; a site owner names any, anyone else only their one tournament.
 */
async function checkedTournaments(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  list: z.output<typeof CreateProdeGame>['tournaments'],
): Promise<'SITE' | 'TOURNAMENT'> {
  const found = await tournamentsById(
    db,
    list.map((t) => t.tournamentId),
  );
  for (const item of list) {
    const t = found.get(item.tournamentId);
    if (!t) throw new DomainError('NOT_FOUND', 'tournamentId: unknown tournament');
    if (t.visibility !== 'PUBLIC')
      throw new DomainError('VALIDATION', 'tournaments: only public tournaments');
    if (item.roundIds) {
      const own = new Set(
        (await fetchAll(db.select({ id: rounds.id }).from(rounds).where(eq(rounds.tournamentId, t.id)))).map(
          (r) => r.id,
        ),
      );
      if (item.roundIds.some((id) => !own.has(id)))
        throw new DomainError('NOT_FOUND', 'roundIds: unknown round');
    }
  }
  if (isSiteOwner(config, user)) return 'SITE';
  const only = found.get(list[0]!.tournamentId)!;
  if (list.length !== 1 || only.creatorId !== user.id) throw new DomainError('FORBIDDEN');
  return 'TOURNAMENT';
}

export async function createGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: z.output<typeof CreateProdeGame>,
): Promise<ProdeGameDto> {
  return await transaction(db, async (tx) => {
    const scope = await checkedTournaments(tx, config, user, input.tournaments);
    const game = (await fetchOne(
      tx
        .insert(prodeGames)
        .values({
          name: input.name,
          rules: input.rules,
          prize: input.prize,
          scoring: input.scoring ?? DEFAULT_PRODE_SCORING,
          startsAt: input.startsAt ? new Date(input.startsAt) : null,
          scope,
          createdById: user.id,
        })
        .returning(),
    ))!;
    await execute(
      tx.insert(prodeGameTournaments).values(
        input.tournaments.map((t) => ({
          gameId: game.id,
          tournamentId: t.tournamentId,
          roundIds: t.roundIds ?? null,
        })),
      ),
    );
    return (await toGameDtos(tx, config, user, [game]))[0]!;
  });
}

export async function updateGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: z.output<typeof UpdateProdeGame>,
): Promise<ProdeGameDto> {
  return await transaction(db, async (tx) => {
    const { game } = await requireManaged(tx, config, user, input.gameId);
    if (input.tournaments) {
      await checkedTournaments(tx, config, user, input.tournaments);
      await execute(tx.delete(prodeGameTournaments).where(eq(prodeGameTournaments.gameId, game.id)));
      await execute(
        tx.insert(prodeGameTournaments).values(
          input.tournaments.map((t) => ({
            gameId: game.id,
            tournamentId: t.tournamentId,
            roundIds: t.roundIds ?? null,
          })),
        ),
      );
    }
    const row = (await fetchOne(
      tx
        .update(prodeGames)
        .set({
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.rules !== undefined ? { rules: input.rules } : {}),
          ...(input.prize !== undefined ? { prize: input.prize } : {}),
          ...(input.scoring !== undefined ? { scoring: input.scoring } : {}),
          ...(input.startsAt !== undefined
            ? { startsAt: input.startsAt ? new Date(input.startsAt) : null }
            : {}),
        })
        .where(eq(prodeGames.id, game.id))
        .returning(),
    ))!;
    // New scoring or other matches: every total is recomputed from the stored predictions and results.
    if (input.scoring !== undefined || input.tournaments) await rebuildGame(tx, game.id);
    return (await toGameDtos(tx, config, user, [row]))[0]!;
  });
}

export async function deleteGame(db: Db, config: ProdeConfig, user: UserRow, gameId: string): Promise<void> {
  await transaction(db, async (tx) => {
    const { game } = await requireManaged(tx, config, user, gameId);
    await execute(tx.delete(prodeGames).where(eq(prodeGames.id, game.id)));
  });
}

/** Any signed-in user takes part; joining twice changes nothing (the first time counts for the tie-break). */
export async function joinGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  gameId: string,
): Promise<ProdeGameDto> {
  return await transaction(db, async (tx) => {
    const game = await requireGame(tx, gameId);
    await addPlayer(tx, game.id, user.id);
    return (await toGameDtos(tx, config, user, [await requireGame(tx, game.id)]))[0]!;
  });
}

export async function requirePlayer(db: Db, gameId: string, userId: string) {
  const row = await fetchOne(
    db
      .select()
      .from(prodePlayers)
      .where(and(eq(prodePlayers.gameId, gameId), eq(prodePlayers.userId, userId))),
  );
  if (!row) throw new DomainError('PRODE_NOT_JOINED');
  return row;
}

export async function listGames(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  query: { tournamentId?: string; managed?: boolean },
): Promise<ProdeGameDto[]> {
  let rows = await fetchAll(db.select().from(prodeGames).orderBy(asc(prodeGames.createdAt)));
  if (query.tournamentId) {
    const ids = new Set(
      (
        await fetchAll(
          db
            .select({ gameId: prodeGameTournaments.gameId })
            .from(prodeGameTournaments)
            .where(eq(prodeGameTournaments.tournamentId, query.tournamentId)),
        )
      ).map((r) => r.gameId),
    );
    rows = rows.filter((g) => ids.has(g.id));
  }
  const dtos = await toGameDtos(db, config, user, rows);
  return query.managed ? dtos.filter((g) => g.canManage) : dtos;
}

export async function getGame(db: Db, config: ProdeConfig, user: UserRow | null, gameId: string) {
  return (await toGameDtos(db, config, user, [await requireGame(db, gameId)]))[0]!;
}

/**
 * When a game starts (its own start, else its first kick-off), where it stands, and when its next predictions
 * close (the first kick-off still to come of a match still open; null when no open match has a date).
 */
export function gameClock(
  game: GameRow,
  gameRows: MatchRow[],
  zones: Map<string, string>,
  now: Date,
): { startsAt: Date | null; status: ProdeGameStatus; nextDeadline: Date | null } {
  const zone = (m: MatchRow) => zones.get(m.tournamentId ?? '') ?? 'UTC';
  const earliest = (rows: MatchRow[]) =>
    rows
      .map((m) => kickOffOf(m, zone(m)))
      .filter((d): d is Date => d !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0] ?? null;
  const nextDeadline = earliest(gameRows.filter((m) => isOpen(m, zone(m), now)));
  const startsAt = game.startsAt ?? earliest(gameRows);
  if (startsAt && now < startsAt) return { startsAt, status: 'UPCOMING', nextDeadline };
  const pending = gameRows.some((m) => !['COMPLETED', 'CANCELED', 'ABANDONED'].includes(m.status));
  const finished = gameRows.length > 0 && !pending;
  return {
    startsAt,
    status: finished ? 'FINISHED' : startsAt || gameRows.length > 0 ? 'LIVE' : 'UPCOMING',
    nextDeadline,
  };
}

export async function toGameDtos(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  rows: GameRow[],
  now = new Date(),
): Promise<ProdeGameDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((g) => g.id);
  const links = await visibleLinksOf(db, user, ids);
  const byId = await tournamentsById(db, [...new Set(links.map((l) => l.tournamentId))]);
  const zones = new Map([...byId.values()].map((t) => [t.id, zoneOf(t, config)]));
  const myRows = async () =>
    user
      ? await fetchAll(
          db
            .select()
            .from(prodePlayers)
            .where(and(inArray(prodePlayers.gameId, ids), eq(prodePlayers.userId, user.id))),
        )
      : [];
  // The reader's place in the games they play, ranked first where a result left the ranking stale.
  let playing = await myRows();
  const stale = rows.filter((g) => g.ranksStale && playing.some((p) => p.gameId === g.id));
  for (const g of stale) await ensureRanked(db, g.id);
  if (stale.length > 0) playing = await myRows();
  const mine = new Map(playing.map((p) => [p.gameId, p]));
  return Promise.all(
    rows.map(async (game) => {
      const own = links.filter((l) => l.gameId === game.id);
      const clock = gameClock(game, await gameMatches(db, own), zones, now);
      const me = mine.get(game.id);
      return {
        id: game.id,
        name: game.name,
        rules: game.rules,
        prize: game.prize,
        scoring: game.scoring,
        startsAt: clock.startsAt?.toISOString() ?? null,
        status: clock.status,
        nextDeadline: clock.nextDeadline?.toISOString() ?? null,
        scope: game.scope,
        tournaments: own.map((l) => ({
          id: l.tournamentId,
          name: byId.get(l.tournamentId)?.name ?? '',
          roundIds: l.roundIds,
        })),
        players: game.players,
        joined: Boolean(me),
        me: me ? { points: me.points, exact: me.exact, position: me.position ?? 0 } : null,
        canManage: await canManage(db, config, user, game, own),
      };
    }),
  );
}
