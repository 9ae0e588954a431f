import type { Qualifier } from './groups';
import type { PlannedMatch, TeamId } from './types';

/**
 * WORLD_CUP: the bracket follows the groups (1A–2B, 1C–2D, …, 1B–2A, …), so group-mates are kept apart
 * as long as possible and winners meet non-winners; seeds only decide the byes.
 * SEEDED: classic seeding by `seed` (1 v S, …, placed so that 1 and 2 can only meet in the final).
 */
export type Pairing = 'WORLD_CUP' | 'SEEDED';

interface Entrant {
  id: TeamId;
  group: number;
  position: number;
  seed: number;
  /** Dense index of the group among the groups present. */
  gi: number;
  /** Among the S − n best seeds, so it skips the first round. */
  bye: boolean;
}

type Slot = Entrant | null;

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
  else if (pairing === 'WORLD_CUP') slots = canonical(worldCupSlots(entrants, size), 0, size).slots;
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

/** The home side of a match: the better group place, then the better seed. */
const better = (a: Entrant, b: Entrant): boolean =>
  a.position < b.position || (a.position === b.position && a.seed < b.seed);

/** Bracket order as (group, place), the canonical way to lay out equivalent brackets. */
const keyBefore = (a: Entrant, b: Entrant): boolean =>
  a.group < b.group || (a.group === b.group && a.position < b.position);

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

// ——— WORLD_CUP ———

const ceilLog2 = (x: number): number => (x <= 1 ? 0 : 32 - Math.clz32(x - 1));

function bitReverse(x: number, bits: number): number {
  let r = 0;
  for (let i = 0; i < bits; i++) r = (r << 1) | ((x >> i) & 1);
  return r;
}

interface Mode {
  /** Each part of the bracket takes as even a share of every group as possible (beyond the minimum). */
  even: boolean;
  /** Every part of the bracket can pair all its group winners with non-winners (or the reverse). */
  winners: boolean;
}

interface Problem {
  size: number;
  rounds: number;
  /** Members of each group, by place. */
  members: Entrant[][];
  /** Byes by seed. */
  byes: Entrant[];
  /** The teams that play the first round: winners by group, then the others by place and group. */
  playing: Entrant[];
  /** No more group winners than other teams play the first round. */
  winnersFewer: boolean;
}

/**
 * Search budgets, in placements tried: for each exact attempt, each relaxed one, and in all. Inputs seeded
 * by group place (winners first, as groupQualifiers does) need at most a few hundred; the budgets only bound
 * the time spent on odd seedings, which then fall back to looser layouts.
 */
const EXACT_BUDGET = 2_000;
const RELAXED_BUDGET = 200;
const TOTAL_BUDGET = 10_000;

function worldCupSlots(entrants: Entrant[], size: number): Slot[] {
  const members: Entrant[][] = Array.from({ length: (entrants.at(-1)?.gi ?? 0) + 1 }, () => []);
  for (const e of entrants) members[e.gi]?.push(e);
  const playing = entrants
    .filter((e) => !e.bye)
    .sort(
      (a, b) => Number(a.position !== 1) - Number(b.position !== 1) || a.position - b.position || a.gi - b.gi,
    );
  const winnersPlaying = playing.filter((e) => e.position === 1).length;
  const problem: Problem = {
    size,
    rounds: Math.log2(size),
    members,
    byes: entrants.filter((e) => e.bye).sort((a, b) => a.seed - b.seed),
    playing,
    winnersFewer: winnersPlaying <= playing.length - winnersPlaying,
  };
  const k = problem.rounds;
  const budget = { left: TOTAL_BUDGET };
  const attempt = (t: number[], mode: Mode, most: number) => {
    if (budget.left <= 0) return null;
    return layout(problem, t, mode, Math.min(most, budget.left), budget);
  };

  // Target: group g's members in distinct parts of the bracket at depth ceil(log2 q_g) (2^depth parts),
  // i.e. no two meet before round k − depth + 1. Depth ≥ k is no constraint at all.
  const target = members.map((m) => ceilLog2(m.length));
  // The loosest variant first: when even it fails, so would the others.
  const loosest = attempt(target, { even: false, winners: false }, EXACT_BUDGET);
  if (loosest) {
    const stricter: Mode[] = [
      { even: true, winners: true },
      { even: false, winners: true },
      { even: true, winners: false },
    ];
    for (const mode of stricter) {
      const slots = attempt(target, mode, EXACT_BUDGET);
      if (slots) return slots;
    }
    return loosest;
  }
  // Over-constrained: let every group meet up to L rounds earlier, for the least L that works; then
  // tighten the groups back one by one (smallest first) as far as they go.
  const relaxedMode = (t: number[]) => {
    const loose = attempt(t, { even: false, winners: false }, RELAXED_BUDGET);
    return loose && (attempt(t, { even: false, winners: true }, RELAXED_BUDGET) ?? loose);
  };
  for (let slack = 1; slack <= k; slack++) {
    const relaxed = target.map((t) => Math.min(k, t + slack));
    let best = relaxedMode(relaxed);
    if (!best) continue;
    const tightening = members.map((m, gi) => ({ gi, q: m.length })).sort((a, b) => a.q - b.q || a.gi - b.gi);
    for (const { gi } of tightening) {
      for (let t = target[gi] as number; t < (relaxed[gi] as number); t++) {
        const trial = relaxed.slice();
        trial[gi] = t;
        const slots = relaxedMode(trial);
        if (slots) {
          relaxed[gi] = t;
          best = slots;
          break;
        }
      }
    }
    return best;
  }
  // Out of budget: no group constraint at all, which the search fills without backtracking.
  const loose = layout(
    problem,
    target.map(() => k),
    { even: false, winners: false },
    Number.POSITIVE_INFINITY,
  );
  if (loose) return loose;
  throw new Error('planBracket: no layout found');
}

