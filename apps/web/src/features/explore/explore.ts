import { TOURNAMENT_NAME_MAX } from '@cancha/shared';
import type { inferOutput } from '@trpc/tanstack-react-query';
import { z } from 'zod';
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
export const ExploreSearch = z.object({
  q: z.string().max(TOURNAMENT_NAME_MAX).optional().catch(undefined),
  shown: z.number().int().min(EXPLORE_FIRST).max(EXPLORE_SHOWN_MAX).optional().catch(undefined),
});
export type ExploreSearch = z.infer<typeof ExploreSearch>;

/** /explore-tournaments/{id} search: the fixture's view, 'Rondas' or 'Llave'. */
export const ExploreTournamentSearch = z.object({
  view: z.enum(FIXTURE_VIEWS).optional().catch(undefined),
});
export type ExploreTournamentSearch = z.infer<typeof ExploreTournamentSearch>;

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
