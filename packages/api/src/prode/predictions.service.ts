import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  prodeChampionPicks,
  prodePredictions,
  prodeRoundPoints,
  teams,
  transaction,
} from '@cancha/db';
import {
  DomainError,
  type ProdeCardDto,
  type ProdeCardMatchDto,
  type ProdeChampionPickDto,
  type ProdePredictionDto,
  type ProdePredictionsQuery,
  type PutChampionPick,
  type PutProdePrediction,
} from '@cancha/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { approvedTeams, type MatchRow } from '../competition/rows';
import { type ProdeScoring, scorePrediction } from '../engine/prode';
import {
  gameClock,
  gameMatches,
  linksOf,
  type ProdeConfig,
  requireGame,
  requirePlayer,
  toGameDtos,
  tournamentsById,
  visibleLinksOf,
  zoneOf,
} from './games.service';
import { isOpen, kickOffOf } from './kickoff';
import { gameRounds } from './leaderboard.service';
import { resultOf } from './scoring.service';

// Predicting (docs/decisions/015-prode.md): a score per match until its kick-off, by the server's clock; nobody
// sees another player's prediction of a match before it starts.

type PredictionRow = typeof prodePredictions.$inferSelect;
type Scored = Pick<MatchRow, 'status' | 'decision' | 'teamOneScore' | 'teamTwoScore'>;

/** A prediction with what it earned: nothing yet while its match is undecided. */
function toDto(p: PredictionRow, match: Scored | undefined, scoring: ProdeScoring): ProdePredictionDto {
  const result = match ? resultOf(match) : null;
  const earned = result
    ? scorePrediction({ teamOne: p.teamOneScore, teamTwo: p.teamTwoScore }, result, scoring)
    : null;
  return {
    matchId: p.matchId,
    userId: p.userId,
    teamOneScore: p.teamOneScore,
    teamTwoScore: p.teamTwoScore,
    points: earned?.points ?? null,
    exact: earned?.exact ?? false,
    updatedAt: p.updatedAt.toISOString(),
  };
}

async function matchesById(db: Db, ids: string[]): Promise<Map<string, MatchRow>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  return new Map(
    (await fetchAll(db.select().from(matches).where(inArray(matches.id, unique)))).map((m) => [m.id, m]),
  );
}

/** A match of the game (both teams known, its round chosen), with its tournament's zone. */
async function gameMatch(db: Db, config: ProdeConfig, user: UserRow | null, gameId: string, matchId: string) {
  const match = await fetchOne(db.select().from(matches).where(eq(matches.id, matchId)));
  const link = match?.tournamentId
    ? (await visibleLinksOf(db, user, [gameId])).find((l) => l.tournamentId === match.tournamentId)
    : null;
  if (!match || !link || !match.teamTwoId || !match.roundId) throw new DomainError('NOT_FOUND');
  if (link.roundIds && !link.roundIds.includes(match.roundId)) throw new DomainError('NOT_FOUND');
  const tournament = (await tournamentsById(db, [link.tournamentId])).get(link.tournamentId)!;
  return { match, zone: zoneOf(tournament, config) };
}

function closed(match: MatchRow, zone: string): DomainError {
  const at = kickOffOf(match, zone);
  return new DomainError('PREDICTIONS_CLOSED', undefined, { closedAt: at?.toISOString() ?? null });
}

/** PUT prode/predictions: made or changed until kick-off; a late one is refused and nothing is stored. */
export async function putPrediction(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: PutProdePrediction,
  now = new Date(),
): Promise<ProdePredictionDto> {
  return await transaction(db, async (tx) => {
    const game = await requireGame(tx, input.gameId);
    await requirePlayer(tx, game.id, user.id);
    const { match, zone } = await gameMatch(tx, config, user, game.id, input.matchId);
    if (!isOpen(match, zone, now)) throw closed(match, zone);
    const values = { teamOneScore: input.teamOneScore, teamTwoScore: input.teamTwoScore, updatedAt: now };
    const row = (await fetchOne(
      tx
        .insert(prodePredictions)
        .values({ gameId: game.id, userId: user.id, matchId: match.id, roundId: match.roundId!, ...values })
        .onConflictDoUpdate({
          target: [prodePredictions.gameId, prodePredictions.userId, prodePredictions.matchId],
          set: values,
        })
        .returning(),
    ))!;
    // The player's row of the round, so the round's table lists them from their first prediction.
    await execute(
      tx
        .insert(prodeRoundPoints)
        .values({ gameId: game.id, roundId: match.roundId!, userId: user.id })
        .onConflictDoNothing(),
    );
    return toDto(row, match, game.scoring);
  });
}

