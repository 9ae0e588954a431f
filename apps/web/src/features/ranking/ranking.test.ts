import type { RankingEntry } from '@cancha/shared';
import { describe, expect, it } from 'vitest';
import {
  MINI_RANKING_ROWS,
  miniRankingRows,
  moreRankingShown,
  parseRankingSearch,
  rankingPage,
  rankingRowTone,
  rankingShownOf,
} from './ranking';

function entries(n: number, mine: number[] = []): RankingEntry[] {
  return Array.from({ length: n }, (_, i) => ({
    id: `team${i + 1}`,
    position: i + 1,
    name: `Team ${i + 1}`,
    logo: null,
    tournamentsPlayed: 0,
    tournamentsWon: 0,
    country: null,
    isMyTeam: mine.includes(i + 1),
  }));
}

describe('ranking paging (product: standings-and-rankings#ranking — 10 then +10)', () => {
  it('shows 10 rows first and 10 more per "Ver más"', () => {
    expect(rankingShownOf(undefined)).toBe(10);
    expect(moreRankingShown(10)).toBe(20);
    expect(moreRankingShown(20)).toBe(30);
  });

  it('keeps the count in the URL and drops a bad one', () => {
    expect(parseRankingSearch({ shown: 30 })).toEqual({ shown: 30 });
    expect(parseRankingSearch({ shown: 3 })).toEqual({ shown: undefined });
    expect(parseRankingSearch({ shown: 'x' })).toEqual({ shown: undefined });
    expect(parseRankingSearch({})).toEqual({ shown: undefined });
  });

  it('cuts the list and says whether there is more', () => {
    const page = rankingPage(entries(25), 10);
    expect(page.rows.map((r) => r.position)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(page.hasMore).toBe(true);
    expect(rankingPage(entries(20), 20).hasMore).toBe(false);
    expect(rankingPage([], 10)).toEqual({ rows: [], myTeamBelow: null, hasMore: false });
  });

  it("brings the viewer's best team into view when it is beyond the rows shown", () => {
    expect(rankingPage(entries(25, [17, 22]), 10).myTeamBelow?.position).toBe(17);
    expect(rankingPage(entries(25, [4, 17]), 10).myTeamBelow).toBeNull();
    expect(rankingPage(entries(25, [17]), 20).myTeamBelow).toBeNull();
  });
});

describe('mini ranking (product: standings-and-rankings#mini-ranking — 6 rows)', () => {
  it('shows at most 6 rows, and says when they do not start at the top', () => {
    expect(MINI_RANKING_ROWS).toBe(6);
    const top = miniRankingRows(entries(9));
    expect(top.rows).toHaveLength(6);
    expect(top.startsAfterTop).toBe(false);
    const centred = miniRankingRows(entries(20, [12]).slice(8, 14));
    expect(centred.rows.map((r) => r.position)).toEqual([9, 10, 11, 12, 13, 14]);
    expect(centred.startsAfterTop).toBe(true);
    expect(miniRankingRows([])).toEqual({ rows: [], startsAfterTop: false });
  });

  it("highlights the viewer's team only", () => {
    const [a, b] = entries(2, [2]);
    expect(rankingRowTone(a!)).toBeNull();
    expect(rankingRowTone(b!)).toBe('mine');
  });
});
