import {
  type Awaitable,
  type Db,
  fetchAll,
  fetchOne,
  matches,
  refereeDigests,
  referees,
  teams,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  DomainError,
  type RefereeDigestDto,
  type RefereeDigestState,
  RefereeDigestToken,
} from '@cancha/shared';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import { hashToken } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { OPEN_STATUSES } from './occupancy';

// The page a referee's daily e-mail's 'Confirmar todos' opens (docs/decisions/014): its matches as they stand now,
// and the one step that confirms every one still theirs, unchanged and to be played. The link's token is the
// e-mail's secret; only its hash is kept.

type DigestRow = typeof refereeDigests.$inferSelect;
type Listed = DigestRow['matches'][number];

async function requireDigest(db: Db, token: string): Promise<DigestRow> {
  const row = await fetchOne(
    db
      .select()
      .from(refereeDigests)
      .where(eq(refereeDigests.tokenHash, hashToken(token))),
  );
  if (!row) throw new DomainError('TOKEN_INVALID');
  return row;
}

/** A match moved since has a new link (and comes in the next e-mail): this e-mail no longer answers for it. */
function stateOf(listed: Listed, m: MatchRow): RefereeDigestState {
  if (m.refereeId !== listed.refereeId) return 'TAKEN';
  if (!(OPEN_STATUSES as readonly string[]).includes(m.status)) return 'FINISHED';
  if (m.refereeToken !== listed.token) return 'CHANGED';
  return m.refereeAnswer === 'CONFIRMED' ? 'CONFIRMED' : 'PENDING';
}

async function digestAnswer(db: Db, digest: DigestRow): Promise<RefereeDigestDto> {
  const ids = digest.matches.map((l) => l.matchId);
  const rows = await fetchAll(db.select().from(matches).where(inArray(matches.id, ids)));
  const byId = new Map(rows.map((m) => [m.id, m]));
  const nameOf = async (list: Awaitable<{ id: string; name: string }[]>) =>
    new Map((await list).map((r) => [r.id, r.name]));
  const teamIds = rows.flatMap((m) => [m.teamOneId, m.teamTwoId ?? m.teamOneId]);
  const teamNames = await nameOf(
    fetchAll(db.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds))),
  );
  const tournamentNames = await nameOf(
    fetchAll(
      db
        .select({ id: tournaments.id, name: tournaments.name })
        .from(tournaments)
        .where(
          inArray(
            tournaments.id,
            rows.map((m) => m.tournamentId ?? ''),
          ),
        ),
    ),
  );
  const first = digest.matches[0];
  const referee = first
    ? await fetchOne(
        db.select({ name: referees.name }).from(referees).where(eq(referees.id, first.refereeId)),
      )
    : undefined;
  return {
    referee: referee?.name ?? '',
    matches: digest.matches.flatMap((listed) => {
      const m = byId.get(listed.matchId);
      if (!m) return [];
      const state = stateOf(listed, m);
      // A match given to another referee is no longer this one's to know the time and place of.
      const shown = state !== 'TAKEN';
      return [
        {
          matchId: m.id,
          tournament: tournamentNames.get(m.tournamentId ?? '') ?? '',
          teamOne: teamNames.get(m.teamOneId) ?? '',
          teamTwo: teamNames.get(m.teamTwoId ?? '') ?? '',
          date: shown ? m.date : null,
          time: shown ? m.time : null,
          location: shown ? m.location : null,
          state,
        },
      ];
    }),
  };
}

/** GET: what the e-mail listed, as it stands now. Changes nothing (mail scanners open links). */
export async function refereeDigest(db: Db, input: RefereeDigestToken): Promise<RefereeDigestDto> {
  const { token } = RefereeDigestToken.parse(input);
  return await digestAnswer(db, await requireDigest(db, token));
}

/**
 * 'Confirmar todos': confirms each listed match still the referee's, unchanged since the e-mail (its link is the
 * one the e-mail set) and still to be played; the rest stay as they are and show why.
 */
export async function confirmRefereeDigest(
  db: Db,
  input: RefereeDigestToken,
): Promise<RefereeDigestDto & { confirmed: number }> {
  const { token } = RefereeDigestToken.parse(input);
  return await transaction(db, async (tx) => {
    const digest = await requireDigest(tx, token);
    let confirmed = 0;
    for (const listed of digest.matches) {
      const done = await fetchAll(
        tx
          .update(matches)
          .set({ refereeAnswer: 'CONFIRMED' })
          .where(
            and(
              eq(matches.id, listed.matchId),
              eq(matches.refereeId, listed.refereeId),
              eq(matches.refereeToken, listed.token),
              inArray(matches.status, [...OPEN_STATUSES]),
              or(isNull(matches.refereeAnswer), ne(matches.refereeAnswer, 'CONFIRMED')),
            ),
          )
          .returning({ id: matches.id }),
      );
      confirmed += done.length;
    }
    return { ...(await digestAnswer(tx, digest)), confirmed };
  });
}
