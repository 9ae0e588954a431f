import { better, type Entrant, type Slot } from './bracket-entrants';
import type { Qualifier } from './groups';
import type { PlannedMatch, TeamId } from './types';
import { worldCupBracket } from './world-cup-layout';

/**
 * WORLD_CUP: the bracket follows the groups (1A–2B, 1C–2D, …, 1B–2A, …), so group-mates are kept apart
 * as long as possible and winners meet non-winners; seeds only decide the byes.
 * SEEDED: classic seeding by `seed` (1 v S, …, placed so that 1 and 2 can only meet in the final).
 */
export type Pairing = 'WORLD_CUP' | 'SEEDED';

/** The number of bracket slots for `n` teams: the next power of two ≥ n. */
export function bracketSize(n: number): number {
  let size = 1;
  while (size < n) size *= 2;
  return size;
}

/** The round (1 = first) in which bracket slots a ≠ b meet if both keep winning. */
const slotsMeetIn = (a: number, b: number): number => 32 - Math.clz32(a ^ b);

/**
 * The round (1 = the plan's own round) in which two teams of a planned first round would meet if both
 * keep winning, given that later rounds pair the winner of match 2i with the winner of match 2i+1; null
 * if either team is not in the plan.
 */
export function bracketMeetingRound(plan: readonly PlannedMatch[], a: TeamId, b: TeamId): number | null {
  let slotA = -1;
  let slotB = -1;
  plan.forEach((m, i) => {
    if (m.teamOneId === a) slotA = 2 * i;
    if (m.teamTwoId === a) slotA = 2 * i + 1;
    if (m.teamOneId === b) slotB = 2 * i;
    if (m.teamTwoId === b) slotB = 2 * i + 1;
  });
  if (slotA < 0 || slotB < 0 || a === b) return null;
  return slotsMeetIn(slotA, slotB);
}

/**
 * Plans the first knock-out round after a group stage, so that the whole bracket is fixed: the result
 * lists the S/2 first-round entries in bracket order (S = next power of two ≥ the number of qualifiers),
 * and later rounds pair the winner of entry 2i with the winner of entry 2i+1. Entries with teamTwoId null
 * are byes, and they go to the S − n best seeds.
 *
 * WORLD_CUP (same group letters and places in, same bracket out; seeds only pick the byes):
 *  - 8 groups × 2 gives the FIFA World Cup round of 16 (1A–2B, 1C–2D, 1E–2F, 1G–2H, 1B–2A, 1D–2C, 1F–2E,
 *    1H–2G), 4 × 2 the Euro/Copa América quarter-finals, 2 × 2 the crossed semi-finals.
 *  - Group-mates are kept apart as long as the bracket allows: a group with q qualifiers is spread over
 *    the 2^ceil(log2 q) parts of the bracket, so no two of them meet before round k − ceil(log2 q) + 1 of
 *    k, and more broadly each part of the bracket holds as even a share of every group as possible.
 *  - Then every group winner that plays the first round meets a non-winner, when the counts allow.
 *  - When the byes and best-placed extra teams make this impossible, every group is first allowed to
 *    meet L rounds earlier, for the least L that works, then each group (smallest first) is tightened
 *    back as far as it goes: forced meetings come as late as possible. (This matches a brute-force
 *    optimum on every bracket of up to 8 slots; larger ones are searched within a budget.)
 *  - These rules always hold when no byes are needed, and with no best-placed extras when seeds go by
 *    group place first (as groupQualifiers gives them); see bracket.test.ts for what is proved.
 *
 * SEEDED: seed i meets seed S+1−i, in the standard bracket (seeds 1 and 2 in opposite halves, 1–4 in
 * opposite quarters, …). A first-round meeting of group-mates is undone, when possible, by swapping one
 * of them with the nearest-seeded team of the same group position that creates no new such meeting.
 *
 * Throws a RangeError for fewer than two qualifiers, a repeated team, seed or group place, or values that
 * are not whole numbers in range.
 */
