import { type BookedMatch, type ConflictRule, DAY_MINUTES, dayOfMinute, type Occupancy } from './slots';

// The automatic schedule: every match gets a day, a kick-off, a pitch and a referee that break no hard rule (see
// Occupancy.conflicts). Greedy in order of play, which is what makes "finish early" the first goal: each match takes
// the earliest day it can be played; within that day the kick-off its teams have had least (a fair spread of times),
// then the earliest time, then a slot with a free referee over one without. A referee never pushes a match to
// another day: with fewer referees than pitches every rented pitch is still used, and the matches that got no
// referee are answered so the organiser sees them (docs/decisions/024).

export interface MatchToPlace {
  id: string;
  teamOneId: string;
  teamTwoId: string;
  /** Order of play: matchdays, knock-out rounds and legs in sequence. */
  stage: number;
  /** A knock-out round or a second leg: it starts only after every earlier stage has ended. */
  barrier: boolean;
  /** The referee it has, kept when still free. */
  refereeId?: string | null;
}

/**
 * Why a match found no slot: the hard rule that, relaxed alone, would open the most slots for it; NO_DAYS_LEFT when
 * no playing day with open hours is left before the end date at all.
 */
export type UnscheduledReason = ConflictRule | 'NO_DAYS_LEFT';

export interface Placement {
  matchId: string;
  start: number;
  pitchId: string;
  refereeId: string | null;
}

export interface MatchDayPlan {
  placed: Placement[];
  unscheduled: { matchId: string; reason: UnscheduledReason }[];
}

/**
 * Places `toPlace` around what `occupancy` already holds (the tournament's other dated matches, and every match on
 * its pitches or of its teams elsewhere), adding each placement to it.
 */
export function planMatchDay(occupancy: Occupancy, toPlace: MatchToPlace[]): MatchDayPlan {
  const { rules } = occupancy;
  const pitchIds = occupancy.pitchList.map((p) => p.id);
  const withReferees = occupancy.refereeList.length > 0;
  const timeUse = new Map<string, Map<number, number>>();
  const pitchUse = new Map<string, Map<string, number>>();
  const bump = <K>(map: Map<string, Map<K, number>>, team: string, key: K) => {
    let inner = map.get(team);
    if (!inner) {
      inner = new Map();
      map.set(team, inner);
    }
    inner.set(key, (inner.get(key) ?? 0) + 1);
  };
  const kickoffsOf = new Map<number, { start: number; pitchId: string }[]>();
  const dayKickoffs = (day: number) => {
    let list = kickoffsOf.get(day);
    if (!list) {
      list = occupancy.dayProblem(day)
        ? []
        : pitchIds.flatMap((pitchId) =>
            occupancy.kickoffs(pitchId, day).map((start) => ({ start, pitchId })),
          );
      list.sort((a, b) => a.start - b.start);
      kickoffsOf.set(day, list);
    }
    return list;
  };

  // Stages in order: a barrier stage waits for the end of everything before it; a matchday does not start on a day
  // earlier than the last one its previous matchday used, so matchdays never run backwards.
  const stages = [...new Set(toPlace.map((m) => m.stage))].sort((a, b) => a - b);
  const byStage = new Map<number, MatchToPlace[]>();
  for (const m of toPlace) byStage.set(m.stage, [...(byStage.get(m.stage) ?? []), m]);
  let earliestEnd = Number.NEGATIVE_INFINITY;
  let lastStart = Number.NEGATIVE_INFINITY;
  for (const booked of occupancy.booked.values()) {
    if (booked.stage === null || booked.stage >= (stages[0] ?? 0)) continue;
    earliestEnd = Math.max(earliestEnd, booked.start + booked.duration);
    lastStart = Math.max(lastStart, booked.start);
  }

  const plan: MatchDayPlan = { placed: [], unscheduled: [] };
  for (const stage of stages) {
    const matches = byStage.get(stage) ?? [];
    const barrier = matches.some((m) => m.barrier);
    const notBefore = Math.max(
      rules.notBefore ?? Number.NEGATIVE_INFINITY,
      barrier ? earliestEnd : dayOfMinute(lastStart) * DAY_MINUTES,
    );
    let stageEnd = earliestEnd;
    let stageLast = lastStart;
    for (const m of matches) {
      const teams = [m.teamOneId, m.teamTwoId];
      const probe = { id: m.id, teamIds: teams, stage: null, barrier: false };
      let chosen: Candidate | null = null;
      const firstDay = Math.max(occupancy.firstDay, dayOfMinute(notBefore));
      for (let day = firstDay; day <= occupancy.lastDay && !chosen; day++) {
        if (
          teams.some((t) => (occupancy.perTeamDay.get(`${t}:${day}`) ?? 0) >= rules.maxMatchesPerTeamPerDay)
        )
          continue;
        let best: Candidate | null = null;
        for (const k of dayKickoffs(day)) {
          if (k.start < notBefore) continue;
          // Nothing later in the day beats a slot the teams have no reason to avoid.
          if (best && k.start > best.start && best.cost === 0) break;
          const cost = slotCost(timeUse, pitchUse, teams, k);
          if (best && (cost > best.cost || (cost === best.cost && k.start > best.start))) continue;
          if (best && cost === best.cost && (best.refereeId !== null || !withReferees)) continue;
          if (occupancy.conflicts(probe, k.start, k.pitchId, null, true).length > 0) continue;
          const refereeId = withReferees ? occupancy.freeReferee(probe, k.start, m.refereeId) : null;
          if (best && cost === best.cost && refereeId === null) continue;
          best = { ...k, refereeId, cost };
        }
        chosen = best;
      }
      if (!chosen) {
        plan.unscheduled.push({ matchId: m.id, reason: bindingRule(occupancy, probe, firstDay, notBefore) });
        continue;
      }
      const booked: BookedMatch = {
        id: m.id,
        teamIds: teams,
        pitchId: chosen.pitchId,
        refereeId: chosen.refereeId,
        start: chosen.start,
        duration: rules.duration,
        breakMinutes: rules.breakMinutes,
        stage,
        barrier: m.barrier,
      };
      occupancy.add(booked);
      for (const t of teams) {
        bump(timeUse, t, chosen.start % DAY_MINUTES);
        bump(pitchUse, t, chosen.pitchId);
      }
      plan.placed.push({
        matchId: m.id,
        start: chosen.start,
        pitchId: chosen.pitchId,
        refereeId: chosen.refereeId,
      });
      stageEnd = Math.max(stageEnd, chosen.start + rules.duration);
      stageLast = Math.max(stageLast, chosen.start);
    }
    earliestEnd = stageEnd;
    lastStart = stageLast;
  }
  return plan;
}

