import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  champion,
  isRoundComplete,
  matchLoser,
  matchWinner,
  type NextKnockoutInput,
  type NextRound,
  nextKnockoutRound,
  remainingTeams,
} from './knockout';
import { createRng } from './rng';
import { computeStandings } from './standings';
import { result, unplayed } from './test-utils';
import type { EngineMatch, EngineRound, FinalChoice, PlannedMatch, TeamId } from './types';

const teams = (n: number) => Array.from({ length: n }, (_, i) => `T${String(i + 1).padStart(2, '0')}`);

type Score = [number, number] | [number, number, number, number];

/** Stores a planned round; `score` gives each real match's result (default: teamOne wins 1–0). */
function play(
  planned: NextRound,
  number: number,
  score: (p: PlannedMatch, i: number) => Score | null = () => [1, 0],
): EngineRound {
  if (!planned.ok) throw new Error(`expected a round, got ${planned.reason}`);
  return {
    number,
    kind: planned.kind,
    matches: planned.matches.map((p, i) => {
      if (p.teamTwoId === null) return unplayed(p.teamOneId, null, 'PENDING');
      const s = score(p, i);
      if (!s) return unplayed(p.teamOneId, p.teamTwoId);
      return result(p.teamOneId, p.teamTwoId, s[0], s[1], {
        penaltiesTeamOne: s[2] ?? null,
        penaltiesTeamTwo: s[3] ?? null,
      });
    }),
  };
}

const realMatches = (r: NextRound) => (r.ok ? r.matches.filter((m) => m.teamTwoId !== null) : []);
const byes = (r: NextRound) => (r.ok ? r.matches.filter((m) => m.teamTwoId === null) : []);

describe('matchWinner', () => {
  const m = (over: Partial<EngineMatch>) => result('A', 'B', 0, 0, over);

  it('gives a bye to teamOne whatever its status', () => {
    expect(matchWinner(unplayed('A', null, 'PENDING'))).toBe('A');
    expect(matchLoser(unplayed('A', null, 'PENDING'))).toBeNull();
  });

  it('takes the higher score, either side', () => {
    expect(matchWinner(m({ teamOneScore: 2, teamTwoScore: 1 }))).toBe('A');
    expect(matchWinner(m({ teamOneScore: 0, teamTwoScore: 3 }))).toBe('B');
    expect(matchLoser(m({ teamOneScore: 0, teamTwoScore: 3 }))).toBe('A');
  });

  it('settles a level score on penalties', () => {
    expect(matchWinner(m({ penaltiesTeamOne: 4, penaltiesTeamTwo: 3 }))).toBe('A');
    expect(
      matchWinner(m({ teamOneScore: 2, teamTwoScore: 2, penaltiesTeamOne: 2, penaltiesTeamTwo: 4 })),
    ).toBe('B');
  });

  it('is undecided without a usable shoot-out, or before the match is completed', () => {
    expect(matchWinner(m({}))).toBeNull();
    expect(matchWinner(m({ penaltiesTeamOne: 4, penaltiesTeamTwo: null }))).toBeNull();
    expect(matchWinner(m({ penaltiesTeamOne: 5, penaltiesTeamTwo: 5 }))).toBeNull();
    expect(matchWinner(m({ teamOneScore: 3, status: 'IN_PROGRESS' }))).toBeNull();
    expect(matchWinner(m({ teamOneScore: 3, teamTwoScore: null }))).toBeNull();
    expect(matchLoser(m({}))).toBeNull();
  });
});

describe('isRoundComplete', () => {
  const round = (kind: EngineRound['kind'], matches: EngineMatch[]): EngineRound => ({
    number: 1,
    kind,
    matches,
  });

  it('KNOCKOUT needs a winner everywhere', () => {
    expect(isRoundComplete(round('KNOCKOUT', [result('A', 'B', 1, 0), unplayed('C', null)]))).toBe(true);
    expect(isRoundComplete(round('KNOCKOUT', [result('A', 'B', 1, 1)]))).toBe(false);
    expect(
      isRoundComplete(
        round('KNOCKOUT', [result('A', 'B', 1, 1, { penaltiesTeamOne: 3, penaltiesTeamTwo: 1 })]),
      ),
    ).toBe(true);
    expect(isRoundComplete(round('KNOCKOUT', [unplayed('A', 'B')]))).toBe(false);
    expect(isRoundComplete(round('KNOCKOUT', []))).toBe(false);
  });

  it('TRIANGULAR needs three completed matches, draws allowed', () => {
    const done = [result('A', 'B', 1, 1), result('B', 'C', 0, 0), result('C', 'A', 2, 2)];
    expect(isRoundComplete(round('TRIANGULAR', done))).toBe(true);
    expect(isRoundComplete(round('TRIANGULAR', done.slice(0, 2)))).toBe(false);
    expect(isRoundComplete(round('TRIANGULAR', [...done.slice(0, 2), unplayed('C', 'A')]))).toBe(false);
  });

  it('LEAGUE accepts cancelled and abandoned matches and ignores byes', () => {
    const closed = [
      result('A', 'B', 1, 1),
      unplayed('C', 'D', 'CANCELED'),
      unplayed('E', 'F', 'ABANDONED'),
      unplayed('G', null, 'PENDING'),
    ];
    expect(isRoundComplete(round('LEAGUE', closed))).toBe(true);
    expect(isRoundComplete(round('LEAGUE', [...closed, unplayed('H', 'I', 'POSTPONED')]))).toBe(false);
  });
});