/**
 * Splits the bracket into 2^D blocks (D = the deepest target, at most k − 1) and fills them by a
 * depth-first search over the byes and first-round group winners, or over all the first-round teams when
 * they are fewer; at each step a max-flow over the groups' caps checks that the teams still unplaced fit.
 * The check is exact once the search is done, so a layout is found whenever one exists (within budget).
 * Then each block is laid out on its own.
 */
function layout(
  p: Problem,
  target: number[],
  mode: Mode,
  budget: number,
  spent: { left: number } = { left: 0 },
): Slot[] | null {
  const { size, rounds: k, members } = p;
  let depth = 0;
  for (const t of target) depth = Math.max(depth, Math.min(t, k - 1));
  const blocks = 1 << depth;
  const cap = size / blocks; // slots per block

  // caps[g][j]: most members of group g in one depth-j part (j = 1..depth).
  const caps = members.map((m, gi) => {
    const out = [m.length];
    const t = target[gi] as number;
    for (let j = 1; j <= depth; j++) {
      const spread = t >= j ? 2 ** (t - j) : 1;
      out.push(mode.even ? Math.min(spread, Math.ceil(m.length / 2 ** j)) : spread);
    }
    return out;
  });

  const specials = [...p.byes, ...p.playing.filter((e) => e.position === 1)];
  const pref = (e: Entrant) => bitReverse((e.group + e.position - 1) % blocks, depth);
  const flow = new GroupFlow(members.length, depth);
  const byeCount = members.map((m) => m.filter((e) => e.bye).length);

  // Two complete searches with different strengths: over the byes and first-round winners (the other
  // first-round teams left to the flow), or over the first-round matches (the byes left to the flow).
  // Run them in turn with growing budgets, the one over fewer teams first; either one proving the
  // targets impossible settles it.
  const fewerPlayers = p.playing.length < specials.length;
  let used = 0;
  for (let phase = 64; used < budget; phase *= 8) {
    for (const byPairs of fewerPlayers ? [true, false] : [false, true]) {
      const limit = Math.min(phase, budget - used);
      if (limit <= 0) break;
      const outcome = searchOnce(byPairs, limit);
      used += outcome.tried;
      spent.left -= outcome.tried;
      if (outcome.slots) return outcome.slots;
      if (!outcome.exhausted) return null;
    }
  }
  return null;

  function searchOnce(
    playersFirst: boolean,
    budget: number,
  ): { slots?: Slot[]; tried: number; exhausted: boolean } {
    // placed[g][j][x]: placed members of group g in depth-j part x.
    const placed = members.map(() => Array.from({ length: depth + 1 }, (_, j) => new Int32Array(1 << j)));
    const placedOf = new Int32Array(members.length);
    const blockByes = new Int32Array(blocks);
    const blockPlayers = new Int32Array(blocks);
    const blockWinners = new Int32Array(blocks);
    const blockOf = new Map<Entrant, number>();
    let unplacedByes = p.byes.length;
    let unplacedPlayers = p.playing.length;
    const free = (b: number) => cap - 2 * (blockByes[b] as number) - (blockPlayers[b] as number);
    const placedByesOf = new Int32Array(members.length);
    const room = (gi: number) => (j: number, x: number) =>
      (caps[gi]?.[j] as number) - (placed[gi]?.[j]?.[x] as number);
    /**
     * Routes the unplaced teams through their groups' caps into the blocks' free room: in slots, with each
     * unplaced bye's second slot going to a block where its group still has room; or only the byes, in
     * whole matches.
     */
    const route = (byesInMatches: boolean): boolean => {
      flow.reset();
      for (let gi = 0; gi < members.length; gi++) {
        const byes = (byeCount[gi] as number) - (placedByesOf[gi] as number);
        const anonymous = byesInMatches ? byes : (members[gi] as Entrant[]).length - (placedOf[gi] as number);
        if (anonymous > 0) flow.group(gi, anonymous, byesInMatches ? 0 : byes, room(gi));
      }
      for (let b = 0; b < blocks; b++) {
        if (byesInMatches && free(b) % 2 !== 0) return false;
        flow.block(b, byesInMatches ? free(b) / 2 : free(b));
      }
      return flow.run();
    };
    /**
     * Whether the unplaced teams still fit. Exact once only byes or only players are left; before that two
     * relaxations, the second one only while matches are placed whole (pair search, so free room is even).
     */
    const feasible = (): boolean => {
      if (unplacedPlayers === 0) return route(true);
      if (playersFirst && unplacedByes > 0 && !route(true)) return false;
      return route(false);
    };

    const fits = (e: Entrant, b: number): boolean => {
      if (free(b) < (e.bye ? 2 : 1)) return false;
      for (let j = 1; j <= depth; j++) {
        const x = b >> (depth - j);
        if ((placed[e.gi]?.[j]?.[x] as number) + 1 > (caps[e.gi]?.[j] as number)) return false;
      }
      if (mode.winners && p.winnersFewer && !playersFirst) {
        // Only winners are placed among the players: they may take at most half the block's first round.
        const byes = (blockByes[b] as number) + (e.bye ? 1 : 0);
        const winners = (blockWinners[b] as number) + (e.bye ? 0 : 1);
        if (2 * winners > cap - 2 * byes) return false;
      }
      return true;
    };
    const move = (e: Entrant, b: number, sign: 1 | -1) => {
      for (let j = 1; j <= depth; j++) {
        const row = placed[e.gi]?.[j] as Int32Array;
        const x = b >> (depth - j);
        row[x] = (row[x] as number) + sign;
      }
      placedOf[e.gi] = (placedOf[e.gi] as number) + sign;
      if (e.bye) {
        blockByes[b] = (blockByes[b] as number) + sign;
        placedByesOf[e.gi] = (placedByesOf[e.gi] as number) + sign;
        unplacedByes -= sign;
      } else {
        blockPlayers[b] = (blockPlayers[b] as number) + sign;
        unplacedPlayers -= sign;
        if (e.position === 1) blockWinners[b] = (blockWinners[b] as number) + sign;
      }
      if (sign > 0) blockOf.set(e, b);
      else blockOf.delete(e);
    };
    /** Once all placed: each block can pair its winners with others (or its others with winners). */
    const winnersBalanced = () => {
      if (!mode.winners) return true;
      for (let b = 0; b < blocks; b++) {
        const players = cap - 2 * (blockByes[b] as number);
        const twice = 2 * (blockWinners[b] as number);
        if (p.winnersFewer ? twice > players : twice < players) return false;
      }
      return true;
    };

    let tried = 0;
    const order = Array.from({ length: blocks }, (_, b) => b);
    const byNearness = (e: Entrant) => (b: number) => 32 - Math.clz32(b ^ pref(e));
    /** Places the byes and first-round winners one by one. */
    const search = (i: number): boolean => {
      const e = specials[i];
      if (!e) return winnersBalanced() && feasible();
      const dist = byNearness(e);
      const load = e.bye ? blockByes : blockWinners;
      const candidates = e.bye
        ? order.toSorted((a, b) => (load[a] as number) - (load[b] as number) || dist(a) - dist(b) || a - b)
        : order.toSorted((a, b) => dist(a) - dist(b) || (load[a] as number) - (load[b] as number) || a - b);
      for (const b of candidates) {
        if (!fits(e, b)) continue;
        if (++tried > budget) return false;
        move(e, b, 1);
        if (feasible() && search(i + 1)) return true;
        move(e, b, -1);
      }
      return false;
    };
    /** Places the first-round teams a match at a time: the first one left, with each possible opponent. */
    const pairs: Entrant[][] = [];
    const searchPairs = (): boolean => {
      const e = p.playing.find((x) => !blockOf.has(x));
      if (!e) return feasible();
      // Rule (a): a winner against a non-winner when winners are fewer, else a non-winner against a winner.
      const suits = (f: Entrant) =>
        p.winnersFewer ? e.position !== 1 || f.position !== 1 : e.position === 1 || f.position === 1;
      const opponents = p.playing
        .filter((f) => f !== e && !blockOf.has(f))
        .filter((f) => f.gi !== e.gi || (target[e.gi] as number) >= k)
        .filter((f) => !mode.winners || suits(f))
        .sort((f, g) => Number(suits(g)) - Number(suits(f)) || compareNearest(e, f, g));
      const dist = byNearness(e);
      const candidates = order.toSorted(
        (a, b) => dist(a) - dist(b) || (blockPlayers[a] as number) - (blockPlayers[b] as number) || a - b,
      );
      for (const f of opponents) {
        for (const b of candidates) {
          if (free(b) < 2 || !fits(e, b)) continue;
          move(e, b, 1);
          if (fits(f, b)) {
            if (++tried > budget) {
              move(e, b, -1);
              return false;
            }
            move(f, b, 1);
            pairs.push([e, f]);
            if (feasible() && searchPairs()) return true;
            pairs.pop();
            move(f, b, -1);
          }
          move(e, b, -1);
        }
      }
      return false;
    };
    const found = feasible() && (playersFirst ? searchPairs() : search(0));
    if (!found) return { tried, exhausted: tried > budget };

    // The flow after the last check says which blocks each group's other members fill.
    const contents: Entrant[][] = Array.from({ length: blocks }, () => []);
    for (const [e, b] of blockOf) contents[b]?.push(e);
    for (let gi = 0; gi < members.length; gi++) {
      const spots: number[] = [];
      for (let b = 0; b < blocks; b++) for (let f = flow.into(gi, b); f > 0; f--) spots.push(b);
      for (const e of members[gi] as Entrant[]) {
        if (blockOf.has(e)) continue;
        const home = pref(e);
        let pick = 0;
        for (let s = 1; s < spots.length; s++) {
          if (((spots[s] as number) ^ home) < ((spots[pick] as number) ^ home)) pick = s;
        }
        contents[spots[pick] as number]?.push(e);
        spots.splice(pick, 1);
      }
    }
    return { slots: contents.flatMap((c) => arrangeBlock(c, cap, pairs)), tried, exhausted: false };
  }
}