interface Candidate {
  start: number;
  pitchId: string;
  refereeId: string | null;
  cost: number;
}

/** Slots looked at when saying why a match found none: enough to name the rule, bounded for a long season. */
const REASON_PROBES = 4000;

/**
 * The rule that keeps a match out: over the slots left (from `firstDay`, not before `notBefore`), the one most often
 * broken alone, else the one most often broken; NO_DAYS_LEFT when there is no slot left to break a rule in.
 */
function bindingRule(
  occupancy: Occupancy,
  probe: { id: string; teamIds: string[]; stage: number | null; barrier: boolean },
  firstDay: number,
  notBefore: number,
): UnscheduledReason {
  const alone = new Map<ConflictRule, number>();
  const any = new Map<ConflictRule, number>();
  let probes = 0;
  for (let day = firstDay; day <= occupancy.lastDay && probes < REASON_PROBES; day++) {
    if (occupancy.dayProblem(day)) continue;
    for (const p of occupancy.pitchList) {
      for (const start of occupancy.kickoffs(p.id, day)) {
        if (start < notBefore) continue;
        probes++;
        const rules = new Set(occupancy.conflicts(probe, start, p.id, null).map((c) => c.rule));
        for (const r of rules) any.set(r, (any.get(r) ?? 0) + 1);
        const [only] = rules;
        if (rules.size === 1 && only) alone.set(only, (alone.get(only) ?? 0) + 1);
      }
    }
  }
  const top = (counts: Map<ConflictRule, number>) =>
    [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
  return top(alone) ?? top(any) ?? 'NO_DAYS_LEFT';
}

/** Lower is better: kick-off times the teams have already had, then a pitch new to them. */
function slotCost(
  timeUse: Map<string, Map<number, number>>,
  pitchUse: Map<string, Map<string, number>>,
  teams: string[],
  k: { start: number; pitchId: string },
): number {
  let cost = 0;
  const minute = k.start % DAY_MINUTES;
  for (const t of teams) {
    cost += 2 * (timeUse.get(t)?.get(minute) ?? 0);
    const used = pitchUse.get(t);
    if (used && used.size > 0 && !used.has(k.pitchId)) cost += 1;
  }
  return cost;
}

export interface FreeSlot {
  start: number;
  pitchId: string;
  refereeId: string | null;
}

/** Which slots a move may take: one day, one pitch, and how many. */
export interface FreeSlotFilter {
  /** Only on this day number. */
  day?: number;
  pitchId?: string;
  limit?: number;
}

/**
 * The legal slots nearest to a match's current time (or to `around`), for moving it with one tap: every kick-off
 * of the tournament's pitches on the playing days, nearest first, keeping its referee when free.
 */
export function freeSlots(
  occupancy: Occupancy,
  match: { id: string; teamIds: string[]; stage: number | null; barrier: boolean; refereeId: string | null },
  around: number,
  filter: FreeSlotFilter = {},
): FreeSlot[] {
  const limit = filter.limit ?? 8;
  const aroundDay = filter.day ?? dayOfMinute(around);
  const out: (FreeSlot & { distance: number })[] = [];
  const first = occupancy.firstDay;
  const last = filter.day ?? occupancy.lastDay;
  const withReferees = occupancy.refereeList.length > 0;
  const pitches =
    filter.pitchId === undefined
      ? occupancy.pitchList
      : occupancy.pitchList.filter((p) => p.id === filter.pitchId);
  // Days outward from the current one; stop once enough were found and the next day is farther than all of them.
  for (let step = 0; filter.day === undefined || step === 0; step++) {
    const days = step === 0 ? [aroundDay] : [aroundDay - step, aroundDay + step];
    if (days.every((d) => d < first || d > last)) break;
    if (
      out.length >= limit &&
      step * DAY_MINUTES - DAY_MINUTES > (out[limit - 1] as { distance: number }).distance
    )
      break;
    for (const day of days) {
      if (day < first || day > last || occupancy.dayProblem(day)) continue;
      for (const p of pitches) {
        for (const start of occupancy.kickoffs(p.id, day)) {
          if (start === around && occupancy.booked.get(match.id)?.pitchId === p.id) continue;
          if (occupancy.conflicts(match, start, p.id, null, true).length > 0) continue;
          const refereeId = withReferees ? occupancy.freeReferee(match, start, match.refereeId) : null;
          out.push({ start, pitchId: p.id, refereeId, distance: Math.abs(start - around) });
        }
      }
    }
    out.sort((a, b) => a.distance - b.distance || a.start - b.start);
  }
  if (filter.day !== undefined) out.sort((a, b) => a.start - b.start);
  return out.slice(0, limit).map(({ distance: _, ...slot }) => slot);
}