/** The champion pick of one of the game's tournaments: until the game starts, among its accepted teams. */
export async function putChampionPick(
  db: Db,
  config: ProdeConfig,
  user: UserRow,
  input: PutChampionPick,
  now = new Date(),
): Promise<ProdeChampionPickDto> {
  return await transaction(db, async (tx) => {
    const game = await requireGame(tx, input.gameId);
    await requirePlayer(tx, game.id, user.id);
    const links = await linksOf(tx, [game.id]);
    const link = (await visibleLinksOf(tx, user, [game.id])).find(
      (l) => l.tournamentId === input.tournamentId,
    );
    if (!link) throw new DomainError('NOT_FOUND');
    if (!(await approvedTeams(tx, link.tournamentId)).some((t) => t.teamId === input.teamId))
      throw new DomainError('NOT_FOUND', 'teamId: not a team of the tournament');
    const open = await championOpen(tx, config, game, links, now);
    if (!open) throw new DomainError('PREDICTIONS_CLOSED');
    await execute(
      tx
        .insert(prodeChampionPicks)
        .values({ gameId: game.id, userId: user.id, tournamentId: link.tournamentId, teamId: input.teamId })
        .onConflictDoUpdate({
          target: [prodeChampionPicks.gameId, prodeChampionPicks.userId, prodeChampionPicks.tournamentId],
          set: { teamId: input.teamId },
        }),
    );
    return (await championPicks(tx, config, user, game.id, now)).find(
      (c) => c.tournamentId === link.tournamentId,
    )!;
  });
}

async function championOpen(
  db: Db,
  config: ProdeConfig,
  game: Awaited<ReturnType<typeof requireGame>>,
  links: Awaited<ReturnType<typeof linksOf>>,
  now: Date,
): Promise<boolean> {
  const byId = await tournamentsById(
    db,
    links.map((l) => l.tournamentId),
  );
  const zones = new Map([...byId.values()].map((t) => [t.id, zoneOf(t, config)]));
  const { startsAt } = gameClock(game, await gameMatches(db, links), zones, now);
  return startsAt === null || now < startsAt;
}

async function championPicks(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  gameId: string,
  now: Date,
): Promise<ProdeChampionPickDto[]> {
  const game = await requireGame(db, gameId);
  const links = await linksOf(db, [gameId]);
  const open = await championOpen(db, config, game, links, now);
  const shown = await visibleLinksOf(db, user, [gameId]);
  const byId = await tournamentsById(
    db,
    links.map((l) => l.tournamentId),
  );
  const picks = user
    ? await fetchAll(
        db
          .select()
          .from(prodeChampionPicks)
          .where(and(eq(prodeChampionPicks.gameId, gameId), eq(prodeChampionPicks.userId, user.id))),
      )
    : [];
  return Promise.all(
    shown.map(async (l) => {
      const ids = (await approvedTeams(db, l.tournamentId)).map((t) => t.teamId);
      const names =
        ids.length === 0
          ? []
          : await fetchAll(
              db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, ids)),
            );
      const pick = picks.find((p) => p.tournamentId === l.tournamentId);
      return {
        tournamentId: l.tournamentId,
        tournamentName: byId.get(l.tournamentId)?.name ?? '',
        teamId: pick?.teamId ?? null,
        open: open && !byId.get(l.tournamentId)?.championTeamId,
        points: pick?.points ?? null,
        teams: names.sort((a, b) => a.name.localeCompare(b.name)),
      };
    }),
  );
}

/**
 * GET prode/games/{id}/predictions: the reader's own; another player's (userId) or everyone's of one match
 * (matchId) only for matches that have started.
 */