/**
 * Max-flow over the group caps: source → group (its unplaced members) → its parts at depth 1..D, each
 * capped by the room left for the group there → blocks (free slots) → sink; plus, per group, the second
 * slot of each unplaced bye, into any block where the group has room left (a relaxation: the search
 * places each bye whole).
 */
class GroupFlow {
  private head: Int32Array;
  private to: Int32Array;
  private capacity: Int32Array;
  private next: Int32Array;
  private level: Int32Array;
  private iter: Int32Array;
  private queue: Int32Array;
  private readonly leafEdge: Int32Array;
  private edges = 0;
  private nodes = 0;
  private supply = 0;

  constructor(
    groups: number,
    private readonly depth: number,
  ) {
    const blocks = 1 << depth;
    const maxNodes = 2 + blocks + groups * (2 * blocks + 1);
    const maxEdges = 2 * (blocks + groups * (4 * blocks + 2));
    this.head = new Int32Array(maxNodes);
    this.level = new Int32Array(maxNodes);
    this.iter = new Int32Array(maxNodes);
    this.queue = new Int32Array(maxNodes);
    this.to = new Int32Array(maxEdges);
    this.capacity = new Int32Array(maxEdges);
    this.next = new Int32Array(maxEdges);
    this.leafEdge = new Int32Array(groups * blocks);
  }

