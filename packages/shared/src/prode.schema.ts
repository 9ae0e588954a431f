import { z } from 'zod';
import { editFields } from './edit.schema';
import { SCORE_MAX } from './matches';
import {
  PRODE_LEAGUE_NAME_MAX,
  PRODE_NAME_MAX,
  PRODE_PRIZE_MAX,
  PRODE_RULES_MAX,
  PRODE_TOURNAMENTS_MAX,
} from './prode';
import { Id } from './teams.schema';
import { multiLine, singleLine } from './text.schema';

export const ProdeScoring = z
  .object({
    exact: z.number().int().min(1).max(20),
    outcome: z.number().int().min(0).max(20),
    championBonus: z.number().int().min(0).max(100),
  })
  .refine((s) => s.outcome <= s.exact, { error: 'OUTCOME_ABOVE_EXACT', path: ['outcome'] });

const GameTournament = z.object({
  tournamentId: Id,
  /** A chosen set of its rounds; all of them when absent. */
  roundIds: z.array(Id).min(1).max(200).nullish(),
});

const gameFields = {
  name: singleLine(PRODE_NAME_MAX).min(3),
  rules: multiLine(PRODE_RULES_MAX).default(''),
  prize: multiLine(PRODE_PRIZE_MAX).default(''),
  scoring: ProdeScoring.optional(),
  /** ISO instant; the first kick-off of its matches when absent. */
  startsAt: z.iso.datetime({ offset: true }).nullish(),
  tournaments: z
    .array(GameTournament)
    .min(1)
    .max(PRODE_TOURNAMENTS_MAX)
    .refine((list) => new Set(list.map((t) => t.tournamentId)).size === list.length, {
      error: 'DUPLICATE_TOURNAMENT',
    }),
};

export const CreateProdeGame = z.object(gameFields);
export type CreateProdeGame = z.input<typeof CreateProdeGame>;
export const UpdateProdeGame = z.object({ gameId: Id, ...editFields(gameFields) });
export type UpdateProdeGame = z.input<typeof UpdateProdeGame>;
export const ProdeGameId = z.object({ gameId: Id });
export type ProdeGameId = z.infer<typeof ProdeGameId>;

export const ProdeGamesQuery = z.object({
  tournamentId: Id.optional(),
  /** Only the games the reader runs ('Gestionar Juego'). */
  managed: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});

const Goals = z.number().int().min(0).max(SCORE_MAX);
export const PutProdePrediction = z.object({
  gameId: Id,
  matchId: Id,
  teamOneScore: Goals,
  teamTwoScore: Goals,
});
export type PutProdePrediction = z.infer<typeof PutProdePrediction>;

export const PutChampionPick = z.object({ gameId: Id, tournamentId: Id, teamId: Id });
export type PutChampionPick = z.infer<typeof PutChampionPick>;

export const ProdePredictionsQuery = z.object({
  gameId: Id,
  /** Someone else's predictions: only of matches that have started. */
  userId: Id.optional(),
  /** Everyone's predictions of one match, once it has started. */
  matchId: Id.optional(),
});
export type ProdePredictionsQuery = z.infer<typeof ProdePredictionsQuery>;

export const ProdeLeaderboardQuery = z.object({
  gameId: Id,
  roundId: Id.optional(),
  leagueId: Id.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ProdeLeaderboardQuery = z.input<typeof ProdeLeaderboardQuery>;

export const ProdeCardQuery = z.object({ gameId: Id, roundId: Id.optional() });
export type ProdeCardQuery = z.infer<typeof ProdeCardQuery>;

export const CreateProdeLeague = z.object({ gameId: Id, name: singleLine(PRODE_LEAGUE_NAME_MAX).min(2) });
export type CreateProdeLeague = z.infer<typeof CreateProdeLeague>;
export const JoinProdeLeague = z.object({ token: z.string().trim().min(10).max(100) });
export type JoinProdeLeague = z.infer<typeof JoinProdeLeague>;
export const ProdeLeagueId = z.object({ leagueId: Id });
