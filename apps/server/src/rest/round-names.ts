import { type PlayerStatisticsDto, type RoundDto, stageText } from '@cancha/shared';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { say } from './texts';

// docs/product/api-and-errors.md#legacy-round-names — older REST clients read a round's name as text
// (`roundName`); the answers carry `stage` and the name is said here, from it, in the request's language.

/** The rounds of an answer, each with its `roundName`. */
export function withRoundNames<T extends { rounds: RoundDto[] }>(c: Context<AppEnv>, answer: T) {
  return { ...answer, rounds: answer.rounds.map((r) => ({ ...r, roundName: say(c, stageText(r.stage)) })) };
}

/** A player's lines per match, each with its round's `roundName` ('' for a friendly). */
export function withLineRoundNames<T extends { players: PlayerStatisticsDto[] }>(
  c: Context<AppEnv>,
  answer: T,
) {
  return {
    ...answer,
    players: answer.players.map((p) => ({
      ...p,
      matches: p.matches.map((m) => ({ ...m, roundName: m.stage ? say(c, stageText(m.stage)) : '' })),
    })),
  };
}