  /** Empties the network: source 0, sink 1, then one node per block. */
  reset(): void {
    this.edges = 0;
    this.nodes = 0;
    this.supply = 0;
    this.leafEdge.fill(-1);
    for (let v = 0; v < 2 + (1 << this.depth); v++) this.node();
  }

  private node(): number {
    this.head[this.nodes] = -1;
    return this.nodes++;
  }

  private edge(from: number, to: number, capacity: number): number {
    const id = this.edges;
    this.to[id] = to;
    this.capacity[id] = capacity;
    this.next[id] = this.head[from] as number;
    this.head[from] = id;
    this.to[id + 1] = from;
    this.capacity[id + 1] = 0;
    this.next[id + 1] = this.head[to] as number;
    this.head[to] = id + 1;
    this.edges += 2;
    return id;
  }

  group(gi: number, members: number, byes: number, room: (depth: number, part: number) => number): void {
    this.supply += members + byes;
    const root = this.node();
    this.edge(0, root, members);
    const second = byes > 0 ? this.node() : -1;
    if (byes > 0) this.edge(0, second, byes);
    const walk = (parent: number, j: number, x: number) => {
      if (j === this.depth) {
        this.leafEdge[gi * (1 << this.depth) + x] = this.edge(parent, 2 + x, members);
        const r = j === 0 ? members : room(j, x);
        if (byes > 0 && r > 0) this.edge(second, 2 + x, Math.min(byes, r));
        return;
      }
      for (let child = 2 * x; child <= 2 * x + 1; child++) {
        const r = room(j + 1, child);
        if (r <= 0) continue;
        const n = this.node();
        this.edge(parent, n, r);
        walk(n, j + 1, child);
      }
    };
    walk(root, 0, 0);
  }

