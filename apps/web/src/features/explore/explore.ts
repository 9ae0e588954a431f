import { TOURNAMENT_NAME_MAX } from '@cancha/shared';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { type SearchInput, searchInt, searchOneOf, searchText } from '@/lib/search-params';
import type { Trpc } from '@/lib/trpc';
import { FIXTURE_VIEWS, type FixtureView } from '../fixtures/fixture-search';
import { filterByName } from '../tournaments/tournament-lists';

// Pure rules of the public tournaments pages (spec: platform §1, §2 — /explore-tournaments; tournaments §2, §3).

export type ExploreTournament = inferOutput<Trpc['explore']['tournaments']>[number];

/** 12 cards (four rows of three on a desktop), then 12 more per 'Ver más'. */
export const EXPLORE_FIRST = 12;
export const EXPLORE_MORE = 12;
export const EXPLORE_SHOWN_MAX = 600;

/** /explore-tournaments search (CONVENTIONS: filters and paging in the URL); a bad value is dropped. */
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

/** The cards on screen: those whose name matches the filter (accents and case ignored), the first `shown`. */
export function explorePage<T extends { name: string }>(
  tournaments: readonly T[],
  query: string | undefined,
  shown: number,
): { rows: T[]; matching: number; hasMore: boolean } {
  const matching = filterByName(tournaments, query, (t) => t.name);
  return { rows: matching.slice(0, shown), matching: matching.length, hasMore: matching.length > shown };
}

/**
 * A knock-out tournament shows its bracket ('Llave') first; a league, or a knock-out asked for its rounds, the
 * rounds with their match cards.
 */
export function fixtureViewOf(hasBracket: boolean, asked: FixtureView | undefined): FixtureView {
  if (!hasBracket) return 'rounds';
  return asked ?? 'bracket';
}

/**
 * The public page exists only for a tournament on the public list (PUBLIC, not cancelled). A private one reads as
 * missing here even to its own members, who have the app's pages for it.
 */
export function publicCardOf<T extends { id: string }>(
  list: readonly T[] | undefined,
  tournamentId: string,
): T | null {
  return list?.find((t) => t.id === tournamentId) ?? null;
}
