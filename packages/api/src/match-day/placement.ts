import { createHash } from 'node:crypto';
import { type Db, dateParam, execute, fetchAll, matches, rounds, teams } from '@cancha/db';
import {
  DomainError,
  type PlannedMatchDto,
  type PlannedSlotDto,
  type RoundStage,
  type ScheduleResultDto,
} from '@cancha/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { tellPlacements } from '../competition/match-notifications';
import { matchesChanged } from '../competition/matches-changed';
import type { MatchRow } from '../competition/rows';
import { stageOf } from '../competition/stages';
import { DAY_MINUTES, dateOf, type MatchDayPlan, type MatchToPlace, planMatchDay, timeOf } from '../engine';
import type { TournamentRow } from '../tournaments/access';
import { type MatchDayPicture, matchDayPicture } from './occupancy';
import { pitchLocation } from './pitches';
import { refereeNames, tellReferee, tellRefereeReleased } from './referees';

// Placing matches on the tournament's pitches (docs/decisions/014, 024): the plan (what would move, and why what
// does not fit does not), then its writes. The organiser's "Programar", a re-plan with its preview, and a round
// drawn on a tournament with pitches all place through here, so they answer the same way.

export interface Placement {
  tournament: TournamentRow;
  picture: MatchDayPicture;
  plan: MatchDayPlan;
  /** The matches it was asked to place, by id. */
  candidates: Map<string, MatchRow>;
}

/** A value bound when a prepared statement runs (drizzle's `set` takes it as SQL). */
const ph = (name: string) => sql`${sql.placeholder(name)}`;

export const startOf = (minute: number) => ({
  date: dateOf(Math.floor(minute / DAY_MINUTES)),
  time: timeOf(minute % DAY_MINUTES),
});

/** Plans `candidates` (byes left out) around everything else the tournament's match day holds. Writes nothing. */
export async function planPlacement(
  tx: Db,
  tournament: TournamentRow,
  candidates: MatchRow[],
): Promise<Placement> {
  const real = candidates.filter((m) => m.teamTwoId !== null);
  const picture = await matchDayPicture(tx, tournament, new Set(real.map((m) => m.id)));
  if (picture.pitches.length === 0) throw new DomainError('NO_PITCHES');
  const toPlace: (MatchToPlace & { order: number })[] = real
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
  return { tournament, picture, plan, candidates: new Map(real.map((m) => [m.id, m])) };
}

/** The placements that change something: a day, a time, a pitch or a referee. */
function changes(p: Placement) {
  return p.plan.placed.filter((placed) => {
    const before = p.candidates.get(placed.matchId) as MatchRow;
    const at = startOf(placed.start);
    return (
      before.date !== at.date ||
      before.time !== at.time ||
      before.pitchId !== placed.pitchId ||
      before.refereeId !== placed.refereeId
    );
  });
}

/** Names a plan by what it moves and what it leaves out, so a preview can be applied only as it was shown. */
export function planKeyOf(p: Placement): string {
  const hash = createHash('sha256');
  for (const c of changes(p)) hash.update(`${c.matchId}@${c.start}/${c.pitchId}/${c.refereeId ?? ''};`);
  for (const u of p.plan.unscheduled) hash.update(`${u.matchId}!${u.reason};`);
  return hash.digest('base64url').slice(0, 22);
}