export async function listPredictions(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  query: ProdePredictionsQuery,
  now = new Date(),
): Promise<{ predictions: ProdePredictionDto[] }> {
  const game = await requireGame(db, query.gameId);
  if (query.matchId) {
    const { match, zone } = await gameMatch(db, config, user, game.id, query.matchId);
    const started = !isOpen(match, zone, now);
    if (!started && !user) return { predictions: [] };
    const rows = await fetchAll(
      db
        .select()
        .from(prodePredictions)
        .where(
          and(
            eq(prodePredictions.gameId, game.id),
            eq(prodePredictions.matchId, match.id),
            started ? undefined : eq(prodePredictions.userId, user!.id),
          ),
        )
        .limit(1000),
    );
    return { predictions: rows.map((p) => toDto(p, match, game.scoring)) };
  }
  const userId = query.userId ?? user?.id;
  if (!userId) throw new DomainError('UNAUTHENTICATED');
  const rows = await fetchAll(
    db
      .select()
      .from(prodePredictions)
      .where(and(eq(prodePredictions.gameId, game.id), eq(prodePredictions.userId, userId))),
  );
  const byId = await matchesById(
    db,
    rows.map((r) => r.matchId),
  );
  const dto = (p: PredictionRow) => toDto(p, byId.get(p.matchId), game.scoring);
  // Only predictions of matches in tournaments the reader may see, their own included.
  const zones = await zonesOfGame(db, config, user, game.id);
  const seen = (r: PredictionRow) => zones.has(byId.get(r.matchId)?.tournamentId ?? '');
  if (userId === user?.id) return { predictions: rows.filter(seen).map(dto) };
  const started = (m: MatchRow | undefined) =>
    m !== undefined && !isOpen(m, zones.get(m.tournamentId ?? '') ?? config.timeZone, now);
  return { predictions: rows.filter((r) => seen(r) && started(byId.get(r.matchId))).map(dto) };
}

/** The zone of each of the game's tournaments the reader may see. */
async function zonesOfGame(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  gameId: string,
): Promise<Map<string, string>> {
  const links = await visibleLinksOf(db, user, [gameId]);
  const byId = await tournamentsById(
    db,
    links.map((l) => l.tournamentId),
  );
  return new Map([...byId.values()].map((t) => [t.id, zoneOf(t, config)]));
}

/** What the game's screen shows: a round's matches with the reader's predictions and points, and the champions. */
export async function prodeCard(
  db: Db,
  config: ProdeConfig,
  user: UserRow | null,
  input: { gameId: string; roundId?: string },
  now = new Date(),
): Promise<ProdeCardDto> {
  const game = await requireGame(db, input.gameId);
  const [dto] = await toGameDtos(db, config, user, [game], now);
  const links = await visibleLinksOf(db, user, [game.id]);
  const all = await gameMatches(db, links);
  const zones = await zonesOfGame(db, config, user, game.id);
  const zone = (m: MatchRow) => zones.get(m.tournamentId ?? '') ?? config.timeZone;
  const roundIds = [...new Set(all.map((m) => m.roundId!))];
  const rounds = await gameRounds(db, roundIds);
  if (input.roundId && !roundIds.includes(input.roundId)) throw new DomainError('NOT_FOUND');
  const roundId =
    input.roundId ?? all.find((m) => isOpen(m, zone(m), now))?.roundId ?? roundIds.at(-1) ?? null;
  const shown = all.filter((m) => m.roundId === roundId);
  const teamIds = [...new Set(shown.flatMap((m) => [m.teamOneId, m.teamTwoId!]))];
  const teamOf = new Map(
    (teamIds.length === 0
      ? []
      : await fetchAll(
          db
            .select({ id: teams.id, name: teams.name, image: teams.logo })
            .from(teams)
            .where(inArray(teams.id, teamIds)),
        )
    ).map((t) => [t.id, t]),
  );
  const mine = new Map(
    (user && shown.length > 0
      ? await fetchAll(
          db
            .select()
            .from(prodePredictions)
            .where(
              and(
                eq(prodePredictions.gameId, game.id),
                eq(prodePredictions.userId, user.id),
                inArray(
                  prodePredictions.matchId,
                  shown.map((m) => m.id),
                ),
              ),
            ),
        )
      : []
    ).map((p) => [p.matchId, p]),
  );
  const stageOf = new Map(rounds.map((r) => [r.id, r]));
  const team = (id: string) => teamOf.get(id) ?? { id, name: '', image: null };
  const cards: ProdeCardMatchDto[] = shown.map((m) => {
    const result = resultOf(m);
    return {
      matchId: m.id,
      tournamentId: m.tournamentId!,
      tournamentName: stageOf.get(m.roundId!)?.tournamentName ?? '',
      roundId: m.roundId!,
      stage: stageOf.get(m.roundId!)!.stage,
      teamOne: team(m.teamOneId),
      teamTwo: team(m.teamTwoId!),
      date: m.date,
      time: m.time,
      closesAt: kickOffOf(m, zone(m))?.toISOString() ?? null,
      open: isOpen(m, zone(m), now),
      status: m.status,
      result: result?.kind === 'PLAYED' ? result.score : null,
      mine: mine.has(m.id) ? toDto(mine.get(m.id)!, m, game.scoring) : null,
    };
  });
  return {
    game: dto!,
    rounds,
    roundId,
    matches: cards,
    champions: await championPicks(db, config, user, game.id, now),
  };
}