export function planBracket(qualifiers: readonly Qualifier[], pairing: Pairing): PlannedMatch[] {
  const entrants = validate(qualifiers);
  const size = bracketSize(entrants.length);
  const byes = size - entrants.length;
  const bySeed = [...entrants].sort((x, y) => x.seed - y.seed);
  for (const e of bySeed.slice(0, byes)) e.bye = true;

  let slots: Slot[];
  if (pairing === 'SEEDED') slots = seededSlots(bySeed, size);
  else if (pairing === 'WORLD_CUP') slots = worldCupBracket(entrants, size);
  else throw new RangeError(`Unknown pairing ${String(pairing)}: expected WORLD_CUP or SEEDED`);

  const out: PlannedMatch[] = [];
  for (let i = 0; i < size; i += 2) {
    const one = slots[i] ?? null;
    const two = slots[i + 1] ?? null;
    const [home, away] = one && two && better(two, one) ? [two, one] : [one ?? two, one ? two : null];
    if (!home) throw new Error('planBracket: empty first-round entry'); // unreachable: byes < S/2
    out.push({ teamOneId: home.id, teamTwoId: away?.id ?? null });
  }
  return out;
}

function validate(qualifiers: readonly Qualifier[]): Entrant[] {
  if (!Array.isArray(qualifiers) || qualifiers.length < 2) {
    throw new RangeError(`A bracket needs at least 2 qualifiers, got ${qualifiers?.length ?? 0}`);
  }
  if (qualifiers.length > 256) {
    throw new RangeError(`A bracket takes at most 256 qualifiers, got ${qualifiers.length}`);
  }
  const ids = new Set<TeamId>();
  const seeds = new Set<number>();
  const places = new Set<string>();
  for (const q of qualifiers) {
    if (ids.has(q.teamId)) throw new RangeError(`Team ${q.teamId} qualifies more than once`);
    ids.add(q.teamId);
    if (!Number.isInteger(q.group) || q.group < 0) {
      throw new RangeError(`Team ${q.teamId}: group must be a whole number ≥ 0, got ${q.group}`);
    }
    if (!Number.isInteger(q.position) || q.position < 1) {
      throw new RangeError(`Team ${q.teamId}: position must be a whole number ≥ 1, got ${q.position}`);
    }
    if (!Number.isFinite(q.seed))
      throw new RangeError(`Team ${q.teamId}: seed must be a number, got ${q.seed}`);
    if (seeds.has(q.seed)) throw new RangeError(`Seed ${q.seed} is given to more than one team`);
    seeds.add(q.seed);
    const place = `${q.group}:${q.position}`;
    if (places.has(place)) {
      throw new RangeError(`Two teams are number ${q.position} of group ${q.group} (team ${q.teamId})`);
    }
    places.add(place);
  }
  // A canonical order, so the plan never depends on the order of the input.
  const sorted = [...qualifiers].sort((a, b) => a.group - b.group || a.position - b.position);
  const groupIndex = new Map<number, number>();
  for (const q of sorted) if (!groupIndex.has(q.group)) groupIndex.set(q.group, groupIndex.size);
  return sorted.map((q) => ({
    id: q.teamId,
    group: q.group,
    position: q.position,
    seed: q.seed,
    gi: groupIndex.get(q.group) as number,
    bye: false,
  }));
}

// ——— SEEDED ———

/** Seed lines in slot order for a bracket of `size`: [1, 8, 4, 5, 2, 7, 3, 6] for 8. */
function standardOrder(size: number): number[] {
  let order = [1];
  while (order.length < size) {
    const m = order.length * 2;
    order = order.flatMap((x) => [x, m + 1 - x]);
  }
  return order;
}

function seededSlots(bySeed: Entrant[], size: number): Slot[] {
  const n = bySeed.length;
  const byes = size - n;
  // line[l] for l in 1..size; line l meets line size+1−l, and lines 1..byes face empty lines.
  const line: Slot[] = [null, ...bySeed, ...Array<Slot>(byes).fill(null)];
  const at = (l: number): Entrant => line[l] as Entrant;
  const opp = (l: number) => size + 1 - l;
  const clash = (l: number) => at(l).gi === at(opp(l)).gi;
  const swap = (a: number, b: number) => {
    const t = line[a] as Slot;
    line[a] = line[b] as Slot;
    line[b] = t;
  };
  for (let a = byes + 1; a <= size / 2; a++) {
    if (!clash(a)) continue;
    // Move the lower seed first, then the higher one, to the nearest line of the same group place.
    for (const mover of [opp(a), a]) {
      let best = -1;
      for (let l = byes + 1; l <= n; l++) {
        if (l === a || l === opp(a) || at(l).position !== at(mover).position) continue;
        swap(mover, l);
        const ok = !clash(a) && !clash(l);
        swap(mover, l);
        if (ok && (best < 0 || Math.abs(l - mover) < Math.abs(best - mover))) best = l;
      }
      if (best >= 0) {
        swap(mover, best);
        break;
      }
    }
  }
  return standardOrder(size).map((l) => line[l] ?? null);
}
