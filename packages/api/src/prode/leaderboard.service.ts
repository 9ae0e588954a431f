import {
  prodeGameTournaments,
  prodeLeagueMembers,
  prodeLeagues,
  prodePlayers,
  prodeRoundPoints,
  type Queryable,
  rounds,
  tournaments,
  users,
} from '@cancha/db';
import {
  DomainError,
  PRODE_LEADERBOARD_PAGE,
  type ProdeLeaderboardDto,
  type ProdeLeaderboardEntry,
  type ProdeLeaderboardQuery,
  type ProdeRoundDto,
} from '@cancha/shared';
import { and, asc, count, desc, eq, gt, inArray, lt, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { stageOf } from '../competition/stages';

// The leaderboard (docs/decisions/015-prode.md): points, then exact scores, then who joined first. The totals are
// stored, and an index keeps them in this order, so a page of a 100,000-player game is an index walk and a
// position is a count over the index.

type PlayerRow = typeof prodePlayers.$inferSelect;

/** 1 + the players strictly ahead, in the game or among some of its players (level players share the position). */
export function positionOf(
  db: Queryable,
  gameId: string,
  p: Pick<PlayerRow, 'points' | 'exact' | 'joinedAt'>,
  among?: string[],
) {
  const ahead = db
    .select({ n: count() })
    .from(prodePlayers)
    .where(
      and(
        eq(prodePlayers.gameId, gameId),
        among ? inArray(prodePlayers.userId, among) : undefined,
        or(
          gt(prodePlayers.points, p.points),
          and(eq(prodePlayers.points, p.points), gt(prodePlayers.exact, p.exact)),
          and(
            eq(prodePlayers.points, p.points),
            eq(prodePlayers.exact, p.exact),
            lt(prodePlayers.joinedAt, p.joinedAt),
          ),
        ),
      ),
    )
    .get();
  return (ahead?.n ?? 0) + 1;
}

const nameOf = (u: { username: string | null; fullname: string | null; lastname: string | null }) =>
  [u.fullname, u.lastname].filter(Boolean).join(' ') || u.username || '';

/** Positions within a page, continuing from the first one's: level neighbours share it. */
function ranked<T extends { points: number; exact: number; joinedAt?: Date }>(rows: T[], first: number) {
  let position = first;
  return rows.map((r, i) => {
    const prev = rows[i - 1];
    if (
      prev &&
      !(
        prev.points === r.points &&
        prev.exact === r.exact &&
        (prev.joinedAt?.getTime() ?? 0) === (r.joinedAt?.getTime() ?? 0)
      )
    )
      position = first + i;
    return { ...r, position };
  });
}

/** The rounds of a game, in the order given (the order their matches are played). */
export function gameRounds(db: Queryable, roundIds: string[]): ProdeRoundDto[] {
  if (roundIds.length === 0) return [];
  const rows = db
    .select({ round: rounds, tournamentName: tournaments.name })
    .from(rounds)
    .innerJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
    .where(inArray(rounds.id, roundIds))
    .all();
  const byId = new Map(rows.map((r) => [r.round.id, r]));
  return roundIds.flatMap((id) => {
    const r = byId.get(id);
    if (!r) return [];
    return [
      {
        id,
        tournamentId: r.round.tournamentId,
        tournamentName: r.tournamentName,
        stage: stageOf(db, r.round),
      },
    ];
  });
}

/** A round the game is played over. */
function requireGameRound(db: Queryable, gameId: string, roundId: string): void {
  const round = db.select().from(rounds).where(eq(rounds.id, roundId)).get();
  const link = round
    ? db
        .select()
        .from(prodeGameTournaments)
        .where(
          and(
            eq(prodeGameTournaments.gameId, gameId),
            eq(prodeGameTournaments.tournamentId, round.tournamentId),
          ),
        )
        .get()
    : undefined;
  if (!round || !link || (link.roundIds && !link.roundIds.includes(round.id)))
    throw new DomainError('NOT_FOUND');
}

function leagueMembers(db: Queryable, user: UserRow | null, gameId: string, leagueId: string): string[] {
  const league = db.select().from(prodeLeagues).where(eq(prodeLeagues.id, leagueId)).get();
  if (!league || league.gameId !== gameId) throw new DomainError('NOT_FOUND');
  const members = db
    .select({ userId: prodeLeagueMembers.userId })
    .from(prodeLeagueMembers)
    .where(eq(prodeLeagueMembers.leagueId, leagueId))
    .all()
    .map((m) => m.userId);
  // A private league's ranking is for its members.
  if (!user || !members.includes(user.id)) throw new DomainError('NOT_FOUND');
  return members;
}

export function leaderboard(
  db: Queryable,
  user: UserRow | null,
  input: z.output<typeof ProdeLeaderboardQuery>,
): ProdeLeaderboardDto {
  const { gameId, page } = input;
  const size = PRODE_LEADERBOARD_PAGE;
  const offset = (page - 1) * size;
  const members = input.leagueId ? leagueMembers(db, user, gameId, input.leagueId) : null;
  const who = {
    username: users.username,
    fullname: users.fullname,
    lastname: users.lastname,
    image: users.avatar,
  };

  if (input.roundId) {
    requireGameRound(db, gameId, input.roundId);
    const where = and(
      eq(prodeRoundPoints.gameId, gameId),
      eq(prodeRoundPoints.roundId, input.roundId),
      members ? inArray(prodeRoundPoints.userId, members) : undefined,
    );
    const total = db.select({ n: count() }).from(prodeRoundPoints).where(where).get()?.n ?? 0;
    const rows = db
      .select({
        userId: prodeRoundPoints.userId,
        points: prodeRoundPoints.points,
        exact: prodeRoundPoints.exact,
        ...who,
      })
      .from(prodeRoundPoints)
      .innerJoin(users, eq(users.id, prodeRoundPoints.userId))
      .where(where)
      .orderBy(desc(prodeRoundPoints.points), desc(prodeRoundPoints.exact), asc(prodeRoundPoints.userId))
      .limit(size)
      .offset(offset)
      .all();
    const first = rows[0];
    const start = first
      ? 1 +
        (db
          .select({ n: count() })
          .from(prodeRoundPoints)
          .where(
            and(
              where,
              or(
                gt(prodeRoundPoints.points, first.points),
                and(eq(prodeRoundPoints.points, first.points), gt(prodeRoundPoints.exact, first.exact)),
              ),
            ),
          )
          .get()?.n ?? 0)
      : 1;
    const entries = ranked(rows, start).map((r) => entry(r, null));
    const mine = user ? (entries.find((e) => e.userId === user.id) ?? null) : null;
    return { entries, total, page, pageSize: size, me: mine };
  }

  const where = and(
    eq(prodePlayers.gameId, gameId),
    members ? inArray(prodePlayers.userId, members) : undefined,
  );
  const total = db.select({ n: count() }).from(prodePlayers).where(where).get()?.n ?? 0;
  const rows = db
    .select({
      userId: prodePlayers.userId,
      points: prodePlayers.points,
      exact: prodePlayers.exact,
      joinedAt: prodePlayers.joinedAt,
      previousPosition: prodePlayers.previousPosition,
      ...who,
    })
    .from(prodePlayers)
    .innerJoin(users, eq(users.id, prodePlayers.userId))
    .where(where)
    .orderBy(desc(prodePlayers.points), desc(prodePlayers.exact), asc(prodePlayers.joinedAt))
    .limit(size)
    .offset(offset)
    .all();
  // In a private league the positions are among its members, and the move (the game's) is not shown.
  const first = rows[0];
  const start = first ? positionOf(db, gameId, first, members ?? undefined) : 1;
  const entries = ranked(rows, start).map((r) =>
    entry(r, members || r.previousPosition === null ? null : r.previousPosition - r.position),
  );
  let me: ProdeLeaderboardEntry | null = user ? (entries.find((e) => e.userId === user.id) ?? null) : null;
  if (user && !me && !members) {
    const row = db
      .select({
        userId: prodePlayers.userId,
        points: prodePlayers.points,
        exact: prodePlayers.exact,
        joinedAt: prodePlayers.joinedAt,
        previousPosition: prodePlayers.previousPosition,
        ...who,
      })
      .from(prodePlayers)
      .innerJoin(users, eq(users.id, prodePlayers.userId))
      .where(and(eq(prodePlayers.gameId, gameId), eq(prodePlayers.userId, user.id)))
      .get();
    if (row) {
      const position = positionOf(db, gameId, row);
      me = entry(
        { ...row, position },
        row.previousPosition === null ? null : row.previousPosition - position,
      );
    }
  }
  return { entries, total, page, pageSize: size, me };
}

function entry(
  r: {
    userId: string;
    points: number;
    exact: number;
    position: number;
    username: string | null;
    fullname: string | null;
    lastname: string | null;
    image: string | null;
  },
  change: number | null,
): ProdeLeaderboardEntry {
  return {
    userId: r.userId,
    name: nameOf(r),
    image: r.image,
    points: r.points,
    exact: r.exact,
    position: r.position,
    change,
  };
}
