import type { inferOutput } from '@trpc/tanstack-react-query';
import type { FixtureView } from '@/features/competition/fixture-search';
import { filterByName } from '@/features/tournaments/tournament-lists';
import type { Trpc } from '@/lib/trpc';

// Pure rules of the public tournaments pages, /explore-tournaments and /explore-tournaments/{id}
// (docs/product/tournaments.md#explore, #tournament-data).

export type ExploreTournament = inferOutput<Trpc['explore']['tournaments']>[number];

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
