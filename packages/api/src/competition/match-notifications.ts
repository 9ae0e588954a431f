import type { Db } from '@cancha/db';
import { formatDateDmy, type NotificationParams } from '@cancha/shared';
import type { UserRow } from '../auth/session';
import { notify, playersOf as squadsOf } from '../notifications/notify';
import { toMatchDtos } from './match-answers';
import { challengeOf, type MatchRow } from './rows';

/**
 * Both teams hear when their match moves or ends. The parameters are values, not sentences: the screens and the
 * e-mails word them in the reader's language (a shoot-out with its winner, the date as dd/mm/yyyy).
 */
export async function tellPlayers(tx: Db, before: MatchRow, after: MatchRow, user: UserRow): Promise<void> {
  if (!after.teamTwoId) return;
  const [dto] = await toMatchDtos(tx, [after]);
  const name = `${dto!.teamOne.name} - ${dto!.teamTwo!.name}`;
  const refs = {
    matchId: after.id,
    tournamentId: after.tournamentId,
    challengeId: after.tournamentId ? null : ((await challengeOf(tx, after.id))?.id ?? null),
  };
  const to = await squadsOf(tx, [after.teamOneId, after.teamTwoId]);
  if (before.status !== 'COMPLETED' && after.status === 'COMPLETED') {
    const params: NotificationParams = {
      match: name,
      score: `${after.teamOneScore ?? 0}-${after.teamTwoScore ?? 0}`,
    };
    const p1 = after.penaltiesTeamOne;
    const p2 = after.penaltiesTeamTwo;
    if (after.teamOneScore === after.teamTwoScore && p1 !== null && p2 !== null && p1 !== p2) {
      // Level after the match: the shoot-out decided it, and its winner is part of the news.
      params.penalties = p1 > p2 ? `${p1}-${p2}` : `${p2}-${p1}`; // the winner's count first
      params.winner = p1 > p2 ? dto!.teamOne.name : dto!.teamTwo!.name;
    }
    await notify(tx, { to, kind: 'MATCH_FINISHED', params, refs, actorId: user.id });
  } else if (before.date !== after.date || before.time !== after.time || before.location !== after.location) {
    const params: NotificationParams = {
      match: name,
      when: [formatDateDmy(after.date), after.time, after.location].filter(Boolean).join(' · '),
    };
    if (after.date) params.date = after.date;
    if (after.time) params.time = after.time;
    if (after.location) params.location = after.location;
    await notify(tx, { to, kind: 'MATCH_RESCHEDULED', params, refs, actorId: user.id });
  }
}
