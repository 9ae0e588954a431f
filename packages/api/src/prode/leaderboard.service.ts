import {
  type Db,
  fetchAll,
  fetchOne,
  perDatabase,
  prodeGames,
  prodeLeagueMembers,
  prodeLeagues,
  prodePlayers,
  prodeRoundPoints,
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
import { and, asc, between, count, desc, eq, gt, inArray, or, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { z } from 'zod';
import type { UserRow } from '../auth/session';
import { stageOf } from '../competition/stages';
import { visibleLinksOf } from './games.service';
import { rankGame } from './ranking';

// The leaderboard (docs/decisions/015-prode.md): points, then exact scores, then who joined first. The totals are
// stored, and an index keeps them in this order, so a page of a 100,000-player game is an index walk and a
// position is a count over the index.

const PLAYER_COLUMNS = {
  userId: prodePlayers.userId,
  points: prodePlayers.points,
  exact: prodePlayers.exact,
  joinedAt: prodePlayers.joinedAt,
  position: prodePlayers.position,
  previousPosition: prodePlayers.previousPosition,
  username: users.username,
  fullname: users.fullname,
  lastname: users.lastname,
  image: users.avatar,
};

// The table is read far more often than it changes: each page of a game is kept per database until the game's
// revision moves (a result, a player joining or leaving), least recently read out first.
const KEPT_PAGES = 2_000;
interface KeptPage {
  revision: number;
  entries: readonly ProdeLeaderboardEntry[];
  total: number;
}
const keptPages = perDatabase((_db: Db) => new LRUCache<string, KeptPage>({ max: KEPT_PAGES }));

async function keptPage(
  db: Db,
  key: string,
  /** null: the ranks are still being moved; the page is answered, not kept. */
  revision: number | null,
  compute: () => Promise<Omit<KeptPage, 'revision'>>,
): Promise<Omit<KeptPage, 'revision'>> {
  if (revision === null) return compute();
  const pages = keptPages(db);
  let kept = pages.get(key);
  if (!kept || kept.revision !== revision) {
    kept = { revision, ...(await compute()) };
    pages.set(key, kept);
  }
  return kept;
}

const gameHead = perDatabase((db: Db) =>
  db
    .select({ revision: prodeGames.revision, players: prodeGames.players, stale: prodeGames.ranksStale })
    .from(prodeGames)
    .where(eq(prodeGames.id, sql.placeholder('id')))
    .prepare(),
);

const playerRow = perDatabase((db: Db) =>
  db
    .select(PLAYER_COLUMNS)
    .from(prodePlayers)
    .innerJoin(users, eq(users.id, prodePlayers.userId))
    .where(
      and(eq(prodePlayers.gameId, sql.placeholder('game')), eq(prodePlayers.userId, sql.placeholder('user'))),
    )
    .prepare(),
);

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
export async function gameRounds(db: Db, roundIds: string[]): Promise<ProdeRoundDto[]> {
  if (roundIds.length === 0) return [];
  const rows = await fetchAll(
    db
      .select({ round: rounds, tournamentName: tournaments.name })
      .from(rounds)
      .innerJoin(tournaments, eq(tournaments.id, rounds.tournamentId))
      .where(inArray(rounds.id, roundIds)),
  );
  const byId = new Map(rows.map((r) => [r.round.id, r]));
  const out: ProdeRoundDto[] = [];
  for (const id of roundIds) {
    const r = byId.get(id);
    if (r) {
      out.push({
        id,
        tournamentId: r.round.tournamentId,
        tournamentName: r.tournamentName,
        stage: await stageOf(db, r.round),
      });
    }
  }
  return out;
}

/** A round the game is played over, in a tournament the reader may see. */
async function requireGameRound(db: Db, user: UserRow | null, gameId: string, roundId: string) {
  const round = await fetchOne(db.select().from(rounds).where(eq(rounds.id, roundId)));
  const link = round
    ? (await visibleLinksOf(db, user, [gameId])).find((l) => l.tournamentId === round.tournamentId)
    : undefined;
  if (!round || !link || (link.roundIds && !link.roundIds.includes(round.id)))
    throw new DomainError('NOT_FOUND');
}

async function leagueMembers(
  db: Db,
  user: UserRow | null,
  gameId: string,
  leagueId: string,
): Promise<string[]> {
  const league = await fetchOne(db.select().from(prodeLeagues).where(eq(prodeLeagues.id, leagueId)));
  if (!league || league.gameId !== gameId) throw new DomainError('NOT_FOUND');
  const members = (
    await fetchAll(
      db
        .select({ userId: prodeLeagueMembers.userId })
        .from(prodeLeagueMembers)
        .where(eq(prodeLeagueMembers.leagueId, leagueId)),
    )
  ).map((m) => m.userId);
  // A private league's ranking is for its members.
  if (!user || !members.includes(user.id)) throw new DomainError('NOT_FOUND');
  return members;
}

export async function leaderboard(
  db: Db,
  user: UserRow | null,
  input: z.output<typeof ProdeLeaderboardQuery>,
): Promise<ProdeLeaderboardDto> {
  const { gameId, page } = input;
  const size = PRODE_LEADERBOARD_PAGE;
  const offset = (page - 1) * size;
  const members = input.leagueId ? await leagueMembers(db, user, gameId, input.leagueId) : null;
  const who = {
    username: users.username,
    fullname: users.fullname,
    lastname: users.lastname,
    image: users.avatar,
  };

  if (input.roundId) {
    const roundId = input.roundId;
    await requireGameRound(db, user, gameId, roundId);
    const compute = async (): Promise<Omit<KeptPage, 'revision'>> => {
      const where = and(
        eq(prodeRoundPoints.gameId, gameId),
        eq(prodeRoundPoints.roundId, roundId),
        members ? inArray(prodeRoundPoints.userId, members) : undefined,
      );
      const total = (await fetchOne(db.select({ n: count() }).from(prodeRoundPoints).where(where)))?.n ?? 0;
      const rows = await fetchAll(
        db
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
          .offset(offset),
      );
      const first = rows[0];
      const start = first
        ? 1 +
          ((
            await fetchOne(
              db
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
                ),
            )
          )?.n ?? 0)
        : 1;
      return { entries: Object.freeze(ranked(rows, start).map((r) => entry(r, null))), total };
    };
    // A round's table changes with the game's revision like the whole game's; a league's is computed each time.
    const { entries, total } = members
      ? await compute()
      : await keptPage(
          db,
          `${gameId}:round:${roundId}:${page}`,
          (await fetchOne(gameHead(db), { id: gameId }))?.revision ?? 0,
          compute,
        );
    const mine = user ? (entries.find((e) => e.userId === user.id) ?? null) : null;
    return { entries: [...entries], total, page, pageSize: size, me: mine };
  }

  // Ranked first if a result or a player who left made the stored positions stale. A result scored while ranking
  // leaves it stale again (ranking.ts): ranked again, a few times at most; a page read over ranks still stale is
  // answered but not kept, so the next read sees the result.
  let head = await fetchOne(gameHead(db), { id: gameId });
  for (let tries = 0; head?.stale && tries < 3; tries++) {
    await rankGame(db, gameId);
    head = await fetchOne(gameHead(db), { id: gameId });
  }
  const base = () =>
    db.select(PLAYER_COLUMNS).from(prodePlayers).innerJoin(users, eq(users.id, prodePlayers.userId));
  if (members) {
    // A private league: its members in the game's order, their positions counted among themselves.
    const all = ranked(
      await fetchAll(
        base()
          .where(and(eq(prodePlayers.gameId, gameId), inArray(prodePlayers.userId, members)))
          .orderBy(asc(prodePlayers.rankOrder)),
      ),
      1,
    ).map((r) => entry(r, null));
    const me = user ? (all.find((e) => e.userId === user.id) ?? null) : null;
    return { entries: all.slice(offset, offset + size), total: all.length, page, pageSize: size, me };
  }
  // The whole game: a page as it stands at the game's revision, kept, plus the reader's own row.
  const kept = await keptPage(
    db,
    `${gameId}:${page}`,
    head?.stale ? null : (head?.revision ?? 0),
    async () => {
      const rows = await fetchAll(
        base()
          .where(
            and(eq(prodePlayers.gameId, gameId), between(prodePlayers.rankOrder, offset + 1, offset + size)),
          )
          .orderBy(asc(prodePlayers.rankOrder)),
      );
      return {
        entries: Object.freeze(rows.map((r) => entry({ ...r, position: r.position ?? 0 }, change(r)))),
        total: head?.players ?? 0,
      };
    },
  );
  const { entries, total } = kept;
  let me: ProdeLeaderboardEntry | null = user ? (entries.find((e) => e.userId === user.id) ?? null) : null;
  if (user && !me) {
    const row = await fetchOne(playerRow(db), { game: gameId, user: user.id });
    if (row) me = entry({ ...row, position: row.position ?? 0 }, change(row));
  }
  return { entries: [...entries], total, page, pageSize: size, me };
}

const change = (r: { position: number | null; previousPosition: number | null }) =>
  r.previousPosition === null || r.position === null ? null : r.previousPosition - r.position;

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
