import { TOURNAMENT_NAME_MAX } from '@cancha/shared';
import { FIXTURE_VIEWS, type FixtureView } from '@/features/competition/fixture-search';
import { type SearchInput, searchInt, searchOneOf, searchText } from '@/lib/search-params';

// The public tournaments pages' addresses, read by their route definitions: apart from explore.ts, whose list
// rules would otherwise load with every first page.

/** 12 cards (four rows of three on a desktop), then 12 more per 'Ver más'. */
export const EXPLORE_FIRST = 12;
export const EXPLORE_MORE = 12;
export const EXPLORE_SHOWN_MAX = 600;

/** /explore-tournaments search (filters and paging in the URL); a bad value is dropped. */
export interface ExploreSearch {
  q?: string;
  shown?: number;
}

export function parseExploreSearch(search: SearchInput): ExploreSearch {
  return {
    q: searchText(search.q, { max: TOURNAMENT_NAME_MAX }),
    shown: searchInt(search.shown, EXPLORE_FIRST, EXPLORE_SHOWN_MAX),
  };
}

/** /explore-tournaments/{id} search: the fixture's view, 'Rondas' or 'Llave'. */
export interface ExploreTournamentSearch {
  view?: FixtureView;
}

export function parseExploreTournamentSearch(search: SearchInput): ExploreTournamentSearch {
  return { view: searchOneOf(search.view, FIXTURE_VIEWS) };
}

export function exploreShownOf(value: number | undefined): number {
  return value ?? EXPLORE_FIRST;
}

export function moreExploreShown(shown: number): number {
  return Math.min(shown + EXPLORE_MORE, EXPLORE_SHOWN_MAX);
}
