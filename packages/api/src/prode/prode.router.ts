import { transaction } from '@cancha/db';
import {
  CreateProdeGame,
  CreateProdeLeague,
  JoinProdeLeague,
  ProdeCardQuery,
  ProdeGameId,
  ProdeGamesQuery,
  ProdeLeaderboardQuery,
  ProdeLeagueId,
  ProdePredictionsQuery,
  PutChampionPick,
  PutProdePrediction,
  UpdateProdeGame,
} from '@cancha/shared';
import { authedProcedure, publicProcedure, router } from '../trpc';
import {
  createGame,
  deleteGame,
  getGame,
  joinGame,
  listGames,
  requireManaged,
  toGameDtos,
  updateGame,
} from './games.service';
import { leaderboard } from './leaderboard.service';
import { createLeague, joinLeague, leaveLeague, myLeagues } from './leagues.service';
import { listPredictions, prodeCard, putChampionPick, putPrediction } from './predictions.service';
import { rebuildGame } from './scoring.service';

// El Prode (docs/decisions/015-prode.md): games, predictions, the leaderboard and private leagues. Reading is
// public like the tournaments the games are played over; taking part needs an account.
export const prodeRouter = router({
  games: publicProcedure
    .input(ProdeGamesQuery)
    .query(async ({ ctx, input }) => listGames(ctx.db, ctx.config, ctx.user, input)),
  game: publicProcedure
    .input(ProdeGameId)
    .query(async ({ ctx, input }) => getGame(ctx.db, ctx.config, ctx.user, input.gameId)),
  /** A round's matches with the reader's predictions, and the champion picks: the game's screen. */
  card: publicProcedure
    .input(ProdeCardQuery)
    .query(async ({ ctx, input }) => prodeCard(ctx.db, ctx.config, ctx.user, input)),
  createGame: authedProcedure
    .input(CreateProdeGame)
    .mutation(async ({ ctx, input }) => createGame(ctx.db, ctx.config, ctx.user, input)),
  updateGame: authedProcedure
    .input(UpdateProdeGame)
    .mutation(async ({ ctx, input }) => updateGame(ctx.db, ctx.config, ctx.user, input)),
  deleteGame: authedProcedure
    .input(ProdeGameId)
    .mutation(async ({ ctx, input }) => deleteGame(ctx.db, ctx.config, ctx.user, input.gameId)),
  /** Recomputes every total from the stored predictions and results (also `bun run prode:rebuild`). */
  rebuild: authedProcedure.input(ProdeGameId).mutation(
    async ({ ctx, input }) =>
      await transaction(ctx.db, async (tx) => {
        const { game } = await requireManaged(tx, ctx.config, ctx.user, input.gameId);
        await rebuildGame(tx, game.id);
        return (await toGameDtos(tx, ctx.config, ctx.user, [game]))[0]!;
      }),
  ),
  join: authedProcedure
    .input(ProdeGameId)
    .mutation(async ({ ctx, input }) => joinGame(ctx.db, ctx.config, ctx.user, input.gameId)),
  predict: authedProcedure
    .input(PutProdePrediction)
    .mutation(async ({ ctx, input }) => putPrediction(ctx.db, ctx.config, ctx.user, input)),
  pickChampion: authedProcedure
    .input(PutChampionPick)
    .mutation(async ({ ctx, input }) => putChampionPick(ctx.db, ctx.config, ctx.user, input)),
  predictions: publicProcedure
    .input(ProdePredictionsQuery)
    .query(async ({ ctx, input }) => listPredictions(ctx.db, ctx.config, ctx.user, input)),
  leaderboard: publicProcedure
    .input(ProdeLeaderboardQuery)
    .query(async ({ ctx, input }) => leaderboard(ctx.db, ctx.user, input)),
  leagues: authedProcedure
    .input(ProdeGameId)
    .query(async ({ ctx, input }) => myLeagues(ctx.db, ctx.user, input.gameId)),
  createLeague: authedProcedure
    .input(CreateProdeLeague)
    .mutation(async ({ ctx, input }) => createLeague(ctx.db, ctx.user, input)),
  joinLeague: authedProcedure
    .input(JoinProdeLeague)
    .mutation(async ({ ctx, input }) => joinLeague(ctx.db, ctx.user, input.token)),
  leaveLeague: authedProcedure
    .input(ProdeLeagueId)
    .mutation(async ({ ctx, input }) => leaveLeague(ctx.db, ctx.user, input.leagueId)),
});
