import { type Db, fetchOne, matches, referees } from '@cancha/db';
import { DomainError, type ScheduleConflictDto } from '@cancha/shared';
import { and, eq } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import type { MatchRow } from '../competition/rows';
import { abs, type Conflict } from '../engine';
import { teamNameOf } from '../notifications/notify';
import { requireTournament } from '../tournaments/access';
import { maySeeTournament } from '../tournaments/visibility';
import { matchDayPicture } from './occupancy';
import { matchPitches, pitchLocation, tournamentPitchList } from './pitches';
import { matchWords, tellReferee, tellRefereeReleased } from './referees';

// What match day asks of a placed match that moves (docs/decisions/014): its own pitch and referee, no broken hard
// rule, the place named after the pitch, and a new or moved referee told. Competition's match update applies these in
// its transaction.

/**
 * A conflict as the organiser reads it: the match it collides with by its teams and time, when the organiser may
 * see that match's tournament; a team's match day in a private tournament of another organiser is only "the team
 * plays then" (the rule and the team), never which match or where.
 */
function describe(db: Db, user: UserRow, conflicts: Conflict[]): Promise<ScheduleConflictDto[]> {
  return Promise.all(
    conflicts.map(async (c) => {
      const out: ScheduleConflictDto = { rule: c.rule };
      if (c.matchId) {
        const other = await fetchOne(db.select().from(matches).where(eq(matches.id, c.matchId)));
        const seen =
          other?.tournamentId &&
          (await maySeeTournament(db, await requireTournament(db, other.tournamentId), { user }));
        if (other && seen) {
          out.matchId = other.id;
          out.match = (await matchWords(db, other)).match;
          out.date = other.date;
          out.time = other.time;
        }
      }
      if (c.teamId) {
        out.teamId = c.teamId;
        out.team = await teamNameOf(db, c.teamId);
      }
      return out;
    }),
  );
}

/**
 * A hand-made change of a placed match's date, time, pitch or referee: refused with SCHEDULE_CONFLICT, naming each
 * collision, when it breaks a hard rule. A match on no pitch is outside the match-day rules (a friendly, or a
 * tournament that does not use them) and moves freely.
 */
export async function requireLegalMove(
  db: Db,
  user: UserRow,
  match: MatchRow,
  next: Pick<MatchRow, 'date' | 'time' | 'pitchId' | 'refereeId'>,
) {
  // A pitch or referee named must be the tournament's own, placed or not: never another tournament's referee,
  // who would be e-mailed about a match that is not theirs.
  const changed = next.pitchId !== match.pitchId || next.refereeId !== match.refereeId;
  if (changed && (next.pitchId || next.refereeId) && !match.tournamentId) throw new DomainError('NOT_FOUND');
  if (!match.tournamentId) return;
  if (next.pitchId && next.pitchId !== match.pitchId) {
    const own = (await tournamentPitchList(db, match.tournamentId)).some((p) => p.id === next.pitchId);
    if (!own) throw new DomainError('NOT_FOUND', 'pitchId: not one of the tournament');
  }
  if (next.refereeId && next.refereeId !== match.refereeId) {
    const known = await fetchOne(
      db
        .select({ id: referees.id })
        .from(referees)
        .where(and(eq(referees.id, next.refereeId), eq(referees.tournamentId, match.tournamentId))),
    );
    if (!known) throw new DomainError('NOT_FOUND', 'refereeId: not one of the tournament');
  }
  if (!next.pitchId || !next.date || !next.time || !match.teamTwoId) return;
  const tournament = await requireTournament(db, match.tournamentId);
  const picture = await matchDayPicture(db, tournament, new Set([match.id]));
  const conflicts = picture.occupancy.conflicts(
    { id: match.id, teamIds: [match.teamOneId, match.teamTwoId], ...picture.stageOf(match) },
    abs(next.date, next.time),
    next.pitchId,
    next.refereeId,
  );
  if (conflicts.length > 0) {
    throw new DomainError('SCHEDULE_CONFLICT', undefined, { conflicts: await describe(db, user, conflicts) });
  }
}

/** After a move: the pitch names the place, and a new or moved referee is told. */
export async function afterMove(tx: Db, before: MatchRow, after: MatchRow): Promise<MatchRow> {
  let row = after;
  if (after.pitchId && after.pitchId !== before.pitchId) {
    const pitch = (await matchPitches(tx, [after.pitchId])).get(after.pitchId);
    if (pitch) {
      row = (await fetchOne(
        tx
          .update(matches)
          .set({ location: pitchLocation(pitch) })
          .where(eq(matches.id, after.id))
          .returning(),
      ))!;
    }
  }
  if (row.refereeId !== before.refereeId) {
    if (before.refereeId) await tellRefereeReleased(tx, before, before.refereeId);
    row = (await fetchOne(
      tx
        .update(matches)
        .set({ refereeAnswer: null, refereeToken: null, refereeFee: null })
        .where(eq(matches.id, row.id))
        .returning(),
    ))!;
  }
  const moved = row.date !== before.date || row.time !== before.time || row.pitchId !== before.pitchId;
  if (row.refereeId && (moved || row.refereeId !== before.refereeId)) {
    await tellReferee(tx, row, row.refereeId === before.refereeId);
    row = (await fetchOne(tx.select().from(matches).where(eq(matches.id, row.id)))) as MatchRow;
  }
  return row;
}
