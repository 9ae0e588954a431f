import {
  type Db,
  execute,
  fetchAll,
  fetchOne,
  lockForUpdate,
  matches,
  referees,
  rounds,
  tournaments,
  transaction,
} from '@cancha/db';
import {
  type AnswerAssignment,
  DomainError,
  type FreeSlotDto,
  FreeSlotsQuery,
  type MatchDto,
  type RefereeAnswer,
  ScheduleMatches,
  type ScheduleResultDto,
} from '@cancha/shared';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { UserRow } from '../auth/session';
import { toMatchDtos } from '../competition/match-answers';
import { requireManager } from '../competition/match-rules';
import { matchesChanged } from '../competition/matches-changed';
import { requireMatch } from '../competition/rows';
import { abs, dayNumber, freeSlots, Occupancy } from '../engine';
import { notify } from '../notifications/notify';
import { requireOwner, requireTournament } from '../tournaments/access';
import { matchDayPicture, OPEN_STATUSES, todayStart } from './occupancy';
import { matchPitches } from './pitches';
import { applyPlacement, placementAnswer, planKeyOf, planPlacement, startOf } from './placement';
import { holdsRefereeLink, matchWords, refereeNames, tellReferee } from './referees';

// The automatic schedule, the free slots offered for a move, and the check that refuses a move breaking a rule.

/**
 * POST match/{tournamentId}/schedule: places one round's open matches, every open match without a pitch
 * (UNPLACED), or re-plans every match still to be played that nobody fixed (UNPLAYED: not locked by the organiser,
 * no referee's confirmation). A preview answers the plan and writes nothing; applying it with the preview's
 * planKey is refused with PLAN_CHANGED when the plan would no longer be the one shown.
 */
export async function scheduleTournament(
  db: Db,
  user: UserRow,
  raw: ScheduleMatches,
): Promise<ScheduleResultDto> {
  const input = ScheduleMatches.parse(raw);
  return await transaction(db, async (tx) => {
    await lockForUpdate(tx, tournaments, input.tournamentId);
    const tournament = await requireOwner(tx, input.tournamentId, user);
    if (input.roundId) {
      const round = await fetchOne(
        tx
          .select({ id: rounds.id })
          .from(rounds)
          .where(and(eq(rounds.id, input.roundId), eq(rounds.tournamentId, tournament.id))),
      );
      if (!round) throw new DomainError('NOT_FOUND');
    }
    const which = input.roundId
      ? eq(matches.roundId, input.roundId)
      : input.scope === 'UNPLAYED'
        ? undefined
        : isNull(matches.pitchId);
    const candidates = await fetchAll(
      tx
        .select()
        .from(matches)
        .where(
          and(
            eq(matches.tournamentId, tournament.id),
            inArray(matches.status, [...OPEN_STATUSES]),
            which,
            // What the organiser fixed, or a referee confirmed, stays where it is.
            eq(matches.scheduleLocked, false),
            or(isNull(matches.refereeAnswer), ne(matches.refereeAnswer, 'CONFIRMED')),
          ),
        ),
    );
    const placement = await planPlacement(tx, tournament, candidates);
    if (input.preview) return await placementAnswer(tx, placement, 0);
    if (input.planKey && input.planKey !== planKeyOf(placement)) throw new DomainError('PLAN_CHANGED');
    return await placementAnswer(tx, placement, await applyPlacement(tx, placement));
  });
}

/**
 * GET soccer-match/{id}/free-slots: the legal slots nearest to the match's current one over the tournament's play
 * days, on one day or one pitch when asked.
 */
export async function matchFreeSlots(db: Db, user: UserRow, input: FreeSlotsQuery): Promise<FreeSlotDto[]> {
  const query = FreeSlotsQuery.parse(input);
  const match = await requireMatch(db, query.matchId);
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
    {
      limit: query.limit,
      ...(query.date ? { day: dayNumber(query.date) } : {}),
      ...(query.pitchId ? { pitchId: query.pitchId } : {}),
    },
  );
  const pitchDtos = await matchPitches(
    db,
    slots.map((s) => s.pitchId),
  );
  const names = await refereeNames(
    db,
    slots.flatMap((s) => (s.refereeId ? [s.refereeId] : [])),
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
    await matchesChanged(tx, tournament.id);
    if (replacement) {
      const assigned = (await fetchOne(
        tx.update(matches).set({ refereeId: replacement }).where(eq(matches.id, match.id)).returning(),
      ))!;
      await tellReferee(tx, assigned, false);
    }
    return { answer: 'DECLINED', replacement };
  });
}
