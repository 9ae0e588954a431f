import { timingSafeEqual } from 'node:crypto';
import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  matches,
  referees,
  teamPlayers,
  teams,
  tournaments,
  users,
} from '@cancha/db';
import { formatDateDmy, parseLocale } from '@cancha/shared';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import type { MailContext } from '../mail/mail-context';
import { notify } from '../notifications/notify';
import { refereeAssignmentEmail, refereeReleasedEmail } from './referee-emails';

// A tournament's referees as other rooms and services need them: rows, names, teams, the e-mailed link.

export type RefereeRow = typeof referees.$inferSelect;

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

/** What a letter to a referee about a match needs: its words, its tournament, their address and language. */
async function refereeLetter(tx: Db, match: MatchRow, referee: RefereeRow) {
  const words = await matchWords(tx, match);
  const tournament = await fetchOne(
    tx
      .select({ name: tournaments.name })
      .from(tournaments)
      .where(eq(tournaments.id, match.tournamentId ?? '')),
  );
  const account = referee.userId
    ? await fetchOne(
        tx
          .select({ email: users.email, locale: users.locale })
          .from(users)
          .where(eq(users.id, referee.userId)),
      )
    : undefined;
  return { words, tournament, email: referee.email ?? account?.email, locale: parseLocale(account?.locale) };
}

/**
 * Tells a match's referee of the assignment, or that it moved: the answer goes back to PENDING with a new link
 * (an old e-mail's link no longer answers for a time it did not name), by e-mail and in the bell of their account.
 */
export async function tellReferee(tx: Db, mail: MailContext, match: MatchRow, moved: boolean): Promise<void> {
  if (!match.refereeId) return;
  const referee = await fetchOne(tx.select().from(referees).where(eq(referees.id, match.refereeId)));
  if (!referee) return;
  const token = generateToken();
  await execute(
    tx
      .update(matches)
      .set({
        refereeAnswer: 'PENDING',
        // Only its hash is kept, as for sessions and confirmation links: a leaked database answers no assignment.
        refereeToken: hashToken(token),
        refereeFee: match.refereeFee ?? referee.feePerMatch,
      })
      .where(eq(matches.id, match.id)),
  );
  const { words, tournament, email, locale } = await refereeLetter(tx, match, referee);
  if (email) {
    await mail.mailer.send(
      tx,
      refereeAssignmentEmail({
        to: email,
        ...words,
        tournament: tournament?.name ?? '',
        link: `${mail.publicUrl}/referee?match=${match.id}&token=${token}`,
        moved,
        locale,
      }),
    );
  }
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
 * hand): by e-mail and in their bell. Their old link already stopped answering for it (its token went with them).
 */
export async function tellRefereeReleased(
  tx: Db,
  mail: MailContext,
  match: MatchRow,
  refereeId: string,
): Promise<void> {
  const referee = await fetchOne(tx.select().from(referees).where(eq(referees.id, refereeId)));
  if (!referee) return;
  const { words, tournament, email, locale } = await refereeLetter(tx, match, referee);
  if (email) {
    await mail.mailer.send(
      tx,
      refereeReleasedEmail({
        to: email,
        ...words,
        tournament: tournament?.name ?? '',
        locale,
      }),
    );
  }
  await notify(tx, {
    to: [referee.userId],
    kind: 'REFEREE_RELEASED',
    params: { match: words.match },
    refs: { matchId: match.id, tournamentId: match.tournamentId },
  });
}