  block(b: number, free: number): void {
    if (free > 0) this.edge(2 + b, 1, free);
  }

  /** Units of group gi's flow into block b after run(). */
  into(gi: number, b: number): number {
    const id = this.leafEdge[gi * (1 << this.depth) + b] as number;
    return id < 0 ? 0 : (this.capacity[id + 1] as number);
  }

  /** True when every unplaced member and bye slot finds a place (Dinic's algorithm). */
  run(): boolean {
    let total = 0;
    while (total < this.supply && this.bfs()) {
      this.iter.set(this.head.subarray(0, this.nodes));
      for (let f = this.dfs(0, this.supply); f > 0; f = this.dfs(0, this.supply)) total += f;
    }
    return total === this.supply;
  }

  private bfs(): boolean {
    this.level.fill(-1, 0, this.nodes);
    this.level[0] = 0;
    this.queue[0] = 0;
    let tail = 1;
    for (let qi = 0; qi < tail; qi++) {
      const v = this.queue[qi] as number;
      for (let e = this.head[v] as number; e >= 0; e = this.next[e] as number) {
        const w = this.to[e] as number;
        if ((this.capacity[e] as number) > 0 && this.level[w] === -1) {
          this.level[w] = (this.level[v] as number) + 1;
          this.queue[tail++] = w;
        }
      }
    }
    return this.level[1] !== -1;
  }

  private dfs(v: number, pushed: number): number {
    if (v === 1) return pushed;
    for (let e = this.iter[v] as number; e >= 0; e = this.next[e] as number) {
      this.iter[v] = e;
      const w = this.to[e] as number;
      const c = this.capacity[e] as number;
      if (c <= 0 || this.level[w] !== (this.level[v] as number) + 1) continue;
      const f = this.dfs(w, Math.min(pushed, c));
      if (f > 0) {
        this.capacity[e] = c - f;
        this.capacity[e ^ 1] = (this.capacity[e ^ 1] as number) + f;
        return f;
      }
    }
    this.iter[v] = -1;
    return 0;
  }
}

/**
 * Lays out one block of `cap` slots: byes alone, group winners against non-winners (or, with more
 * winners than others, every non-winner against a winner), partners from the nearest group letter
 * (A with B, C with D, …); then the first-round matches are split in halves recursively, spreading the
 * byes and any group-mates.
 */
