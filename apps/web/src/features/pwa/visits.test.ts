import { describe, expect, it } from 'vitest';
import { countVisit, markOffered, VISIT_GAP_MS, wasOffered } from './visits';

function memory() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe('visits before the install offer', () => {
  it('counts an opening as a new visit only after half an hour without one', () => {
    const storage = memory();
    expect(countVisit(storage, 1_000)).toBe(1);
    // Moving between pages, or reopening a minute later, is the same visit.
    expect(countVisit(storage, 61_000)).toBe(1);
    expect(countVisit(storage, 61_000 + VISIT_GAP_MS)).toBe(2);
  });

  it('starts over from unreadable storage and remembers the offer once made', () => {
    const storage = memory();
    storage.setItem('cancha.visits', '{broken');
    expect(countVisit(storage, 5)).toBe(1);
    expect(wasOffered(storage)).toBe(false);
    markOffered(storage);
    expect(wasOffered(storage)).toBe(true);
  });
});
