import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  inlineLimit,
  lockForUpdate,
  matches,
  refereeDigests,
  refereeNotices,
  referees,
  tournaments,
  transaction,
  users,
} from '@cancha/db';
import { parseLocale } from '@cancha/shared';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { generateToken, hashToken } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { type MailContext, mailOf } from '../mail/mail-context';
import type { Mailer } from '../mail/mailer';
import { OPEN_STATUSES } from './occupancy';
import { type DigestLine, refereeDigestEmail } from './referee-emails';
import { matchWords } from './referees';

// A referee's daily e-mail (docs/decisions/014): the minute's job gathers what each referee is owed word of
// (referee_notices, written with each change) into one e-mail per address and day, and deletes it in the same
// transaction that writes the e-mail to the outbox, so a stopped process sends it on its next run.

/** A digest waits until the referee's newest change is this old: a re-plan or a round of hand moves is one e-mail. */
export const DIGEST_QUIET_MINUTES = 30;

type Owed = Awaited<ReturnType<typeof owedNotices>>[number];

const owedNotices = (db: Db) =>
  fetchAll(
    db
      .select({
        id: refereeNotices.id,
        refereeId: refereeNotices.refereeId,
        matchId: refereeNotices.matchId,
        kind: refereeNotices.kind,
        createdAt: refereeNotices.createdAt,
        email: referees.email,
        accountEmail: users.email,
        locale: users.locale,
        timeZone: tournaments.timeZone,
      })
      .from(refereeNotices)
      .innerJoin(referees, eq(referees.id, refereeNotices.refereeId))
      .innerJoin(tournaments, eq(tournaments.id, referees.tournamentId))
      .leftJoin(users, eq(users.id, referees.userId))
      .orderBy(asc(refereeNotices.id)),
  );

/** 'YYYY-MM-DD' of an instant in a zone. */
const dayIn = (at: Date, zone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);

/** Quiet for DIGEST_QUIET_MINUTES, and no e-mail yet today in the zone of the referee's latest change. */
async function isDue(db: Db, address: string, owed: Owed[], zone: string, now: Date): Promise<boolean> {
  const newest = Math.max(...owed.map((o) => o.createdAt.getTime()));
  if (now.getTime() - newest < DIGEST_QUIET_MINUTES * 60_000) return false;
  const last = await fetchOne(
    db
      .select({ sentAt: refereeDigests.sentAt })
      .from(refereeDigests)
      .where(eq(refereeDigests.email, address))
      .orderBy(desc(refereeDigests.sentAt))
      .limit(inlineLimit(1)),
  );
  return !last || dayIn(last.sentAt, zone) !== dayIn(now, zone);
}

const isOpen = (m: MatchRow) => (OPEN_STATUSES as readonly string[]).includes(m.status);

/**
 * One address's e-mail: each match still theirs and to be played, with a new link (which an earlier e-mail's no
 * longer answers for), and each taken from them that an earlier e-mail had named. Whether it was sent.
 */
async function sendDigest(tx: Db, mail: MailContext, address: string, owed: Owed[], now: Date) {
  const matchIds = [...new Set(owed.map((o) => o.matchId))].sort();
  // A change to one of these matches waits for this e-mail, or this e-mail for it: never a link for a time it
  // does not name.
  for (const id of matchIds) await lockForUpdate(tx, matches, id);
  const rows = new Map(
    (await fetchAll(tx.select().from(matches).where(inArray(matches.id, matchIds)))).map((m) => [m.id, m]),
  );
  const tournamentIds = [...new Set([...rows.values()].map((m) => m.tournamentId ?? ''))];
  const names = new Map(
    (
      await fetchAll(
        tx
          .select({ id: tournaments.id, name: tournaments.name })
          .from(tournaments)
          .where(inArray(tournaments.id, tournamentIds)),
      )
    ).map((t) => [t.id, t.name]),
  );
  // Each referee's changes to a match, oldest first: the first says whether an earlier e-mail named the match.
  const firsts = new Map<string, Owed>();
  for (const o of owed)
    if (!firsts.has(`${o.refereeId}:${o.matchId}`)) firsts.set(`${o.refereeId}:${o.matchId}`, o);
  const assigned: { at: string; line: DigestLine & { moved: boolean; link: string } }[] = [];
  const released: DigestLine[] = [];
  const listed: (typeof refereeDigests.$inferInsert)['matches'] = [];
  for (const first of firsts.values()) {
    const m = rows.get(first.matchId);
    if (!m || !isOpen(m)) continue;
    const told = first.kind !== 'ASSIGNED';
    const line = { tournament: names.get(m.tournamentId ?? '') ?? '', ...(await matchWords(tx, m)) };
    if (m.refereeId === first.refereeId) {
      const token = generateToken();
      await execute(
        tx
          .update(matches)
          .set({ refereeToken: hashToken(token) })
          .where(eq(matches.id, m.id)),
      );
      listed.push({ matchId: m.id, refereeId: first.refereeId, token: hashToken(token) });
      const link = `${mail.publicUrl}/referee?match=${m.id}&token=${token}`;
      assigned.push({ at: `${m.date ?? ''} ${m.time ?? ''}`, line: { ...line, moved: told, link } });
    } else if (told) released.push(line);
  }
  await execute(
    tx.delete(refereeNotices).where(
      inArray(
        refereeNotices.id,
        owed.map((o) => o.id),
      ),
    ),
  );
  if (assigned.length === 0 && released.length === 0) return false;
  const token = generateToken();
  await execute(
    tx
      .insert(refereeDigests)
      .values({ email: address, tokenHash: hashToken(token), matches: listed, sentAt: now }),
  );
  const locale = parseLocale(owed.find((o) => o.locale)?.locale);
  await mail.mailer.send(
    tx,
    refereeDigestEmail({
      to: address,
      assigned: assigned.sort((a, b) => a.at.localeCompare(b.at)).map((a) => a.line),
      released,
      confirmAll: listed.length > 0 ? `${mail.publicUrl}/referee?digest=${token}` : null,
      locale,
    }),
  );
  return true;
}

/**
 * Runs every minute (apps/server/src/jobs.ts): each address owed word of a change gets its e-mail once the
 * changes are DIGEST_QUIET_MINUTES old, at most one a day. How many were sent.
 */
export async function sendRefereeDigests(
  services: { db: Db; mailer: Mailer; config: { publicUrl: string; timeZone: string } },
  now = new Date(),
): Promise<number> {
  const { db, config } = services;
  const mail = mailOf(services);
  const byAddress = new Map<string, Owed[]>();
  const nobody: number[] = [];
  for (const o of await owedNotices(db)) {
    const address = (o.email ?? o.accountEmail)?.toLowerCase();
    if (address) byAddress.set(address, [...(byAddress.get(address) ?? []), o]);
    else nobody.push(o.id);
  }
  // A referee with no address has only the bell, which already rang.
  if (nobody.length > 0) await execute(db.delete(refereeNotices).where(inArray(refereeNotices.id, nobody)));
  let sent = 0;
  for (const [address, owed] of byAddress) {
    const zone = owed.at(-1)?.timeZone ?? config.timeZone;
    if (!(await isDue(db, address, owed, zone, now))) continue;
    if (await transaction(db, (tx) => sendDigest(tx, mail, address, owed, now))) sent += 1;
  }
  return sent;
}
