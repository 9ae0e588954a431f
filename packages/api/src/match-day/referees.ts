import { timingSafeEqual } from 'node:crypto';
import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  refereeNotices,
  referees,
  teamPlayers,
  teams,
} from '@cancha/db';
import { formatDateDmy } from '@cancha/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { hashToken } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { notify } from '../notifications/notify';

// A tournament's referees as other rooms and services need them: rows, names, teams, the e-mailed link, and
// what they are told of a match given to them, moved or taken from them.

export type RefereeRow = typeof referees.$inferSelect;
type RefereeNoticeKind = (typeof refereeNotices.$inferInsert)['kind'];

export async function refereesOf(db: Db, tournamentId: string): Promise<RefereeRow[]> {
  return await fetchAll(
    db
      .select()
      .from(referees)
      .where(eq(referees.tournamentId, tournamentId))
      .orderBy(asc(referees.createdAt)),
  );
}

export async function refereeNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await fetchAll(
    db.select({ id: referees.id, name: referees.name }).from(referees).where(inArray(referees.id, unique)),
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The teams each referee with an account plays in: they never referee those. */
export async function refereeTeams(db: Db, rows: RefereeRow[]): Promise<Map<string, string[]>> {
  const userIds = rows.flatMap((r) => (r.userId ? [r.userId] : []));
  const out = new Map<string, string[]>();
  if (userIds.length === 0) return out;
  const memberships = await fetchAll(
    db
      .select({ userId: teamPlayers.userId, teamId: teamPlayers.teamId })
      .from(teamPlayers)
      .innerJoin(teams, eq(teams.id, teamPlayers.teamId))
      .where(and(inArray(teamPlayers.userId, userIds), isNull(teams.deletedAt))),
  );
  for (const r of rows) {
    if (r.userId)
      out.set(
        r.id,
        memberships.filter((m) => m.userId === r.userId).map((m) => m.teamId),
      );
  }
  return out;
}

/** Whether a link's token is the one last e-mailed for the match's assignment (its hash is what is kept). */
export function holdsRefereeLink(match: Pick<MatchRow, 'refereeToken'>, token: string | undefined): boolean {
  if (token === undefined || match.refereeToken === null) return false;
  const given = Buffer.from(hashToken(token));
  const kept = Buffer.from(match.refereeToken);
  return given.length === kept.length && timingSafeEqual(given, kept);
}

/** "Team A - Team B" and "dd/mm/yyyy · 10:00 · Venue · Cancha 1", the values a notice words. */
export async function matchWords(db: Db, match: MatchRow): Promise<{ match: string; when: string }> {
  const names = await fetchAll(
    db
      .select({ id: teams.id, name: teams.name })
      .from(teams)
      .where(inArray(teams.id, [match.teamOneId, match.teamTwoId ?? match.teamOneId])),
  );
  const name = (id: string | null) => names.find((t) => t.id === id)?.name ?? '';
  return {
    match: `${name(match.teamOneId)} - ${name(match.teamTwoId)}`,
    when: [formatDateDmy(match.date), match.time, match.location].filter(Boolean).join(' · '),
  };
}

/** Owes a referee word of a change to a match, for their next daily e-mail (referee-digest.ts). */
async function owe(tx: Db, refereeId: string, matchId: string, kind: RefereeNoticeKind): Promise<void> {
  await execute(tx.insert(refereeNotices).values({ refereeId, matchId, kind }));
}

/**
 * Tells a match's referee of the assignment, or that it moved: the answer goes back to PENDING and an earlier
 * e-mail's link stops answering (it named another time), the bell of their account rings now, and their next
 * daily e-mail brings the match with a new link.
 */
export async function tellReferee(tx: Db, match: MatchRow, moved: boolean): Promise<void> {
  if (!match.refereeId) return;
  const referee = await fetchOne(tx.select().from(referees).where(eq(referees.id, match.refereeId)));
  if (!referee) return;
  await execute(
    tx
      .update(matches)
      .set({
        refereeAnswer: 'PENDING',
        refereeToken: null,
        refereeFee: match.refereeFee ?? referee.feePerMatch,
      })
      .where(eq(matches.id, match.id)),
  );
  await owe(tx, referee.id, match.id, moved ? 'MOVED' : 'ASSIGNED');
  const words = await matchWords(tx, match);
  const params: Record<string, string> = { ...words };
  if (match.date) params.date = match.date;
  if (match.time) params.time = match.time;
  if (match.location) params.location = match.location;
  await notify(tx, {
    to: [referee.userId],
    kind: 'REFEREE_ASSIGNED',
    params,
    refs: { matchId: match.id, tournamentId: match.tournamentId },
  });
}

/**
 * Tells a referee that a match they had was given to another referee or left without one (a re-plan, a move by
 * hand): in their bell now, in their next daily e-mail if an earlier one named it. Their old link already stopped
 * answering for it (its token went with them).
 */
export async function tellRefereeReleased(tx: Db, match: MatchRow, refereeId: string): Promise<void> {
  const referee = await fetchOne(tx.select().from(referees).where(eq(referees.id, refereeId)));
  if (!referee) return;
  await owe(tx, referee.id, match.id, 'RELEASED');
  await notify(tx, {
    to: [referee.userId],
    kind: 'REFEREE_RELEASED',
    params: { match: (await matchWords(tx, match)).match },
    refs: { matchId: match.id, tournamentId: match.tournamentId },
  });
}
