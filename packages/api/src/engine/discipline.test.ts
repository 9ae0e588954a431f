import type { MatchStatus } from '@cancha/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DisciplineCard,
  type DisciplineMatch,
  type DisciplineResult,
  type DisciplineRules,
  type DisciplineStage,
  discipline,
  isSuspended,
  type Lifted,
  type PlayerCards,
  type Suspension,
} from './discipline';
import { createRng, shuffle } from './rng';

const match = (
  id: string,
  teamOneId: string,
  teamTwoId: string | null,
  order: number,
  status: MatchStatus = 'COMPLETED',
  stage: DisciplineStage = 'LEAGUE',
): DisciplineMatch => ({ id, teamOneId, teamTwoId, status, stage, order });

const yellow = (matchId: string, teamId: string, playerId: string, minute = 10): DisciplineCard => ({
  matchId,
  teamId,
  playerId,
  type: 'YELLOW_CARD',
  minute,
});
const red = (matchId: string, teamId: string, playerId: string, minute = 60): DisciplineCard => ({
  matchId,
  teamId,
  playerId,
  type: 'RED_CARD',
  minute,
});

const RULES: DisciplineRules = {
  yellowCardsForSuspension: 2,
  suspensionMatchesForRed: 1,
  resetYellowsAfterGroups: false,
};

const player = (r: DisciplineResult, playerId: string) =>
  r.players.find((p) => p.playerId === playerId) as PlayerCards;
const of = (r: DisciplineResult, playerId: string) => r.suspensions.filter((s) => s.playerId === playerId);

// A four-team league, a round a week: A plays m1, m3, m5, m7; the last round is still to be played.
const league = [
  match('m1', 'A', 'B', 11),
  match('m2', 'C', 'D', 12),
  match('m3', 'A', 'C', 21),
  match('m4', 'B', 'D', 22),
  match('m5', 'D', 'A', 31),
  match('m6', 'B', 'C', 32),
  match('m7', 'B', 'A', 41, 'SCHEDULED'),
  match('m8', 'C', 'D', 42, 'SCHEDULED'),
];

describe('discipline: yellow accumulation', () => {
  it('suspends for the team’s next match on the second yellow, then lets the player play again', () => {
    const r = discipline(league, [yellow('m1', 'A', 'a1'), yellow('m3', 'A', 'a1')], RULES, []);
    expect(r.suspensions).toEqual<Suspension[]>([
      {
        playerId: 'a1',
        teamId: 'A',
        reason: 'YELLOW_ACCUMULATION',
        cardMatchId: 'm3',
        matches: 1,
        appliesTo: ['m5'],
        pending: 0,
        lifted: [],
      },
    ]);
    expect(r.players).toEqual<PlayerCards[]>([
      { playerId: 'a1', teamId: 'A', yellow: 2, red: 0, secondYellows: 0, accumulated: 0 },
    ]);
    expect(isSuspended(r, 'a1', 'm5')).toBe(true);
    expect(isSuspended(r, 'a1', 'm7')).toBe(false);
    expect(isSuspended(r, 'a1', 'm4')).toBe(false); // another team's match
    expect(isSuspended(r, 'a1', 'm3')).toBe(false);
  });

  it('restarts the count after each suspension, and counts cards in match order whatever the input order', () => {
    const cards = [yellow('m5', 'A', 'a1'), yellow('m3', 'A', 'a1'), yellow('m1', 'A', 'a1')];
    const r = discipline(shuffle(league, createRng(7)), cards, RULES, []);
    expect(of(r, 'a1').map((s) => [s.cardMatchId, s.appliesTo])).toEqual([['m3', ['m5']]]);
    expect(player(r, 'a1')).toMatchObject({ yellow: 3, accumulated: 1 });
    // A fourth yellow in the last match: suspended, but no match of A's is known yet.
    const later = discipline(
      [...league.slice(0, 6), match('m7', 'B', 'A', 41)],
      [...cards, yellow('m7', 'A', 'a1')],
      RULES,
      [],
    );
    expect(of(later, 'a1').at(-1)).toMatchObject({ cardMatchId: 'm7', appliesTo: [], pending: 1 });
  });

  it('counts only cards of completed matches; a walkover entered as completed keeps its cards', () => {
    const matches = [
      match('m1', 'A', 'B', 1),
      match('m2', 'A', 'B', 2, 'ABANDONED'),
      match('m3', 'A', 'B', 3, 'IN_PROGRESS'),
      match('m4', 'A', 'B', 4),
      match('m5', 'A', 'B', 5, 'SCHEDULED'),
    ];
    const cards = [
      yellow('m1', 'A', 'a1'),
      yellow('m2', 'A', 'a1'),
      yellow('m3', 'A', 'a1'),
      yellow('zz', 'A', 'a1'),
    ];
    expect(discipline(matches, cards, RULES, []).suspensions).toEqual([]);
    const walkover = discipline(matches, [...cards, yellow('m4', 'A', 'a1')], RULES, []);
    expect(walkover.suspensions).toMatchObject([{ cardMatchId: 'm4', appliesTo: ['m5'] }]);
  });

  it('ignores a card given to a team not in the match', () => {
    const r = discipline(league, [yellow('m2', 'A', 'a1'), yellow('m3', 'A', 'a1')], RULES, []);
    expect(player(r, 'a1').yellow).toBe(1);
  });

  it('never suspends for yellows when accumulation is off', () => {
    const cards = ['m1', 'm3', 'm5'].map((m) => yellow(m, 'A', 'a1'));
    const r = discipline(league, cards, { ...RULES, yellowCardsForSuspension: 0 }, []);
    expect(r.suspensions).toEqual([]);
    expect(player(r, 'a1')).toMatchObject({ yellow: 3, accumulated: 3 });
  });
});

