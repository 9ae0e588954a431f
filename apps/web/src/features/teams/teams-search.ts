import {
  MY_TEAMS_FIRST,
  MY_TEAMS_MORE,
  NEARBY_FILTERS,
  NEARBY_TEAMS_FIRST,
  NEARBY_TEAMS_MORE,
  type NearbyFilter,
  TEAM_NAME_MAX,
} from '@cancha/shared';
import { type SearchInput, searchInt, searchOneOf, searchText } from '@/lib/search-params';

// Most cards one URL can ask for; 'Ver más' stops there rather than building an endless request.
export const TEAMS_SHOWN_MAX = 500;

/**
 * /player/teams search (filters and paging in the URL): the nearby name search and distance filter,
 * and how many cards of each list are shown. A bad value is dropped rather than failing the page.
 */
export interface TeamsSearch {
  q?: string;
  distance?: NearbyFilter;
  mine?: number;
  near?: number;
}

/** How a page section changes the search: the given keys, the rest kept. */
export type TeamsSearchChange = (next: Partial<TeamsSearch>) => void;

export function parseTeamsSearch(search: SearchInput): TeamsSearch {
  return {
    q: searchText(search.q, { max: TEAM_NAME_MAX }),
    distance: searchOneOf(search.distance, NEARBY_FILTERS),
    mine: searchInt(search.mine, MY_TEAMS_FIRST, TEAMS_SHOWN_MAX),
    near: searchInt(search.near, NEARBY_TEAMS_FIRST, TEAMS_SHOWN_MAX),
  };
}

/** docs/product/teams.md#my-teams — my teams: 3 first, each 'Ver más' adds 10. */
export function myTeamsShown(search: Pick<TeamsSearch, 'mine'>): number {
  return search.mine ?? MY_TEAMS_FIRST;
}

export function moreMyTeams(shown: number): number {
  return Math.min(shown + MY_TEAMS_MORE, TEAMS_SHOWN_MAX);
}

/** docs/product/teams.md#nearby-teams — nearby teams: 10 first, each 'Ver más' adds 5. */
export function nearbyShown(search: Pick<TeamsSearch, 'near'>): number {
  return search.near ?? NEARBY_TEAMS_FIRST;
}

export function moreNearby(shown: number): number {
  return Math.min(shown + NEARBY_TEAMS_MORE, TEAMS_SHOWN_MAX);
}

/**
 * The pages that make up `shown` nearby cards: the first 10, then one page of 5 per 'Ver más'. Each page is its
 * own cached query, so showing more fetches only the new page. A count off the 10 + 5n grid is rounded up.
 */
export function nearbyPages(shown: number): { offset: number; limit: number }[] {
  const pages = [{ offset: 0, limit: NEARBY_TEAMS_FIRST }];
  for (let offset = NEARBY_TEAMS_FIRST; offset < shown; offset += NEARBY_TEAMS_MORE) {
    pages.push({ offset, limit: NEARBY_TEAMS_MORE });
  }
  return pages;
}

/** The name search as the server wants it: trimmed, and absent when blank. */
export function nameFilter(q: string | undefined): string | undefined {
  const text = q?.trim();
  return text ? text : undefined;
}
