import type { Queryable } from '@cancha/db';
import type { UserRow } from '../auth/session';
import { notify, playersOf as squadsOf } from '../notifications/notifications.service';
import { toMatchDtos } from './match-answers';
import { challengeOf, type MatchRow } from './rows';

/** Both teams hear when their match moves or ends. */
export function tellPlayers(tx: Queryable, before: MatchRow, after: MatchRow, user: UserRow): void {
  if (!after.teamTwoId) return;
  const [dto] = toMatchDtos(tx, [after]);
  const name = `${dto!.teamOne.name} - ${dto!.teamTwo!.name}`;
  const refs = {
    matchId: after.id,
    tournamentId: after.tournamentId,
    challengeId: after.tournamentId ? null : (challengeOf(tx, after.id)?.id ?? null),
  };
  const to = squadsOf(tx, [after.teamOneId, after.teamTwoId]);
  if (before.status !== 'COMPLETED' && after.status === 'COMPLETED') {
    const score = `${after.teamOneScore ?? 0}-${after.teamTwoScore ?? 0}`;
    notify(tx, { to, kind: 'MATCH_FINISHED', params: { match: name, score }, refs, actorId: user.id });
  } else if (before.date !== after.date || before.time !== after.time || before.location !== after.location) {
    const when = [after.date, after.time, after.location].filter(Boolean).join(' · ');
    notify(tx, { to, kind: 'MATCH_RESCHEDULED', params: { match: name, when }, refs, actorId: user.id });
  }
}
