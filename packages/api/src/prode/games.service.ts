import {
  type Db,
  matches,
  prodeGames,
  prodeGameTournaments,
  prodePlayers,
  type Queryable,
  rounds,
  tournaments,
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
import { isSiteOwner } from '../trpc';
import { kickOffOf } from './kickoff';
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

export function requireGame(db: Queryable, gameId: string): GameRow {
  const row = db.select().from(prodeGames).where(eq(prodeGames.id, gameId)).get();
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

export function linksOf(db: Queryable, gameIds: string[]): LinkRow[] {
  if (gameIds.length === 0) return [];
  return db.select().from(prodeGameTournaments).where(inArray(prodeGameTournaments.gameId, gameIds)).all();
}

/** A game's matches with both teams known (a bye is nothing to predict), in kick-off order. */
export function gameMatches(db: Queryable, links: LinkRow[]): MatchRow[] {
  const out: MatchRow[] = [];
  for (const link of links) {
    const rows = db
      .select()
      .from(matches)
      .where(and(eq(matches.tournamentId, link.tournamentId), isNotNull(matches.teamTwoId)))
      .all();
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

export function tournamentsById(db: Queryable, ids: string[]): Map<string, TournamentRow> {
  if (ids.length === 0) return new Map();
  const rows = db.select().from(tournaments).where(inArray(tournaments.id, ids)).all();
  return new Map(rows.map((t) => [t.id, t]));
}

/** SITE games are run by every site owner; a tournament's game by who made it and by the tournament's creator. */
export function canManage(
  db: Queryable,
  config: ProdeConfig,
  user: UserRow | null,
  game: GameRow,
  links: LinkRow[],
): boolean {
  if (!user) return false;
  if (isSiteOwner(config, user)) return true;
  if (game.scope !== 'TOURNAMENT') return false;
  if (game.createdById === user.id) return true;
  const own = tournamentsById(
    db,
    links.map((l) => l.tournamentId),
  );
  return [...own.values()].some((t) => t.creatorId === user.id);
}

export function requireManaged(db: Queryable, config: ProdeConfig, user: UserRow, gameId: string) {
  const game = requireGame(db, gameId);
  const links = linksOf(db, [game.id]);
  if (!canManage(db, config, user, game, links)) throw new DomainError('FORBIDDEN');
  return { game, links };
}

/**
 * The tournaments a game may be played over: public ones (a game is public, so a private tournament's matches
 * would leak), rounds of their own; a site owner names any, anyone else only their one tournament.
 */
function checkedTournaments(
  db: Queryable,
  config: ProdeConfig,
  user: UserRow,
  list: z.output<typeof CreateProdeGame>['tournaments'],
): 'SITE' | 'TOURNAMENT' {
  const found = tournamentsById(
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
        db
          .select({ id: rounds.id })
          .from(rounds)
          .where(eq(rounds.tournamentId, t.id))
          .all()
          .map((r) => r.id),
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

export function createGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: z.output<typeof CreateProdeGame>,
): ProdeGameDto {
  return db.transaction((tx) => {
    const scope = checkedTournaments(tx, config, user, input.tournaments);
    const game = tx
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
      .returning()
      .get();
    tx.insert(prodeGameTournaments)
      .values(
        input.tournaments.map((t) => ({
          gameId: game.id,
          tournamentId: t.tournamentId,
          roundIds: t.roundIds ?? null,
        })),
      )
      .run();
    return toGameDtos(tx, config, user, [game])[0]!;
  });
}

export function updateGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: z.output<typeof UpdateProdeGame>,
): ProdeGameDto {
  return db.transaction((tx) => {
    const { game } = requireManaged(tx, config, user, input.gameId);
    if (input.tournaments) {
      checkedTournaments(tx, config, user, input.tournaments);
      tx.delete(prodeGameTournaments).where(eq(prodeGameTournaments.gameId, game.id)).run();
      tx.insert(prodeGameTournaments)
        .values(
          input.tournaments.map((t) => ({
            gameId: game.id,
            tournamentId: t.tournamentId,
            roundIds: t.roundIds ?? null,
          })),
        )
        .run();
    }
    const row = tx
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
      .returning()
      .get();
    // New scoring or other matches: every total is recomputed from the stored predictions and results.
    if (input.scoring !== undefined || input.tournaments) rebuildGame(tx, game.id);
    return toGameDtos(tx, config, user, [row])[0]!;
  });
}

export function deleteGame(db: Db, config: ProdeConfig, user: UserRow, gameId: string): void {
  db.transaction((tx) => {
    const { game } = requireManaged(tx, config, user, gameId);
    tx.delete(prodeGames).where(eq(prodeGames.id, game.id)).run();
  });
}

/** Any signed-in user takes part; joining twice changes nothing (the first time counts for the tie-break). */
export function joinGame(db: Db, config: ProdeConfig, user: UserRow, gameId: string): ProdeGameDto {
  return db.transaction((tx) => {
    const game = requireGame(tx, gameId);
    addPlayer(tx, game.id, user.id);
    return toGameDtos(tx, config, user, [requireGame(tx, game.id)])[0]!;
  });
}

export function requirePlayer(db: Queryable, gameId: string, userId: string) {
  const row = db
    .select()
    .from(prodePlayers)
    .where(and(eq(prodePlayers.gameId, gameId), eq(prodePlayers.userId, userId)))
    .get();
  if (!row) throw new DomainError('PRODE_NOT_JOINED');
  return row;
}

export function listGames(
  db: Queryable,
  config: ProdeConfig,
  user: UserRow | null,
  query: { tournamentId?: string; managed?: boolean },
): ProdeGameDto[] {
  let rows = db.select().from(prodeGames).orderBy(asc(prodeGames.createdAt)).all();
  if (query.tournamentId) {
    const ids = new Set(
      db
        .select({ gameId: prodeGameTournaments.gameId })
        .from(prodeGameTournaments)
        .where(eq(prodeGameTournaments.tournamentId, query.tournamentId))
        .all()
        .map((r) => r.gameId),
    );
    rows = rows.filter((g) => ids.has(g.id));
  }
  const dtos = toGameDtos(db, config, user, rows);
  return query.managed ? dtos.filter((g) => g.canManage) : dtos;
}

export function getGame(db: Queryable, config: ProdeConfig, user: UserRow | null, gameId: string) {
  return toGameDtos(db, config, user, [requireGame(db, gameId)])[0]!;
}

/** When a game starts (its own start, else its first kick-off) and where it stands. */
export function gameClock(
  game: GameRow,
  gameRows: MatchRow[],
  zones: Map<string, string>,
  now: Date,
): { startsAt: Date | null; status: ProdeGameStatus } {
  const kickOffs = gameRows
    .map((m) => kickOffOf(m, zones.get(m.tournamentId ?? '') ?? 'UTC'))
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime());
  const startsAt = game.startsAt ?? kickOffs[0] ?? null;
  if (startsAt && now < startsAt) return { startsAt, status: 'UPCOMING' };
  const pending = gameRows.some((m) => !['COMPLETED', 'CANCELED', 'ABANDONED'].includes(m.status));
  const finished = gameRows.length > 0 && !pending;
  return { startsAt, status: finished ? 'FINISHED' : startsAt || gameRows.length > 0 ? 'LIVE' : 'UPCOMING' };
}

export function toGameDtos(
  db: Queryable,
  config: ProdeConfig,
  user: UserRow | null,
  rows: GameRow[],
  now = new Date(),
): ProdeGameDto[] {
  if (rows.length === 0) return [];
  const ids = rows.map((g) => g.id);
  const links = linksOf(db, ids);
  const byId = tournamentsById(db, [...new Set(links.map((l) => l.tournamentId))]);
  const zones = new Map([...byId.values()].map((t) => [t.id, zoneOf(t, config)]));
  const myRows = () =>
    user
      ? db
          .select()
          .from(prodePlayers)
          .where(and(inArray(prodePlayers.gameId, ids), eq(prodePlayers.userId, user.id)))
          .all()
      : [];
  // The reader's place in the games they play, ranked first where a result left the ranking stale.
  let playing = myRows();
  const stale = rows.filter((g) => g.ranksStale && playing.some((p) => p.gameId === g.id));
  for (const g of stale) ensureRanked(db, g.id);
  if (stale.length > 0) playing = myRows();
  const mine = new Map(playing.map((p) => [p.gameId, p]));
  return rows.map((game) => {
    const own = links.filter((l) => l.gameId === game.id);
    const clock = gameClock(game, gameMatches(db, own), zones, now);
    const me = mine.get(game.id);
    return {
      id: game.id,
      name: game.name,
      rules: game.rules,
      prize: game.prize,
      scoring: game.scoring,
      startsAt: clock.startsAt?.toISOString() ?? null,
      status: clock.status,
      scope: game.scope,
      tournaments: own.map((l) => ({
        id: l.tournamentId,
        name: byId.get(l.tournamentId)?.name ?? '',
        roundIds: l.roundIds,
      })),
      players: game.players,
      joined: Boolean(me),
      me: me ? { points: me.points, exact: me.exact, position: me.position ?? 0 } : null,
      canManage: canManage(db, config, user, game, own),
    };
  });
}
