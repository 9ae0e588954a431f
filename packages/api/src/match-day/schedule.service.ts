import {
  type Db,
  dateParam,
  execute,
  fetchAll,
  fetchOne,
  matches,
  referees,
  rounds,
  transaction,
} from '@cancha/db';
import {
  type AnswerAssignment,
  DomainError,
  type FreeSlotDto,
  type MatchDto,
  type RefereeAnswer,
  type ScheduleMatches,
  type ScheduleResultDto,
} from '@cancha/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { toMatchDtos } from '../competition/match-answers';
import { requireManager } from '../competition/match-rules';
import { type MatchRow, requireMatch } from '../competition/rows';
import {
  abs,
  DAY_MINUTES,
  dateOf,
  freeSlots,
  type MatchToPlace,
  Occupancy,
  planMatchDay,
  timeOf,
} from '../engine';
import type { MailContext } from '../mail/mail-context';
import { notify } from '../notifications/notify';
import { requireOwner, requireTournament } from '../tournaments/access';
import { matchDayPicture, OPEN_STATUSES, todayStart } from './occupancy';
import { matchPitches, pitchLocation } from './pitches';
import { holdsRefereeLink, matchWords, tellReferee } from './referees';

// The automatic schedule, the free slots offered for a move, and the check that refuses a move breaking a rule.

/** A value bound when a prepared statement runs (drizzle's `set` takes it as SQL). */
const ph = (name: string) => sql`${sql.placeholder(name)}`;

const startOf = (minute: number) => ({
  date: dateOf(Math.floor(minute / DAY_MINUTES)),
  time: timeOf(minute % DAY_MINUTES),
});

/**
 * POST match/{tournamentId}/schedule: every open match without a pitch (or every open match of one round) gets a
 * day, a kick-off, a pitch and a referee; what cannot be placed before the end date is answered with its reason.
 */
export async function scheduleTournament(
  db: Db,
  mail: MailContext,
  user: UserRow,
  input: ScheduleMatches,
): Promise<ScheduleResultDto> {
  return await transaction(db, async (tx) => {
    const tournament = await requireOwner(tx, input.tournamentId, user);
    const candidates = (
      await fetchAll(
        tx
          .select()
          .from(matches)
          .where(
            and(
              eq(matches.tournamentId, tournament.id),
              inArray(matches.status, [...OPEN_STATUSES]),
              input.roundId ? eq(matches.roundId, input.roundId) : isNull(matches.pitchId),
            ),
          ),
      )
    ).filter((m) => m.teamTwoId !== null);
    if (input.roundId) {
      const round = await fetchOne(
        tx
          .select({ id: rounds.id })
          .from(rounds)
          .where(and(eq(rounds.id, input.roundId), eq(rounds.tournamentId, tournament.id))),
      );
      if (!round) throw new DomainError('NOT_FOUND');
    }
    const picture = await matchDayPicture(tx, tournament, new Set(candidates.map((m) => m.id)));
    if (picture.pitches.length === 0) throw new DomainError('NO_PITCHES');
    const byId = new Map(candidates.map((m) => [m.id, m]));
    const toPlace: MatchToPlace[] = candidates
      .map((m) => ({
        id: m.id,
        teamOneId: m.teamOneId,
        teamTwoId: m.teamTwoId as string,
        ...picture.stageOf(m),
        refereeId: m.refereeId,
        order: m.matchOrder,
      }))
      .sort((a, b) => a.stage - b.stage || a.order - b.order);
    const plan = planMatchDay(picture.occupancy, toPlace);
    const pitchById = new Map(picture.pitches.map((p) => [p.id, p]));
    // One prepared statement for every placement: a season is thousands of them, and building each query anew
    // costs more than running it.
    const place = tx
      .update(matches)
      .set({
        date: ph('date'),
        time: ph('time'),
        pitchId: ph('pitchId'),
        location: ph('location'),
        refereeId: ph('refereeId'),
        status: ph('status'),
        refereeAnswer: ph('refereeAnswer'),
        refereeToken: ph('refereeToken'),
        refereeFee: ph('refereeFee'),
        updatedAt: ph('updatedAt'),
      })
      .where(eq(matches.id, sql.placeholder('id')))
      .prepare();
    const now = new Date();
    for (const p of plan.placed) {
      const before = byId.get(p.matchId) as MatchRow;
      const pitch = pitchById.get(p.pitchId);
      const sameReferee = p.refereeId === before.refereeId;
      const after: MatchRow = {
        ...before,
        ...startOf(p.start),
        pitchId: p.pitchId,
        location: pitch ? pitchLocation({ name: pitch.name, venueName: pitch.venue.name }) : before.location,
        refereeId: p.refereeId,
        status: before.status === 'PENDING' ? 'SCHEDULED' : before.status,
        ...(sameReferee ? {} : { refereeAnswer: null, refereeToken: null, refereeFee: null }),
        updatedAt: now,
      };
      await execute(place, { ...after, updatedAt: dateParam(now) });
      const moved =
        after.date !== before.date || after.time !== before.time || after.pitchId !== before.pitchId;
      if (after.refereeId && (moved || !sameReferee)) await tellReferee(tx, mail, after, sameReferee);
    }
    return {
      scheduled: plan.placed.length,
      unscheduled: plan.unscheduled,
      // Only a tournament with referees can leave a match without one.
      withoutReferee:
        picture.occupancy.refereeList.length === 0
          ? []
          : plan.placed.filter((p) => p.refereeId === null).map((p) => p.matchId),
    };
  });
}

