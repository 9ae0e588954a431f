import { type Entrant, keyBefore, type Slot } from './bracket-entrants';
import { GroupFlow } from './group-flow';

// WORLD_CUP pairing (bracket.ts): the bracket follows the groups, keeping group-mates apart as long as possible
// and winners against non-winners. A search over block layouts, checked by a max-flow (group-flow.ts).

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

/** The WORLD_CUP bracket's slots, laid out canonically so equivalent brackets print the same way. */
export function worldCupBracket(entrants: Entrant[], size: number): Slot[] {
  return canonical(worldCupSlots(entrants, size), 0, size).slots;
}

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
