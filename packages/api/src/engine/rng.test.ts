import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, hashSeed, randomIndex, shuffle } from './rng';

describe('createRng', () => {
  it('repeats the same sequence for the same seed', () => {
    const a = createRng('tournament-42');
    const b = createRng('tournament-42');
    const xs = Array.from({ length: 50 }, () => a.next());
    expect(Array.from({ length: 50 }, () => b.next())).toEqual(xs);
  });

  it('differs between seeds and between a string and a number', () => {
    expect(createRng('a').next()).not.toBe(createRng('b').next());
    expect(createRng(1).next()).not.toBe(createRng(2).next());
    expect(hashSeed(7)).toBe(hashSeed('7'));
  });

  it('stays in [0, 1) and is roughly uniform', () => {
    const rng = createRng(123);
    const buckets = new Array(10).fill(0);
    for (let i = 0; i < 10_000; i++) {
      const x = rng.next();
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThan(1);
      buckets[Math.floor(x * 10)]++;
    }
    for (const b of buckets) expect(b).toBeGreaterThan(850);
  });

  it('randomIndex never reaches n, even for an Rng returning 1', () => {
    expect(randomIndex(5, { next: () => 1 })).toBe(4);
    expect(randomIndex(5, { next: () => 0 })).toBe(0);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.string(), (items, seed) => {
        const copy = items.slice();
        const out = shuffle(items, createRng(seed));
        expect(items).toEqual(copy);
        expect([...out].sort()).toEqual([...items].sort());
      }),
      { numRuns: 200 },
    );
  });

  it('is reproducible by seed and reaches every order of three', () => {
    expect(shuffle([1, 2, 3, 4, 5], createRng('s'))).toEqual(shuffle([1, 2, 3, 4, 5], createRng('s')));
    const seen = new Set<string>();
    for (let s = 0; s < 200; s++) seen.add(shuffle(['a', 'b', 'c'], createRng(s)).join(''));
    expect(seen.size).toBe(6);
  });
});