/** GET soccer-match/{id}/free-slots: the legal slots nearest to the match's current one. */
export async function matchFreeSlots(db: Db, user: UserRow, matchId: string): Promise<FreeSlotDto[]> {
  const match = await requireMatch(db, matchId);
  await requireManager(db, match, user);
  if (!match.tournamentId) return [];
  const tournament = await requireTournament(db, match.tournamentId);
  const picture = await matchDayPicture(db, tournament);
  if (picture.pitches.length === 0 || !match.teamTwoId) return [];
  const around = match.date && match.time ? abs(match.date, match.time) : todayStart();
  const slots = freeSlots(
    picture.occupancy,
    {
      id: match.id,
      teamIds: [match.teamOneId, match.teamTwoId],
      ...picture.stageOf(match),
      refereeId: match.refereeId,
    },
    Math.max(around, todayStart()),
  );
  const pitchDtos = await matchPitches(
    db,
    slots.map((s) => s.pitchId),
  );
  const names = new Map(
    (
      await fetchAll(
        db
          .select({ id: referees.id, name: referees.name })
          .from(referees)
          .where(eq(referees.tournamentId, tournament.id)),
      )
    ).map((r) => [r.id, r.name]),
  );
  return slots.map((s) => ({
    ...startOf(s.start),
    pitch: pitchDtos.get(s.pitchId) as FreeSlotDto['pitch'],
    referee: s.refereeId ? { id: s.refereeId, name: names.get(s.refereeId) ?? '' } : null,
  }));
}

/** Whether the caller holds the assignment: its e-mail link's token, or the referee's own account. */
async function requireAssignment(db: Db, user: UserRow | null, matchId: string, token: string | undefined) {
  const match = await requireMatch(db, matchId);
  const referee = match.refereeId
    ? await fetchOne(db.select().from(referees).where(eq(referees.id, match.refereeId)))
    : undefined;
  const byToken = holdsRefereeLink(match, token);
  const byAccount = user !== null && referee?.userId === user.id;
  if (!referee || !(byToken || byAccount)) throw new DomainError(token ? 'TOKEN_INVALID' : 'FORBIDDEN');
  return { match, referee };
}

/** The assignment as its referee's answer page shows it. */
export async function assignment(db: Db, user: UserRow | null, input: { matchId: string; token?: string }) {
  const { match, referee } = await requireAssignment(db, user, input.matchId, input.token);
  const tournament = await requireTournament(db, match.tournamentId ?? '');
  const [dto] = await toMatchDtos(db, [match]);
  return { tournament: tournament.name, referee: referee.name, match: dto as MatchDto };
}

/**
 * A referee's answer to an assignment, from the app (their account) or from the e-mail's link (its token). A decline
 * frees the match: another referee of the pool who is free then takes it and is told, and the organiser hears of it.
 */
export async function answerAssignment(
  db: Db,
  mail: MailContext,
  user: UserRow | null,
  input: AnswerAssignment,
): Promise<{ answer: RefereeAnswer; replacement: string | null }> {
  return await transaction(db, async (tx) => {
    const match = await requireMatch(tx, input.matchId);
    const referee = match.refereeId
      ? await fetchOne(tx.select().from(referees).where(eq(referees.id, match.refereeId)))
      : undefined;
    const byToken = holdsRefereeLink(match, input.token);
    const byAccount = user !== null && referee?.userId === user.id;
    if (!referee || !(byToken || byAccount))
      throw new DomainError(input.token ? 'TOKEN_INVALID' : 'FORBIDDEN');
    if (!(OPEN_STATUSES as readonly string[]).includes(match.status)) throw new DomainError('MATCH_FINISHED');
    if (input.answer === 'CONFIRMED') {
      await execute(tx.update(matches).set({ refereeAnswer: 'CONFIRMED' }).where(eq(matches.id, match.id)));
      return { answer: 'CONFIRMED', replacement: null };
    }
    const tournament = await requireTournament(tx, match.tournamentId ?? '');
    const freed = (await fetchOne(
      tx
        .update(matches)
        .set({ refereeId: null, refereeAnswer: null, refereeToken: null, refereeFee: null })
        .where(eq(matches.id, match.id))
        .returning(),
    ))!;
    let replacement: string | null = null;
    if (freed.date && freed.time && freed.teamTwoId) {
      const picture = await matchDayPicture(tx, tournament, new Set([match.id]));
      // The one who declined is not asked again for this match.
      const pool = picture.occupancy.refereeList.filter((r) => r.id !== referee.id);
      const others = new Occupancy(picture.occupancy.rules, picture.occupancy.pitchList, pool);
      for (const b of picture.occupancy.booked.values()) others.add(b);
      replacement = others.freeReferee(
        { id: match.id, teamIds: [freed.teamOneId, freed.teamTwoId] },
        abs(freed.date, freed.time),
      );
    }
    const words = await matchWords(tx, freed);
    await notify(tx, {
      to: [tournament.creatorId],
      kind: 'REFEREE_DECLINED',
      params: {
        ...words,
        referee: referee.name,
        ...(freed.date ? { date: freed.date } : {}),
        ...(freed.time ? { time: freed.time } : {}),
      },
      refs: { matchId: match.id, tournamentId: tournament.id },
    });
    if (replacement) {
      const assigned = (await fetchOne(
        tx.update(matches).set({ refereeId: replacement }).where(eq(matches.id, match.id)).returning(),
      ))!;
      await tellReferee(tx, mail, assigned, false);
    }
    return { answer: 'DECLINED', replacement };
  });
}
