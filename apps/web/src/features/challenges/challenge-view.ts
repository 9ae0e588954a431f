import {
  type ChallengeListItem,
  type ChallengeStats,
  FRIENDLY_FINAL_STATUSES,
  formatDateDmy,
  type MatchDetailDto,
} from '@cancha/shared';
import { scoreText } from '@/features/competition/match-labels';

// What the challenge screens show, decided apart from how: 'Mis desafíos' and the challenge's detail
// (docs/product/challenges.md#my-challenges, #challenge-page, #challenging-a-team, #the-friendly).

export interface ChallengeCardView {
  /** dd/MM/yyyy, or null when the challenge has no readable date. */
  date: string | null;
  /** HH:mm (shown with 'hs'), or null. */
  time: string | null;
  /** Only once COMPLETED; penalties in brackets unless both are 0. */
  score: { one: string; two: string } | null;
  /** A pending challenge the viewer may still answer: marked in the list. */
  needsAnswer: boolean;
}

/** One card of 'Mis desafíos': date 'dd/MM/yyyy', time 'HH:mm hs', the score when COMPLETED. */
export function challengeCardView(item: ChallengeListItem): ChallengeCardView {
  return {
    date: formatDateDmy(item.challengedDate),
    time: item.time && /^\d{2}:\d{2}/.test(item.time) ? item.time.slice(0, 5) : null,
    score: scoreText({
      status: item.status,
      teamOneScore: item.teamOneScore,
      teamTwoScore: item.teamTwoScore,
      penaltiesTeamOne: item.penalties?.teamOne ?? null,
      penaltiesTeamTwo: item.penalties?.teamTwo ?? null,
    }),
    needsAnswer: item.canAnswer && item.challengeStatus === 'PENDING',
  };
}

/** How many challenges in the list wait for the viewer's answer. */
export function pendingAnswers(items: readonly ChallengeListItem[]): number {
  return items.filter((i) => challengeCardView(i).needsAnswer).length;
}

export interface HeadToHeadView {
  total: number;
  draws: number;
  one: { name: string; wins: number };
  two: { name: string; wins: number };
  /** Whole percentages of wins and draws (summing 100) for the bar; null before any completed match. */
  shares: { one: number; draws: number; two: number } | null;
}

/**
 * docs/product/challenges.md#head-to-head — the head-to-head of the two teams: total matches, draws and the
 * wins of each, named (team1Wins belongs to the match's first team, the challenger).
 */
export function headToHeadView(
  stats: ChallengeStats | null,
  teamOne: string,
  teamTwo: string,
): HeadToHeadView {
  const s = stats ?? { totalMatches: 0, draws: 0, team1Wins: 0, team2Wins: 0 };
  const total = s.totalMatches;
  let shares: HeadToHeadView['shares'] = null;
  if (total > 0) {
    const one = Math.round((s.team1Wins / total) * 100);
    const two = Math.round((s.team2Wins / total) * 100);
    shares = { one, two, draws: Math.max(0, 100 - one - two) };
  }
  return {
    total,
    draws: s.draws,
    one: { name: teamOne, wins: s.team1Wins },
    two: { name: teamTwo, wins: s.team2Wins },
    shares,
  };
}

/** A friendly is over once COMPLETED or CANCELED, for good (docs/product/challenges.md#the-friendly). */
export function isFriendlyOver(status: string): boolean {
  return (FRIENDLY_FINAL_STATUSES as readonly string[]).includes(status);
}

/**
 * Where a challenge stands for the viewer, which decides what the detail offers:
 * - ANSWER: pending, and the viewer (a captain of the challenged team who did not create it) may accept or reject;
 * - WAITING: pending, someone else answers (the creator sees why nothing is editable yet);
 * - REJECTED: the challenged team said no; the match was cancelled with it;
 * - MANAGE: accepted and open, and the viewer is the challenge's creator: place, date, time, events, result, status;
 * - ACCEPTED: accepted and open, read-only for everyone else;
 * - FINISHED: COMPLETED or CANCELED, read-only for everyone.
 */
export type ChallengePhase = 'ANSWER' | 'WAITING' | 'REJECTED' | 'MANAGE' | 'ACCEPTED' | 'FINISHED';

export function challengePhase(
  match: Pick<MatchDetailDto, 'status' | 'canManage' | 'challenges'>,
): ChallengePhase {
  const challenge = match.challenges;
  if (challenge?.status === 'REJECTED') return 'REJECTED';
  if (challenge?.status === 'PENDING' && !isFriendlyOver(match.status)) {
    return challenge.canAnswer ? 'ANSWER' : 'WAITING';
  }
  if (isFriendlyOver(match.status) || !challenge) return 'FINISHED';
  return match.canManage ? 'MANAGE' : 'ACCEPTED';
}
