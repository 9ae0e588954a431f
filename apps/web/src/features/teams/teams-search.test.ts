import { describe, expect, it } from 'vitest';
import {
  moreMyTeams,
  moreNearby,
  myTeamsShown,
  nameFilter,
  nearbyPages,
  nearbyShown,
  parseTeamsSearch,
  TEAMS_SHOWN_MAX,
} from './teams-search';

describe('teams page paging (product: teams#my-teams)', () => {
  it('shows 3 of my teams first and adds 10 per "Ver más"', () => {
    expect(myTeamsShown({})).toBe(3);
    expect(moreMyTeams(3)).toBe(13);
    expect(moreMyTeams(13)).toBe(23);
  });

  it('shows 10 nearby teams first and adds 5 per "Ver más"', () => {
    expect(nearbyShown({})).toBe(10);
    expect(moreNearby(10)).toBe(15);
    expect(moreNearby(15)).toBe(20);
  });

  it('never grows past the cap', () => {
    expect(moreMyTeams(TEAMS_SHOWN_MAX - 1)).toBe(TEAMS_SHOWN_MAX);
    expect(moreNearby(TEAMS_SHOWN_MAX)).toBe(TEAMS_SHOWN_MAX);
  });

  it('splits nearby cards into a page of 10 and pages of 5', () => {
    expect(nearbyPages(10)).toEqual([{ offset: 0, limit: 10 }]);
    expect(nearbyPages(20)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 5 },
      { offset: 15, limit: 5 },
    ]);
    // Off the grid: rounded up to whole pages.
    expect(nearbyPages(12)).toEqual([
      { offset: 0, limit: 10 },
      { offset: 10, limit: 5 },
    ]);
  });
});

describe('TeamsSearch', () => {
  it('keeps valid filters and paging', () => {
    expect(parseTeamsSearch({ q: 'Rayo', distance: 'CERCANO', mine: 13, near: 15 })).toEqual({
      q: 'Rayo',
      distance: 'CERCANO',
      mine: 13,
      near: 15,
    });
  });

  it('drops bad values instead of failing the page', () => {
    expect(parseTeamsSearch({ distance: 'MEDIO', mine: 1, near: 'x', q: 'x'.repeat(100) })).toEqual({
      q: undefined,
      distance: undefined,
      mine: undefined,
      near: undefined,
    });
  });

  it('sends no name filter for a blank search', () => {
    expect(nameFilter('  ')).toBeUndefined();
    expect(nameFilter(undefined)).toBeUndefined();
    expect(nameFilter(' Los Pibes ')).toBe('Los Pibes');
  });
});
