import { type Db, fetchAll, teams } from '@cancha/db';
import { formatDateDmy, type NotificationParams } from '@cancha/shared';
import { inArray } from 'drizzle-orm';
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
    await notify(tx, {
      to,
      kind: 'MATCH_RESCHEDULED',
      params: whenParams(name, after),
      refs,
      actorId: user.id,
    });
  }
}

/** A match's new day, time and place as values (the reader's screen words them). */
function whenParams(match: string, at: Pick<MatchRow, 'date' | 'time' | 'location'>): NotificationParams {
  const params: NotificationParams = {
    match,
    when: [formatDateDmy(at.date), at.time, at.location].filter(Boolean).join(' · '),
  };
  if (at.date) params.date = at.date;
  if (at.time) params.time = at.time;
  if (at.location) params.location = at.location;
  return params;
}

/**
 * Players hear when the schedule gives their matches a day and a pitch, or moves them (issue 42): a team with one
 * such match hears of it with its day and place; a team with several (a whole group stage placed at once) hears
 * once, with how many, rather than a notice per match.
 */
export async function tellPlacements(
  tx: Db,
  tournament: { id: string; name: string },
  placed: { before: MatchRow; after: MatchRow }[],
): Promise<void> {
  const moved = placed.filter(
    ({ before, after }) =>
      after.teamTwoId !== null &&
      (before.date !== after.date || before.time !== after.time || before.pitchId !== after.pitchId),
  );
  if (moved.length === 0) return;
  const teamIds = [...new Set(moved.flatMap(({ after }) => [after.teamOneId, after.teamTwoId as string]))];
  const names = new Map(
    (
      await fetchAll(
        tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)),
      )
    ).map((t) => [t.id, t.name]),
  );
  for (const teamId of teamIds) {
    const mine = moved.filter(({ after }) => after.teamOneId === teamId || after.teamTwoId === teamId);
    const to = await squadsOf(tx, [teamId]);
    const only = mine.length === 1 ? mine[0] : undefined;
    if (only) {
      const { before, after } = only;
      const match = `${names.get(after.teamOneId) ?? ''} - ${names.get(after.teamTwoId as string) ?? ''}`;
      await notify(tx, {
        to,
        // A match already on a pitch that changes is a move; one placed for the first time is news.
        kind: before.pitchId ? 'MATCH_RESCHEDULED' : 'MATCH_SCHEDULED',
        params: whenParams(match, after),
        refs: { matchId: after.id, tournamentId: tournament.id },
      });
    } else {
      await notify(tx, {
        to,
        kind: 'MATCH_SCHEDULED',
        params: { tournament: tournament.name, team: names.get(teamId) ?? '', count: String(mine.length) },
        refs: { tournamentId: tournament.id, teamId },
      });
    }
  }
}