function arrangeBlock(teams: Entrant[], cap: number, fixed: readonly Entrant[][]): Slot[] {
  const units: Entrant[][] = teams.filter((e) => e.bye).map((e) => [e]);
  const inBlock = new Set(teams);
  const paired = new Set<Entrant>();
  for (const pair of fixed) {
    if (!inBlock.has(pair[0] as Entrant)) continue;
    units.push(pair.slice());
    for (const e of pair) paired.add(e);
  }
  const playing = teams.filter((e) => !e.bye && !paired.has(e));
  const winners = playing.filter((e) => e.position === 1);
  const others = playing.filter((e) => e.position !== 1);
  const [few, many] = winners.length <= others.length ? [winners, others] : [others, winners];
  const nearest = (e: Entrant, pool: Entrant[]): number => {
    let best = -1;
    for (let i = 0; i < pool.length; i++) {
      if (best < 0 || compareNearest(e, pool[i] as Entrant, pool[best] as Entrant) < 0) best = i;
    }
    return best;
  };
  const pool = many.slice();
  const pairs: Entrant[][] = [];
  for (const e of few) pairs.push([e, ...pool.splice(nearest(e, pool), 1)]);
  while (pool.length > 0) {
    const e = pool.shift() as Entrant;
    pairs.push([e, ...pool.splice(nearest(e, pool), 1)]);
  }
  // Undo same-group pairs by exchanging second members with another pair when both end up apart.
  for (const pair of pairs) {
    const [a, b] = pair as [Entrant, Entrant];
    if (a.gi !== b.gi) continue;
    for (const other of pairs) {
      const [c, d] = other as [Entrant, Entrant];
      if (other === pair || (d.position === 1) !== (b.position === 1)) continue;
      if (a.gi !== d.gi && c.gi !== b.gi) {
        pair[1] = d;
        other[1] = b;
        break;
      }
    }
  }
  units.push(...pairs);
  return arrangeUnits(units, cap / 2).flatMap((u) => (u.length === 2 ? u : [u[0] as Entrant, null]));
}

/**
 * Orders e's possible opponents: another group first, then the nearest group letter in bracket terms
 * (A–B, then A–C/D, …, i.e. the least group xor), then by group and place.
 */
function compareNearest(e: Entrant, a: Entrant, b: Entrant): number {
  return (
    Number(a.gi === e.gi) - Number(b.gi === e.gi) ||
    (a.group ^ e.group) - (b.group ^ e.group) ||
    a.group - b.group ||
    a.position - b.position
  );
}

const unitKey = (u: Entrant[]): Entrant =>
  u[1] && keyBefore(u[1], u[0] as Entrant) ? u[1] : (u[0] as Entrant);

function arrangeUnits(units: Entrant[][], count: number): Entrant[][] {
  if (count <= 1) return units;
  const sorted = units.toSorted((a, b) => (keyBefore(unitKey(a), unitKey(b)) ? -1 : 1));
  const byeUnits = sorted.filter((u) => u.length === 1);
  const matchUnits = sorted.filter((u) => u.length === 2);
  const leftByes = Math.ceil(byeUnits.length / 2);
  const half = count / 2;
  const left = [...byeUnits.slice(0, leftByes), ...matchUnits.slice(0, half - leftByes)];
  const right = [...byeUnits.slice(leftByes), ...matchUnits.slice(half - leftByes)];
  // Spread group-mates: swap like units across while that lowers the pairs of group-mates on one side.
  const together = (side: Entrant[][]) => {
    const count = new Map<number, number>();
    for (const u of side) for (const e of u) count.set(e.gi, (count.get(e.gi) ?? 0) + 1);
    let pairsOf = 0;
    for (const c of count.values()) pairsOf += (c * (c - 1)) / 2;
    return pairsOf;
  };
  let improved = true;
  while (improved) {
    improved = false;
    const now = together(left) + together(right);
    outer: for (let i = 0; i < left.length; i++) {
      for (let j = 0; j < right.length; j++) {
        if ((left[i] as Entrant[]).length !== (right[j] as Entrant[]).length) continue;
        [left[i], right[j]] = [right[j] as Entrant[], left[i] as Entrant[]];
        if (together(left) + together(right) < now) {
          improved = true;
          break outer;
        }
        [left[i], right[j]] = [right[j] as Entrant[], left[i] as Entrant[]];
      }
    }
  }
  return [...arrangeUnits(left, half), ...arrangeUnits(right, half)];
}

/**
 * Orders the two halves of every part of the bracket by their first (group, place), so equivalent
 * brackets print the same way: the half holding 1A comes first, and so on.
 */
function canonical(slots: Slot[], from: number, count: number): { slots: Slot[]; key: Entrant | null } {
  if (count === 2) {
    const pair = slots.slice(from, from + 2);
    const [a, b] = pair;
    const key = a && b ? (keyBefore(a, b) ? a : b) : (a ?? b ?? null);
    return { slots: pair, key };
  }
  const left = canonical(slots, from, count / 2);
  const right = canonical(slots, from + count / 2, count / 2);
  const swap = left.key && right.key ? keyBefore(right.key, left.key) : !left.key;
  const [first, second] = swap ? [right, left] : [left, right];
  return { slots: [...first.slots, ...second.slots], key: first.key };
}