describe('discipline: sendings-off', () => {
  it('treats a second yellow in one match as a red: suspended, and the two yellows do not accumulate', () => {
    const cards = [yellow('m1', 'A', 'a1', 20), yellow('m1', 'A', 'a1', 70), yellow('m3', 'A', 'a1')];
    const r = discipline(league, cards, RULES, []);
    expect(player(r, 'a1')).toEqual({
      playerId: 'a1',
      teamId: 'A',
      yellow: 1,
      red: 1,
      secondYellows: 1,
      accumulated: 1,
    });
    expect(of(r, 'a1')).toEqual([
      {
        playerId: 'a1',
        teamId: 'A',
        reason: 'SECOND_YELLOW',
        cardMatchId: 'm1',
        matches: 1,
        appliesTo: ['m3'],
        pending: 0,
        lifted: [],
      },
    ]);
    // A second yellow is an automatic one-match suspension unless the tournament says otherwise.
    const two = discipline(league, cards, { ...RULES, suspensionMatchesForRed: 3 }, []);
    expect(of(two, 'a1')[0]?.appliesTo).toEqual(['m3']);
    const longer = discipline(league, cards, { ...RULES, suspensionMatchesForSecondYellow: 2 }, []);
    expect(of(longer, 'a1')[0]?.appliesTo).toEqual(['m3', 'm5']);
  });

  it('ignores cards shown after a sending-off, and reads a yellow and a red in one minute yellow first', () => {
    const cards = [
      red('m1', 'A', 'a1', 30),
      yellow('m1', 'A', 'a1', 30),
      yellow('m1', 'A', 'a1', 80), // after the red: a duplicate
      red('m3', 'A', 'a2', 50),
      red('m3', 'A', 'a2', 51),
    ];
    const r = discipline(league, cards, { ...RULES, yellowCardsForSuspension: 3 }, []);
    expect(player(r, 'a1')).toMatchObject({ yellow: 1, red: 1, secondYellows: 0 });
    expect(of(r, 'a1').map((s) => s.reason)).toEqual(['RED_CARD']);
    expect(player(r, 'a2')).toMatchObject({ yellow: 0, red: 1 });
    expect(of(r, 'a2')).toHaveLength(1);
  });

  it('suspends a direct red for the set number of the team’s next matches, skipping cancelled ones and byes', () => {
    const matches = [
      match('k1', 'A', 'B', 1),
      match('k2', 'A', 'C', 2, 'CANCELED'),
      match('k3', 'A', null, 3, 'COMPLETED'),
      match('k4', 'B', 'C', 4),
      match('k5', 'C', 'A', 5, 'POSTPONED'),
      match('k6', 'A', 'B', 6, 'SCHEDULED'),
      match('k7', 'A', 'C', 7, 'SCHEDULED'),
    ];
    const r = discipline(matches, [red('k1', 'A', 'a1')], { ...RULES, suspensionMatchesForRed: 2 }, []);
    expect(of(r, 'a1')).toEqual([
      {
        playerId: 'a1',
        teamId: 'A',
        reason: 'RED_CARD',
        cardMatchId: 'k1',
        matches: 2,
        appliesTo: ['k5', 'k6'],
        pending: 0,
        lifted: [],
      },
    ]);
    expect(isSuspended(r, 'a1', 'k7')).toBe(false);
  });

  it('keeps what cannot be served yet pending', () => {
    const r = discipline(league, [red('m5', 'A', 'a1')], { ...RULES, suspensionMatchesForRed: 3 }, []);
    expect(of(r, 'a1')).toMatchObject([{ appliesTo: ['m7'], pending: 2 }]);
  });

  it('serves a yellow that completes the accumulation and a later red from one match one after the other', () => {
    const cards = [yellow('m1', 'A', 'a1'), yellow('m3', 'A', 'a1', 10), red('m3', 'A', 'a1', 80)];
    const r = discipline(league, cards, { ...RULES, suspensionMatchesForRed: 1 }, []);
    expect(of(r, 'a1').map((s) => [s.reason, s.appliesTo])).toEqual([
      ['RED_CARD', ['m5']],
      ['YELLOW_ACCUMULATION', ['m7']],
    ]);
    expect(player(r, 'a1')).toMatchObject({ yellow: 2, red: 1, accumulated: 0 });
  });
});

