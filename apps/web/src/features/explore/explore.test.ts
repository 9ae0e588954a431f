import { describe, expect, it } from 'vitest';
import { explorePage, fixtureViewOf, publicCardOf } from './explore';
import {
  EXPLORE_FIRST,
  EXPLORE_SHOWN_MAX,
  exploreShownOf,
  moreExploreShown,
  parseExploreSearch,
  parseExploreTournamentSearch,
} from './explore-search';

const cards = [
  { id: 't1', name: 'Copa Córdoba' },
  { id: 't2', name: 'Liga de los Martes' },
  { id: 't3', name: 'COPA del Sur' },
];

describe('explore tournaments list (product: tournaments#explore — /explore-tournaments)', () => {
  it('filters by name ignoring case and accents', () => {
    expect(explorePage(cards, 'copa', 12).rows.map((c) => c.id)).toEqual(['t1', 't3']);
    expect(explorePage(cards, 'cordoba', 12).rows.map((c) => c.id)).toEqual(['t1']);
    expect(explorePage(cards, '  ', 12).rows).toHaveLength(3);
    expect(explorePage(cards, undefined, 12).matching).toBe(3);
    expect(explorePage(cards, 'zzz', 12)).toEqual({ rows: [], matching: 0, hasMore: false });
  });

  it('pages the matching cards with Ver más', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ id: `t${i}`, name: `Torneo ${i}` }));
    expect(exploreShownOf(undefined)).toBe(EXPLORE_FIRST);
    expect(explorePage(many, undefined, EXPLORE_FIRST)).toMatchObject({ matching: 30, hasMore: true });
    expect(explorePage(many, undefined, EXPLORE_FIRST).rows).toHaveLength(12);
    expect(moreExploreShown(12)).toBe(24);
    expect(explorePage(many, undefined, 36)).toMatchObject({ matching: 30, hasMore: false });
    expect(moreExploreShown(EXPLORE_SHOWN_MAX)).toBe(EXPLORE_SHOWN_MAX);
  });

  it('drops bad URL values', () => {
    expect(parseExploreSearch({ q: 'copa', shown: 24 })).toEqual({ q: 'copa', shown: 24 });
    expect(parseExploreSearch({ shown: 3 })).toEqual({ q: undefined, shown: undefined });
    expect(parseExploreTournamentSearch({ view: 'bracket' })).toEqual({ view: 'bracket' });
    expect(parseExploreTournamentSearch({ view: 'table' })).toEqual({ view: undefined });
  });
});

describe('public tournament page', () => {
  it('shows the bracket first for a knock-out, the rounds for a league', () => {
    expect(fixtureViewOf(true, undefined)).toBe('bracket');
    expect(fixtureViewOf(true, 'rounds')).toBe('rounds');
    expect(fixtureViewOf(false, 'bracket')).toBe('rounds');
    expect(fixtureViewOf(false, undefined)).toBe('rounds');
  });

  it('exists only for a tournament on the public list', () => {
    expect(publicCardOf(cards, 't2')).toEqual(cards[1]);
    expect(publicCardOf(cards, 'private-one')).toBeNull();
    expect(publicCardOf(undefined, 't2')).toBeNull();
  });
});