/** Writes the plan: each moved match on its day, time, pitch and referee, and its referee told. */
export async function applyPlacement(tx: Db, p: Placement): Promise<number> {
  await matchesChanged(tx, p.tournament.id);
  const pitchById = new Map(p.picture.pitches.map((pitch) => [pitch.id, pitch]));
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
  const moved = changes(p);
  const written: { before: MatchRow; after: MatchRow }[] = [];
  for (const placed of moved) {
    const before = p.candidates.get(placed.matchId) as MatchRow;
    const pitch = pitchById.get(placed.pitchId);
    const sameReferee = placed.refereeId === before.refereeId;
    const after: MatchRow = {
      ...before,
      ...startOf(placed.start),
      pitchId: placed.pitchId,
      location: pitch ? pitchLocation({ name: pitch.name, venueName: pitch.venue.name }) : before.location,
      refereeId: placed.refereeId,
      status: before.status === 'PENDING' ? 'SCHEDULED' : before.status,
      ...(sameReferee ? {} : { refereeAnswer: null, refereeToken: null, refereeFee: null }),
      updatedAt: now,
    };
    await execute(place, { ...after, updatedAt: dateParam(now) });
    written.push({ before, after });
    const movedSlot =
      after.date !== before.date || after.time !== before.time || after.pitchId !== before.pitchId;
    if (after.refereeId && (movedSlot || !sameReferee)) await tellReferee(tx, after, sameReferee);
    if (before.refereeId && !sameReferee) await tellRefereeReleased(tx, before, before.refereeId);
  }
  await tellPlacements(tx, p.tournament, written);
  return moved.length;
}

/** The plan as the organiser reads it: what moves from where to where, what does not fit and why. */
export async function placementAnswer(tx: Db, p: Placement, applied: number): Promise<ScheduleResultDto> {
  const rows = [...p.candidates.values()];
  const teamIds = [...new Set(rows.flatMap((m) => [m.teamOneId, m.teamTwoId as string]))];
  const teamNames = new Map(
    teamIds.length === 0
      ? []
      : (
          await fetchAll(
            tx.select({ id: teams.id, name: teams.name }).from(teams).where(inArray(teams.id, teamIds)),
          )
        ).map((t) => [t.id, t.name]),
  );
  const roundIds = [...new Set(rows.flatMap((m) => (m.roundId ? [m.roundId] : [])))];
  const stages = new Map<string, RoundStage>();
  if (roundIds.length > 0) {
    for (const round of await fetchAll(tx.select().from(rounds).where(inArray(rounds.id, roundIds))))
      stages.set(round.id, await stageOf(tx, round));
  }
  const referees = await refereeNames(
    tx,
    p.picture.occupancy.refereeList.map((r) => r.id),
  );
  const pitchNames = new Map(
    p.picture.pitches.map((pitch) => [
      pitch.id,
      pitchLocation({ name: pitch.name, venueName: pitch.venue.name }),
    ]),
  );
  const about = (m: MatchRow): PlannedMatchDto => ({
    matchId: m.id,
    match: `${teamNames.get(m.teamOneId) ?? ''} - ${teamNames.get(m.teamTwoId as string) ?? ''}`,
    stage: m.roundId ? (stages.get(m.roundId) ?? null) : null,
    thirdPlace: m.thirdPlace,
  });
  const slotOf = (m: MatchRow): PlannedSlotDto | null =>
    m.date && m.time
      ? {
          date: m.date,
          time: m.time,
          pitch: m.pitchId ? (pitchNames.get(m.pitchId) ?? m.location) : null,
          referee: m.refereeId ? (referees.get(m.refereeId) ?? null) : null,
        }
      : null;
  const withReferees = p.picture.occupancy.refereeList.length > 0;
  return {
    scheduled: applied,
    unscheduled: p.plan.unscheduled.map((u) => ({
      ...about(p.candidates.get(u.matchId) as MatchRow),
      reason: u.reason,
    })),
    // Only a tournament with referees can leave a match without one.
    withoutReferee: withReferees
      ? p.plan.placed.filter((x) => x.refereeId === null).map((x) => x.matchId)
      : [],
    pitches: p.picture.pitches.length,
    referees: p.picture.occupancy.refereeList.length,
    moves: changes(p).map((c) => {
      const before = p.candidates.get(c.matchId) as MatchRow;
      return {
        ...about(before),
        from: slotOf(before),
        to: {
          ...startOf(c.start),
          pitch: pitchNames.get(c.pitchId) ?? null,
          referee: c.refereeId ? (referees.get(c.refereeId) ?? null) : null,
        },
      };
    }),
    planKey: planKeyOf(p),
  };
}