describe('discipline: lifted suspensions', () => {
  it('lets the player play a lifted match, without moving the suspension or touching the cards', () => {
    const cards = [red('m1', 'A', 'a1')];
    const rules = { ...RULES, suspensionMatchesForRed: 2 };
    const before = discipline(league, cards, rules, []);
    const lifted: Lifted[] = [
      { playerId: 'a1', matchId: 'm3' },
      { playerId: 'a1', matchId: 'm7' }, // not one of the suspension's matches: no effect
      { playerId: 'b1', matchId: 'm5' },
    ];
    const after = discipline(league, cards, rules, lifted);
    expect(before.suspensions[0]).toMatchObject({ appliesTo: ['m3', 'm5'], lifted: [] });
    expect(after.suspensions[0]).toMatchObject({ appliesTo: ['m5'], lifted: ['m3'], pending: 0 });
    expect(isSuspended(after, 'a1', 'm3')).toBe(false);
    expect(isSuspended(after, 'a1', 'm5')).toBe(true);
    expect(isSuspended(after, 'a1', 'm7')).toBe(false);
    expect(after.players).toEqual(before.players);
  });

  it('still counts cards the player gets in the lifted match', () => {
    const cards = [red('m1', 'A', 'a1'), yellow('m3', 'A', 'a1'), yellow('m5', 'A', 'a1')];
    const r = discipline(league, cards, RULES, [{ playerId: 'a1', matchId: 'm3' }]);
    expect(player(r, 'a1')).toMatchObject({ yellow: 2, red: 1 });
    expect(of(r, 'a1').map((s) => [s.reason, s.appliesTo, s.lifted])).toEqual([
      ['RED_CARD', [], ['m3']],
      ['YELLOW_ACCUMULATION', ['m7'], []],
    ]);
  });
});

describe('discipline: reset after the groups', () => {
  // Group A: A and B play g1, g2; the knock-out: A plays s1 (semi-final), f1 (final).
  const cup = [
    match('g1', 'A', 'B', 11, 'COMPLETED', 'GROUP'),
    match('g2', 'B', 'A', 21, 'COMPLETED', 'GROUP'),
    match('s1', 'A', 'C', 31, 'COMPLETED', 'KNOCKOUT'),
    match('f1', 'A', 'D', 41, 'SCHEDULED', 'KNOCKOUT'),
  ];
  const reset = { ...RULES, resetYellowsAfterGroups: true };

  it('clears yellows carried out of the groups at the team’s first knock-out match', () => {
    const cards = [yellow('g1', 'A', 'a1'), yellow('s1', 'A', 'a1')];
    expect(discipline(cup, cards, reset, []).suspensions).toEqual([]);
    expect(player(discipline(cup, cards, reset, []), 'a1').accumulated).toBe(1);
    expect(discipline(cup, cards, RULES, []).suspensions).toMatchObject([
      { cardMatchId: 's1', appliesTo: ['f1'] },
    ]);
  });

  it('still serves a suspension incurred in the groups in the knock-out', () => {
    const cards = [yellow('g1', 'A', 'a1'), yellow('g2', 'A', 'a1'), yellow('g2', 'A', 'a2')];
    const r = discipline(cup, cards, reset, []);
    expect(r.suspensions).toMatchObject([{ playerId: 'a1', cardMatchId: 'g2', appliesTo: ['s1'] }]);
    // a2's yellow is wiped: the team is in the knock-out.
    expect(player(r, 'a2')).toMatchObject({ yellow: 1, accumulated: 0 });
  });

  it('keeps the count shown while the team still has a group match to play', () => {
    const open = [...cup.slice(0, 1), match('g2', 'B', 'A', 21, 'SCHEDULED', 'GROUP'), ...cup.slice(2)];
    const r = discipline(open, [yellow('g1', 'A', 'a1')], reset, []);
    expect(player(r, 'a1').accumulated).toBe(1);
  });
});

