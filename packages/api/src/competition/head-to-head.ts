import { type Db, fetchAll, matches } from '@cancha/db';
import type { ChallengeStats } from '@cancha/shared';
import { and, eq, or } from 'drizzle-orm';
import { matchWinner } from '../engine';
import { toEngineMatch } from './engine-input';

/**
 * docs/product/challenges.md#head-to-head — the head-to-head (challengeStats) of two teams over every
 * completed match between them, friendlies and tournaments alike, from the point of view of (teamOne,
 * teamTwo).
 */
export async function headToHead(db: Db, teamOne: string, teamTwo: string): Promise<ChallengeStats> {
  const rows = await fetchAll(
    db
      .select()
      .from(matches)
      .where(
        and(
          eq(matches.status, 'COMPLETED'),
          or(
            and(eq(matches.teamOneId, teamOne), eq(matches.teamTwoId, teamTwo)),
            and(eq(matches.teamOneId, teamTwo), eq(matches.teamTwoId, teamOne)),
          ),
        ),
      ),
  );
  const stats: ChallengeStats = { totalMatches: rows.length, draws: 0, team1Wins: 0, team2Wins: 0 };
  for (const m of rows) {
    const winner = matchWinner(toEngineMatch(m));
    if (winner === teamOne) stats.team1Wins += 1;
    else if (winner === teamTwo) stats.team2Wins += 1;
    else stats.draws += 1;
  }
  return stats;
}