describe('nextKnockoutRound', () => {
  const base = (approved: TeamId[], rounds: EngineRound[] = [], extra: Partial<NextKnockoutInput> = {}) =>
    nextKnockoutRound({ approved, rounds, rng: createRng('seed'), ...extra });

  it('refuses fewer than two teams', () => {
    expect(base([])).toEqual({ ok: false, reason: 'NOT_ENOUGH_TEAMS' });
    expect(base(['A'])).toEqual({ ok: false, reason: 'NOT_ENOUGH_TEAMS' });
    expect(base(['A', 'A'])).toEqual({ ok: false, reason: 'NOT_ENOUGH_TEAMS' });
    expect(champion([], ['A'])).toBeNull();
  });

  it('8 teams: 4, 2 and 1 matches, then a champion', () => {
    const approved = teams(8);
    const rounds: EngineRound[] = [];
    for (const expected of [4, 2, 1]) {
      const next = base(approved, rounds);
      expect(next.ok && next.kind).toBe('KNOCKOUT');
      expect(realMatches(next)).toHaveLength(expected);
      expect(byes(next)).toHaveLength(0);
      expect(champion(rounds, approved)).toBeNull();
      rounds.push(play(next, rounds.length + 1));
    }
    const winner = champion(rounds, approved);
    expect(winner).not.toBeNull();
    expect(remainingTeams(rounds, approved)).toEqual([winner]);
    expect(base(approved, rounds)).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });
  });

  it('draws the first round from every approved team', () => {
    const approved = teams(8);
    const first = base(approved);
    expect(first.ok && first.matches.flatMap((m) => [m.teamOneId, m.teamTwoId]).sort()).toEqual(approved);
  });

  it('later rounds pair winners in bracket order', () => {
    const approved = teams(8);
    const r1 = play(base(approved), 1);
    const next = base(approved, [r1]);
    const w = r1.matches.map((m) => m.teamOneId);
    expect(next.ok && next.matches).toEqual([
      { teamOneId: w[0], teamTwoId: w[1] },
      { teamOneId: w[2], teamTwoId: w[3] },
    ]);
  });

  it('is reproducible by seed', () => {
    const approved = teams(16);
    const draw = (seed: string) => nextKnockoutRound({ approved, rounds: [], rng: createRng(seed) });
    expect(draw('tournament-1')).toEqual(draw('tournament-1'));
    expect(draw('tournament-1')).not.toEqual(draw('tournament-2'));
  });

  it('refuses the next round until the current one is decided', () => {
    const approved = teams(4);
    const first = base(approved);
    const open = play(first, 1, (_, i) => (i === 0 ? [2, 0] : null));
    expect(base(approved, [open])).toEqual({ ok: false, reason: 'ROUND_NOT_COMPLETE' });
    expect(remainingTeams([open], approved)).toHaveLength(3);
    expect(champion([open], approved)).toBeNull();

    // A drawn match without penalties keeps the round open; penalties settle it.
    const drawn = play(first, 1, () => [1, 1]);
    expect(isRoundComplete(drawn)).toBe(false);
    expect(base(approved, [drawn])).toEqual({ ok: false, reason: 'ROUND_NOT_COMPLETE' });
    const shootOut = play(first, 1, () => [1, 1, 3, 4]);
    expect(isRoundComplete(shootOut)).toBe(true);
    const teamTwos = shootOut.matches.map((m) => m.teamTwoId);
    expect(remainingTeams([shootOut], approved)).toEqual(teamTwos);
    const final = base(approved, [shootOut]);
    expect(final.ok && final.matches).toEqual([{ teamOneId: teamTwos[0], teamTwoId: teamTwos[1] }]);
  });

  it('5 teams: one bye in the first round, then three remain', () => {
    const approved = teams(5);
    const first = base(approved);
    expect(realMatches(first)).toHaveLength(2);
    expect(byes(first)).toHaveLength(1);
    const r1 = play(first, 1);
    expect(remainingTeams([r1], approved)).toHaveLength(3);
    expect(base(approved, [r1])).toEqual({ ok: false, reason: 'CHOICE_REQUIRED' });
  });

  it('an odd count later on gives the bye to a team that has not had one', () => {
    // 9 teams: 4 matches + bye, then 5 remain, including the team that already had the bye.
    for (let s = 0; s < 40; s++) {
      const rng = createRng(s);
      const approved = teams(9);
      const first = nextKnockoutRound({ approved, rounds: [], rng });
      const hadBye = byes(first)[0]?.teamOneId;
      const r1 = play(first, 1);
      const second = nextKnockoutRound({ approved, rounds: [r1], rng });
      expect(realMatches(second)).toHaveLength(2);
      expect(byes(second)).toHaveLength(1);
      expect(byes(second)[0]?.teamOneId).not.toBe(hadBye);
    }
  });

  describe('six teams: three remain after the first round', () => {
    const approved = teams(6);
    const r1 = play(base(approved), 1);
    const three = remainingTeams([r1], approved);

    it('asks for a choice', () => {
      expect(realMatches(base(approved))).toHaveLength(3);
      expect(three).toHaveLength(3);
      expect(base(approved, [r1])).toEqual({ ok: false, reason: 'CHOICE_REQUIRED' });
    });

    it('TRIANGULAR: each plays each once, the leader is champion', () => {
      const tri = base(approved, [r1], { choice: 'TRIANGULAR' });
      expect(tri.ok && tri.kind).toBe('TRIANGULAR');
      const pairs = realMatches(tri).map((m) => [m.teamOneId, m.teamTwoId].sort().join('-'));
      expect(pairs).toHaveLength(3);
      expect(new Set(pairs).size).toBe(3);
      expect(new Set(realMatches(tri).flatMap((m) => [m.teamOneId, m.teamTwoId]))).toEqual(new Set(three));
      const homes = realMatches(tri).map((m) => m.teamOneId);
      expect(new Set(homes).size).toBe(3);

      // Draws are fine in a triangular; first match 3–0, the rest drawn.
      const r2 = play(tri, 2, (_, i) => (i === 0 ? [3, 0] : [1, 1]));
      expect(isRoundComplete(r2)).toBe(true);
      const leader = r2.matches[0]?.teamOneId;
      expect(champion([r1, r2], approved)).toBe(leader);
      expect(remainingTeams([r1, r2], approved)).toEqual([leader]);
      expect(base(approved, [r1, r2])).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });

      const unfinished = play(tri, 2, (_, i) => (i === 2 ? null : [0, 0]));
      expect(champion([r1, unfinished], approved)).toBeNull();
      expect(base(approved, [r1, unfinished])).toEqual({ ok: false, reason: 'ROUND_NOT_COMPLETE' });
      expect(remainingTeams([r1, unfinished], approved)).toHaveLength(3);
    });

    it('TRIANGULAR ties: all level falls to the tie-break options', () => {
      const tri = base(approved, [r1], { choice: 'TRIANGULAR' });
      const r2 = play(tri, 2, () => [0, 0]);
      const sorted = [...three].sort();
      expect(champion([r1, r2], approved)).toBe(sorted[0]);
      const lots = { [sorted[0] as string]: 3, [sorted[1] as string]: 2, [sorted[2] as string]: 1 };
      expect(champion([r1, r2], approved, { options: { lots } })).toBe(sorted[2]);
    });

    it('DIRECT: the best-placed team goes straight to the final', () => {
      const record = computeStandings(approved, r1.matches);
      // All three winners won 1–0; pick one to be clearly best.
      const best = three[1] as TeamId;
      const boosted = record.map((r) => ({ ...r, position: r.teamId === best ? 0 : r.position }));
      const direct = base(approved, [r1], { choice: 'DIRECT', record: boosted });
      expect(direct.ok && direct.kind).toBe('KNOCKOUT');
      expect(byes(direct)).toEqual([{ teamOneId: best, teamTwoId: null }]);
      expect(realMatches(direct)).toEqual([{ teamOneId: three[0], teamTwoId: three[2] }]);

      const r2 = play(direct, 2, () => [0, 2]);
      const final = base(approved, [r1, r2]);
      expect(final.ok && final.matches).toEqual([{ teamOneId: three[2], teamTwoId: best }]);
      const r3 = play(final, 3, () => [0, 1]);
      expect(champion([r1, r2, r3], approved)).toBe(best);
      expect(base(approved, [r1, r2, r3])).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });
    });

    it('DIRECT without a record draws the bye by lot, reproducibly', () => {
      const seen = new Set<TeamId>();
      for (let s = 0; s < 30; s++) {
        const pick = () =>
          byes(nextKnockoutRound({ approved, rounds: [r1], choice: 'DIRECT', rng: createRng(s) }));
        expect(pick()).toEqual(pick());
        seen.add(pick()[0]?.teamOneId as TeamId);
      }
      expect(seen).toEqual(new Set(three));
    });

    it('ignores a record that lists none of the three', () => {
      const direct = base(approved, [r1], { choice: 'DIRECT', record: computeStandings(['X', 'Y'], []) });
      expect(byes(direct)).toHaveLength(1);
    });
  });

  it('3 approved teams ask for the choice straight away; 2 teams play a final', () => {
    expect(base(teams(3))).toEqual({ ok: false, reason: 'CHOICE_REQUIRED' });
    // Asking first must not change the draw that follows with the same rng.
    const rng = createRng('ask-first');
    nextKnockoutRound({ approved: teams(3), rounds: [], rng });
    expect(nextKnockoutRound({ approved: teams(3), rounds: [], rng, choice: 'DIRECT' })).toEqual(
      nextKnockoutRound({ approved: teams(3), rounds: [], rng: createRng('ask-first'), choice: 'DIRECT' }),
    );
    const tri = base(teams(3), [], { choice: 'TRIANGULAR' });
    expect(tri.ok && tri.kind).toBe('TRIANGULAR');
    const final = base(teams(2));
    expect(realMatches(final)).toHaveLength(1);
    const r1 = play(final, 1);
    expect(champion([r1], teams(2))).toBe(r1.matches[0]?.teamOneId);
  });

  it('reads rounds by number, not array position', () => {
    const approved = teams(4);
    const r1 = play(base(approved), 1);
    const r2 = play(base(approved, [r1]), 2);
    expect(champion([r2, r1], approved)).toBe(champion([r1, r2], approved));
    expect(base(approved, [r2, r1])).toEqual({ ok: false, reason: 'TOURNAMENT_FINISHED' });
  });
});

