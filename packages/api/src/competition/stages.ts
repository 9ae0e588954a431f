import { type Db, fetchAll, matches } from '@cancha/db';
import type { RoundStage } from '@cancha/shared';
import { eq } from 'drizzle-orm';
import type { MatchRow, RoundRow } from './rows';

/** What a round is: a league's matchday, the three-team final, or a knock-out round of so many teams. */
export function stageFrom(
  round: Pick<RoundRow, 'kind' | 'number'>,
  roundMatches: Pick<MatchRow, 'teamTwoId' | 'thirdPlace' | 'leg'>[],
): RoundStage {
  if (round.kind === 'LEAGUE') return { kind: 'MATCHDAY', number: round.number };
  if (round.kind === 'GROUP') return { kind: 'GROUP_MATCHDAY', number: round.number };
  if (round.kind === 'TRIANGULAR') return { kind: 'TRIANGULAR' };
  // The third-place match is played beside the final, not a round of four; a tie's second leg brings no new teams.
  const teams = roundMatches.reduce(
    (n, m) => (m.thirdPlace || m.leg === 2 ? n : n + (m.teamTwoId ? 2 : 1)),
    0,
  );
  return { kind: 'KNOCKOUT', teams, final: teams === 2, number: round.number };
}

/** A stored round's stage, its matches read for it. */
export async function stageOf(db: Db, round: RoundRow): Promise<RoundStage> {
  return stageFrom(
    round,
    await fetchAll(
      db
        .select({ teamTwoId: matches.teamTwoId, thirdPlace: matches.thirdPlace, leg: matches.leg })
        .from(matches)
        .where(eq(matches.roundId, round.id)),
    ),
  );
}
