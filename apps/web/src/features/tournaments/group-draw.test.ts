import { describe, expect, it } from 'vitest';
import {
  drawProblem,
  groupsFromAssignment,
  potCountFor,
  potsFromAssignment,
  potsProblem,
} from './group-draw';

const teams = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => ({ id }));

describe('the hand-made group draw', () => {
  it('fills each group in the teams’ order', () => {
    expect(groupsFromAssignment(teams, { a: 1, b: 0, c: 1, d: 0, e: 0 }, 2)).toEqual([
      ['b', 'd', 'e'],
      ['a', 'c'],
    ]);
  });

  it('waits for every team to have a group, and for the groups to be even', () => {
    expect(drawProblem(teams, { a: 0, b: 0, c: 1, d: 1, e: 0 }, 2)).toBe('UNASSIGNED');
    expect(drawProblem(teams, { a: 0, b: 0, c: 0, d: 0, e: 1, f: 1 }, 2)).toBe('UNEVEN');
    expect(drawProblem(teams, { a: 0, b: 0, c: 0, d: 1, e: 1, f: 1 }, 2)).toBeNull();
    // A group index the format no longer has counts as no group.
    expect(drawProblem(teams, { a: 0, b: 0, c: 0, d: 1, e: 1, f: 5 }, 2)).toBe('UNASSIGNED');
  });
});

describe('a draw from pots', () => {
  it('needs a pot for every team and no pot larger than the number of groups', () => {
    expect(potCountFor(6, 2)).toBe(3);
    expect(potCountFor(7, 2)).toBe(4);
    const potOf = { a: 0, b: 0, c: 1, d: 1, e: 2, f: 2 };
    expect(potsProblem(teams, potOf, 3, 2)).toBeNull();
    expect(potsFromAssignment(teams, potOf, 3)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e', 'f'],
    ]);
    expect(potsProblem(teams, { ...potOf, f: undefined }, 3, 2)).toBe('UNASSIGNED');
    expect(potsProblem(teams, { ...potOf, c: 0 }, 3, 2)).toBe('POT_TOO_LARGE');
  });
});
