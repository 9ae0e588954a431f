import type * as React from 'react';
import { TeamLogo } from '@/components/crest';
import { TableScroller } from '@/components/table-scroller';

// A ranked list as a compact table (top scorers, fair play, least conceded): position, who, and a few numbers.
// Scrolls sideways on a narrow phone rather than widening the page, shaded at an edge with columns beyond it.

export interface RankColumn<T> {
  key: string;
  /**
   * The column's header; `abbr` is what shows when space is short, the header (a string then) its full name for
   * readers and as a tooltip.
   */
  header: React.ReactNode;
  abbr?: string;
  cell: (row: T) => React.ReactNode;
}

export function RankTable<T extends { position: number }>({
  caption,
  rows,
  who,
  whoHeader,
  columns,
  rowKey,
  testId,
}: {
  caption: React.ReactNode;
  rows: readonly T[];
  who: (row: T) => React.ReactNode;
  whoHeader: React.ReactNode;
  columns: RankColumn<T>[];
  rowKey: (row: T) => string;
  testId: string;
}) {
  return (
    <TableScroller fade>
      <table className="w-full min-w-[18rem] border-collapse text-sm tabular" data-testid={testId}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground text-xs">
            <th scope="col" className="w-10 px-2 py-2 text-center font-medium">
              #
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              {whoHeader}
            </th>
            {columns.map((c) => (
              <th key={c.key} scope="col" className="px-2 py-2 text-center font-medium">
                {c.abbr ? (
                  <>
                    <span
                      aria-hidden
                      title={typeof c.header === 'string' ? c.header : undefined}
                      className="cursor-help"
                    >
                      {c.abbr}
                    </span>
                    <span className="sr-only">{c.header}</span>
                  </>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className="border-b last:border-b-0">
              <td className="px-2 py-2 text-center font-semibold">{row.position}</td>
              <td className="px-2 py-2">{who(row)}</td>
              {columns.map((c) => (
                <td key={c.key} className="px-2 py-2 text-center">
                  {c.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </TableScroller>
  );
}

/** A team as a ranked table names it: shield and name. */
export function TeamCell({ name, logo }: { name: string; logo: string | null }) {
  return (
    <span className="flex min-w-0 items-center gap-2">
      <TeamLogo logo={logo} className="size-6 shrink-0" />
      <span className="line-clamp-2 wrap-anywhere">{name}</span>
    </span>
  );
}