describe('discipline: input checks', () => {
  it('throws a RangeError for rules out of range or repeated match ids', () => {
    expect(() => discipline(league, [], { ...RULES, suspensionMatchesForRed: 0 }, [])).toThrow(RangeError);
    expect(() => discipline(league, [], { ...RULES, yellowCardsForSuspension: -1 }, [])).toThrow(RangeError);
    expect(() => discipline(league, [], { ...RULES, yellowCardsForSuspension: 1.5 }, [])).toThrow(RangeError);
    expect(() => discipline(league, [], { ...RULES, suspensionMatchesForSecondYellow: 0 }, [])).toThrow(
      RangeError,
    );
    expect(() => discipline([...league, match('m1', 'C', 'D', 99)], [], RULES, [])).toThrow(RangeError);
  });
});

describe('discipline: properties', () => {
  const TEAMS = ['A', 'B', 'C', 'D'];
  const statuses: MatchStatus[] = [
    'COMPLETED',
    'COMPLETED',
    'COMPLETED',
    'CANCELED',
    'SCHEDULED',
    'ABANDONED',
  ];
  const scenario = fc
    .record({
      matches: fc.array(
        fc.record({
          one: fc.integer({ min: 0, max: 3 }),
          two: fc.option(fc.integer({ min: 0, max: 3 }), { freq: 8 }),
          status: fc.constantFrom(...statuses),
          knockout: fc.boolean(),
        }),
        { minLength: 1, maxLength: 14 },
      ),
      cards: fc.array(
        fc.record({
          match: fc.nat(),
          home: fc.boolean(),
          // Shared numbers across teams: the same playerId in two teams stays two records.
          player: fc.integer({ min: 0, max: 3 }),
          red: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
          minute: fc.integer({ min: 0, max: 90 }),
        }),
        { maxLength: 40 },
      ),
      rules: fc.record({
        yellowCardsForSuspension: fc.integer({ min: 0, max: 4 }),
        suspensionMatchesForRed: fc.integer({ min: 1, max: 3 }),
        suspensionMatchesForSecondYellow: fc.option(fc.integer({ min: 1, max: 3 }), { nil: undefined }),
        resetYellowsAfterGroups: fc.boolean(),
      }),
      seed: fc.integer(),
    })
    .map(({ matches: raw, cards: rawCards, rules, seed }) => {
      // Group (or league) matches first, then the knock-out, in rounds of two matches.
      const groupsFirst = [...raw.filter((m) => !m.knockout), ...raw.filter((m) => m.knockout)];
      const stage: DisciplineStage = seed % 2 === 0 ? 'GROUP' : 'LEAGUE';
      const matches = groupsFirst.map((m, i) =>
        match(
          `m${i}`,
          TEAMS[m.one] as string,
          m.two === null ? null : (TEAMS[(m.one + 1 + (m.two % 3)) % 4] as string),
          Math.floor(i / 2) * 100 + (i % 2),
          m.status,
          m.knockout ? 'KNOCKOUT' : stage,
        ),
      );
      const cards: DisciplineCard[] = rawCards.map((c) => {
        const m = matches[c.match % matches.length] as DisciplineMatch;
        const teamId = c.home || m.teamTwoId === null ? m.teamOneId : m.teamTwoId;
        return {
          matchId: m.id,
          teamId,
          playerId: `p${c.player}`,
          type: c.red ? 'RED_CARD' : 'YELLOW_CARD',
          minute: c.minute,
        };
      });
      return { matches, cards, rules: rules as DisciplineRules, seed };
    });

  const byId = (matches: DisciplineMatch[]) => new Map(matches.map((m) => [m.id, m]));
  const served = (s: Suspension) => [...s.appliesTo, ...s.lifted];

  it('never applies a suspension to the match of its card, an earlier one, a cancelled one or another team’s', () => {
    fc.assert(
      fc.property(scenario, ({ matches, cards, rules }) => {
        const r = discipline(matches, cards, rules, []);
        const ms = byId(matches);
        for (const s of r.suspensions) {
          const card = ms.get(s.cardMatchId) as DisciplineMatch;
          expect(card.status).toBe('COMPLETED');
          expect(s.lifted).toEqual([]);
          expect(s.appliesTo.length + s.pending).toBe(s.matches);
          for (const id of s.appliesTo) {
            const m = ms.get(id) as DisciplineMatch;
            expect(id).not.toBe(s.cardMatchId);
            expect(m.order).toBeGreaterThan(card.order);
            expect([m.teamOneId, m.teamTwoId]).toContain(s.teamId);
            expect(m.teamTwoId).not.toBeNull();
            expect(m.status).not.toBe('CANCELED');
          }
        }
        // One player's suspensions are served one after the other, never in the same match.
        const perPlayer = new Map<string, string[]>();
        for (const s of r.suspensions) {
          const k = `${s.teamId}/${s.playerId}`;
          perPlayer.set(k, [...(perPlayer.get(k) ?? []), ...s.appliesTo]);
        }
        for (const ids of perPlayer.values()) expect(new Set(ids).size).toBe(ids.length);
      }),
      { numRuns: 300 },
    );
  });

  it('suspends for accumulation floor(yellows counted / threshold) times when yellows are never reset', () => {
    fc.assert(
      fc.property(scenario, ({ matches, cards, rules }) => {
        const noReset = { ...rules, resetYellowsAfterGroups: false };
        const r = discipline(matches, cards, noReset, []);
        const t = noReset.yellowCardsForSuspension;
        for (const p of r.players) {
          const mine = r.suspensions.filter((s) => s.playerId === p.playerId && s.teamId === p.teamId);
          const accumulations = mine.filter((s) => s.reason === 'YELLOW_ACCUMULATION').length;
          expect(accumulations).toBe(t === 0 ? 0 : Math.floor(p.yellow / t));
          expect(p.accumulated).toBe(t === 0 ? p.yellow : p.yellow % t);
          expect(mine.filter((s) => s.reason !== 'YELLOW_ACCUMULATION').length).toBe(p.red);
          expect(mine.filter((s) => s.reason === 'SECOND_YELLOW').length).toBe(p.secondYellows);
        }
        // With the reset, never more accumulation suspensions than without.
        const withReset = discipline(matches, cards, { ...rules, resetYellowsAfterGroups: true }, []);
        const count = (x: DisciplineResult) =>
          x.suspensions.filter((s) => s.reason === 'YELLOW_ACCUMULATION').length;
        expect(count(withReset)).toBeLessThanOrEqual(count(r));
      }),
      { numRuns: 300 },
    );
  });

  it('lifting never changes the cards, only which of its matches a suspension still applies to', () => {
    fc.assert(
      fc.property(scenario, fc.array(fc.nat(), { maxLength: 8 }), ({ matches, cards, rules }, picks) => {
        const before = discipline(matches, cards, rules, []);
        const slots = before.suspensions.flatMap((s) =>
          s.appliesTo.map((matchId) => ({ playerId: s.playerId, matchId })),
        );
        const lifted: Lifted[] = picks.map((n, i) =>
          i % 3 === 2 || slots.length === 0
            ? { playerId: `p${n % 4}`, matchId: `m${n % matches.length}` }
            : (slots[n % slots.length] as Lifted),
        );
        const after = discipline(matches, cards, rules, lifted);
        expect(after.players).toEqual(before.players);
        expect(after.suspensions).toHaveLength(before.suspensions.length);
        const isLifted = (playerId: string, matchId: string) =>
          lifted.some((l) => l.playerId === playerId && l.matchId === matchId);
        after.suspensions.forEach((s, i) => {
          const b = before.suspensions[i] as Suspension;
          expect({ ...s, appliesTo: [], lifted: [] }).toEqual({ ...b, appliesTo: [], lifted: [] });
          expect([...served(s)].sort()).toEqual([...b.appliesTo].sort());
          for (const id of s.lifted) expect(isLifted(s.playerId, id)).toBe(true);
          for (const id of s.appliesTo) {
            expect(isLifted(s.playerId, id)).toBe(false);
          }
        });
        for (const l of lifted) expect(isSuspended(after, l.playerId, l.matchId)).toBe(false);
      }),
      { numRuns: 300 },
    );
  });

  it('does not depend on the order matches and cards are listed in, nor on cards of matches not completed', () => {
    fc.assert(
      fc.property(scenario, ({ matches, cards, rules, seed }) => {
        const r = discipline(matches, cards, rules, []);
        const rng = createRng(seed);
        expect(discipline(shuffle(matches, rng), shuffle(cards, rng), rules, [])).toEqual(r);
        const ms = byId(matches);
        const completedOnly = cards.filter((c) => ms.get(c.matchId)?.status === 'COMPLETED');
        expect(discipline(matches, completedOnly, rules, [])).toEqual(r);
      }),
      { numRuns: 200 },
    );
  });
});
