import type { ShareBody } from './share-cards';
import type { ShareTexts } from './share-texts';

// Which rows of a table fit on a share image, and what the last line says of the rest.

type TableRow = Extract<ShareBody, { kind: 'table' }>['rows'][number];

export interface FittedTable {
  rows: TableRow[];
  /** Rows (teams) left out. */
  teams: number;
  /** Whole groups left out; 0 when the rows have no groups, or when even the first group had to be cut. */
  groups: number;
}

/**
 * The first `room` rows, but a group stage's tables are kept whole, group after group: a picture of half a group
 * would leave out who is in the qualifying places. When not even the first group fits, it is cut rather than
 * drawing nothing.
 */
export function fitTable(rows: readonly TableRow[], room: number): FittedTable {
  if (rows.length <= room) return { rows: [...rows], teams: 0, groups: 0 };
  const cut = { rows: rows.slice(0, room), teams: rows.length - room, groups: 0 };
  if (rows[0]?.group === undefined) return cut;
  const groups: TableRow[][] = [];
  for (const row of rows) {
    const last = groups.at(-1);
    if (last && last[0]!.group === row.group) last.push(row);
    else groups.push([row]);
  }
  const shown: TableRow[] = [];
  let kept = 0;
  for (const group of groups) {
    if (shown.length + group.length > room) break;
    shown.push(...group);
    kept++;
  }
  if (kept === 0) return cut;
  return { rows: shown, teams: rows.length - shown.length, groups: groups.length - kept };
}

/** 'y 2 grupos más (8 equipos)', 'y 3 más', or null when nothing was left out. */
export function leftOutLine(fitted: FittedTable, t: Pick<ShareTexts, 'more' | 'moreGroups'>): string | null {
  if (fitted.groups > 0) return t.moreGroups(fitted.groups, fitted.teams);
  return fitted.teams > 0 ? t.more(fitted.teams) : null;
}
