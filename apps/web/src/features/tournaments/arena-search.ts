import { TOURNAMENT_LIST_FIRST, TOURNAMENT_NAME_MAX } from '@cancha/shared';
import { type SearchInput, searchInt, searchText } from '@/lib/search-params';

// The tournaments arena's address, read by its route definition (which every visitor loads first): kept apart from
// the list rules in tournament-lists.ts so those load with the page.

// Most cards one URL can ask for; 'Ver más' stops there.
export const TOURNAMENTS_SHOWN_MAX = 500;

/**
 * /player/tournaments-arena search (filters and paging in the URL): a name filter and how many cards
 * are shown, for 'Mis torneos' (mq, mine) and for 'Únete a un torneo' (q, pub). A bad value is dropped.
 */
export interface ArenaSearch {
  mq?: string;
  mine?: number;
  q?: string;
  pub?: number;
}

export function parseArenaSearch(search: SearchInput): ArenaSearch {
  const name = (value: unknown) => searchText(value, { max: TOURNAMENT_NAME_MAX });
  const shown = (value: unknown) => searchInt(value, TOURNAMENT_LIST_FIRST, TOURNAMENTS_SHOWN_MAX);
  return { mq: name(search.mq), mine: shown(search.mine), q: name(search.q), pub: shown(search.pub) };
}
