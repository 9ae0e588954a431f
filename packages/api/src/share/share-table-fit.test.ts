import { describe, expect, it } from 'vitest';
import { fitTable, leftOutLine } from './share-table-fit';
import { shareTexts } from './share-texts';

// The standings picture of a group stage keeps whole groups and says what it left out, rather than ending in the
// middle of a group (issue 15).

const row = (name: string, group?: string) => ({
  position: 1,
  name,
  team: { name, logo: null },
  sub: null,
  values: ['0'],
  ...(group === undefined ? {} : { group }),
});
const groupOf = (group: string, size: number) =>
  Array.from({ length: size }, (_, i) => row(`${group}${i + 1}`, group));
const names = (rows: { name: string }[]) => rows.map((r) => r.name);

describe('a table picture with no room for every row', () => {
  it('keeps whole groups, and counts the groups and teams left out', () => {
    const rows = [...groupOf('A', 4), ...groupOf('B', 4), ...groupOf('C', 4), ...groupOf('D', 4)];
    const fitted = fitTable(rows, 10);
    expect(names(fitted.rows)).toEqual(names(rows.slice(0, 8)));
    expect(fitted).toMatchObject({ teams: 8, groups: 2 });
  });

  it('cuts a table with no groups at the room it has', () => {
    const rows = Array.from({ length: 7 }, (_, i) => row(`T${i}`));
    expect(fitTable(rows, 5)).toMatchObject({ teams: 2, groups: 0 });
    expect(fitTable(rows, 5).rows).toHaveLength(5);
  });

  it('cuts the first group when not even it fits, rather than drawing nothing', () => {
    const rows = [...groupOf('A', 6), ...groupOf('B', 6)];
    const fitted = fitTable(rows, 5);
    expect(names(fitted.rows)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5']);
    expect(fitted).toMatchObject({ teams: 7, groups: 0 });
  });

  it('draws every row when they fit', () => {
    const rows = [...groupOf('A', 3), ...groupOf('B', 3)];
    expect(fitTable(rows, 10)).toMatchObject({ teams: 0, groups: 0 });
  });

  it('ends with a line in the reader’s language', () => {
    const rows = [...groupOf('A', 4), ...groupOf('B', 4), ...groupOf('C', 4), ...groupOf('D', 4)];
    const fitted = fitTable(rows, 10);
    expect(leftOutLine(fitted, shareTexts('es'))).toBe('y 2 grupos más (8 equipos)');
    expect(leftOutLine(fitted, shareTexts('en'))).toBe('and 2 more groups (8 teams)');
    expect(leftOutLine(fitted, shareTexts('br'))).toBe('e mais 2 grupos (8 times)');
    expect(leftOutLine(fitTable(rows.slice(0, 3), 2), shareTexts('es'))).toBe('y 1 más');
    expect(leftOutLine(fitTable(rows, 16), shareTexts('es'))).toBeNull();
  });
});