describe('nextKnockoutRound: whole tournaments (property)', () => {
  it('always ends with one champion, each team out exactly once', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 64 }), fc.string(), fc.gen(), (n, seed, g) => {
        const approved = teams(n);
        const rng = createRng(seed);
        const rounds: EngineRound[] = [];
        const eliminated = new Map<TeamId, number>();
        const bound = Math.ceil(Math.log2(n)) + 2;
        for (;;) {
          let next = nextKnockoutRound({ approved, rounds, rng });
          if (!next.ok && next.reason === 'CHOICE_REQUIRED') {
            const choice: FinalChoice = g(fc.constantFrom, 'TRIANGULAR', 'DIRECT');
            const record = g(fc.boolean)
              ? computeStandings(
                  approved,
                  rounds.flatMap((r) => r.matches),
                )
              : undefined;
            next = nextKnockoutRound({ approved, rounds, rng, choice, record });
          }
          if (!next.ok) {
            expect(next.reason).toBe('TOURNAMENT_FINISHED');
            break;
          }
          expect(rounds.length).toBeLessThan(bound);
          const alive = remainingTeams(rounds, approved);
          const inRound = next.matches.flatMap((m) =>
            m.teamTwoId === null ? [m.teamOneId] : [m.teamOneId, m.teamTwoId],
          );
          // Every remaining team plays once (twice in a triangular); nobody eliminated comes back.
          const times = next.kind === 'TRIANGULAR' ? 2 : 1;
          expect([...inRound].sort()).toEqual(alive.flatMap((t) => Array<TeamId>(times).fill(t)).sort());
          const byeCount = byes(next).length;
          expect(byeCount).toBe(next.kind === 'KNOCKOUT' ? alive.length % 2 : 0);

          const round = play(next, rounds.length + 1, () => {
            const a = g(fc.integer, { min: 0, max: 5 });
            const b = g(fc.integer, { min: 0, max: 5 });
            if (a !== b || next.kind === 'TRIANGULAR') return [a, b];
            const p = g(fc.integer, { min: 0, max: 10 });
            const q = p + g(fc.integer, { min: 1, max: 5 });
            return g(fc.boolean) ? [a, b, p, q] : [a, b, q, p];
          });
          expect(isRoundComplete(round)).toBe(true);
          rounds.push(round);
          const survivors = new Set(remainingTeams(rounds, approved));
          for (const t of alive) if (!survivors.has(t)) eliminated.set(t, (eliminated.get(t) ?? 0) + 1);
          if (round.kind === 'KNOCKOUT') {
            for (const m of round.matches) {
              const loser = matchLoser(m);
              if (loser) expect(survivors.has(loser)).toBe(false);
            }
          }
        }
        const winner = champion(rounds, approved);
        expect(winner).not.toBeNull();
        expect(approved).toContain(winner);
        expect(rounds.length).toBeLessThanOrEqual(bound);
        for (const t of approved) expect(eliminated.get(t) ?? 0).toBe(t === winner ? 0 : 1);
      }),
      { numRuns: 300 },
    );
  });
});
