import type { RankingEntry } from '@cancha/shared';
import { type SearchInput, searchInt } from '@/lib/search-params';

// Pure rules of the team ranking: its paging and the mini ranking
// (docs/product/standings-and-rankings.md#ranking, #mini-ranking).

/** docs/product/standings-and-rankings.md#ranking — ranking 10 then +10. */
export const RANKING_FIRST = 10;
export const RANKING_MORE = 10;
/** Most rows one URL can ask for; 'Ver más' stops there. */
export const RANKING_SHOWN_MAX = 1000;

/** docs/product/standings-and-rankings.md#mini-ranking — mini ranking 6 rows. */
export const MINI_RANKING_ROWS = 6;

/** /player/ranking search (paging in the URL): how many rows are shown; a bad value is dropped. */
export interface RankingSearch {
  shown?: number;
}

export function parseRankingSearch(search: SearchInput): RankingSearch {
  return { shown: searchInt(search.shown, RANKING_FIRST, RANKING_SHOWN_MAX) };
}

export function rankingShownOf(value: number | undefined): number {
  return value ?? RANKING_FIRST;
}

export function moreRankingShown(shown: number): number {
  return Math.min(shown + RANKING_MORE, RANKING_SHOWN_MAX);
}

/**
 * The rows of one page of the ranking. The viewer's best team is always on screen: when it is beyond the rows
 * shown it is added after them, flagged, so "where am I?" never needs a dozen clicks.
 */
export function rankingPage(
  entries: readonly RankingEntry[],
  shown: number,
): { rows: RankingEntry[]; myTeamBelow: RankingEntry | null; hasMore: boolean } {
  const rows = entries.slice(0, shown);
  const mineShown = rows.some((r) => r.isMyTeam);
  const myTeamBelow = mineShown ? null : (entries.slice(shown).find((r) => r.isMyTeam) ?? null);
  return { rows, myTeamBelow, hasMore: entries.length > shown };
}

/**
 * The mini ranking as the home shows it: at most 6 rows, in the server's order (the first ones, or centred on
 * the viewer's team), and whether a gap separates it from the top (so the first row is not read as 1st).
 */
export function miniRankingRows(entries: readonly RankingEntry[]): {
  rows: RankingEntry[];
  startsAfterTop: boolean;
} {
  const rows = entries.slice(0, MINI_RANKING_ROWS);
  return { rows, startsAfterTop: (rows[0]?.position ?? 1) > 1 };
}

/**
 * Only the viewer's own teams stand out (docs/product/standings-and-rankings.md#ranking — 'isMyTeam'
 * highlighted).
 */
export function rankingRowTone(entry: Pick<RankingEntry, 'isMyTeam'>): 'mine' | null {
  return entry.isMyTeam ? 'mine' : null;
}
