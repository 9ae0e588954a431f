import type { StandingRowDto, TieBreakPreset } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { CrownIcon } from 'lucide-react';
import type * as React from 'react';
import { TeamLogo } from '@/components/crest';
import { Loading } from '@/components/loading';
import { OptionalLink } from '@/components/optional-link';
import { STICKY_SHADE, TableScroller } from '@/components/table-scroller';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import type { ViewerArea } from '@/lib/area';
import { cn } from '@/lib/utils';
import { teamInTournamentLink } from './area-links';
import {
  anyMatchPlayed,
  STANDINGS_COLUMNS,
  type StandingsTone,
  standingsToneOf,
  TIE_BREAK_PRESET_LABELS,
  tieBreakOf,
} from './standings';

// A translucent tint drawn over the opaque card colour, so sticky cells stay opaque while the row is tinted.
// The points column stays at the right edge of the scroller, with a rule between it and the numbers scrolling under,
// and a shade there while more columns are out of view.
const POINTS_CELL = [
  'sticky right-0 z-10 bg-card shadow-[inset_1px_0_0_var(--color-border)]',
  STICKY_SHADE.end,
];
// A qualifying place's bar on the left edge, beside the viewer's own team's (a word says which is which).
const EDGE = {
  mine: 'shadow-[inset_3px_0_0_var(--color-primary)]',
  qualifies: 'shadow-[inset_4px_0_0_var(--color-success)]',
  both: 'shadow-[inset_4px_0_0_var(--color-success),inset_7px_0_0_var(--color-primary)]',
};
const edgeOf = (qualifies: boolean, mine: boolean) =>
  qualifies ? (mine ? EDGE.both : EDGE.qualifies) : mine ? EDGE.mine : null;
const TONE_CELL: Record<Exclude<StandingsTone, null>, string> = {
  mine: 'bg-linear-to-r from-primary/15 to-primary/15',
  leader: 'bg-linear-to-r from-status-pending/15 to-status-pending/15',
};

/**
 * The standings table (docs/product/standings-and-rankings.md#standings): position, team and the
 * columns J, G, E, P, GF, GC, DG, PTS. The team and its position on the left and the points on the right stay in view
 * while the other numbers scroll sideways on a phone, shaded where more are out of view; each abbreviation has its
 * full name for screen readers, as a tooltip and in the legend below. The viewer's own team and the leader stand out
 * (by a word and an icon, not by colour alone), a group's qualifying places by a bar and a ringed position named in
 * the legend, and a row level on points with the one above says which tie-breaker placed it.
 */
export function StandingsTable({
  rows,
  area,
  tournamentId,
  myTeamIds,
  tieBreakPreset,
  qualifying,
}: {
  rows: readonly StandingRowDto[];
  /** 'public': the visitors' view, where team pages are not reachable. */
  area: ViewerArea | 'public';
  tournamentId: string;
  myTeamIds: ReadonlySet<string>;
  tieBreakPreset: TieBreakPreset;
  /** A group's teams in a place that goes through to the knock-out (TournamentStatisticsDto['groups']). */
  qualifying?: readonly string[];
}) {
  const { t, i18n } = useLingui();
  const qualifies = new Set(qualifying);
  const anyPlayed = anyMatchPlayed(rows);
  const tones = rows.map((row) => standingsToneOf(row, { myTeamIds, anyPlayed }));
  return (
    <div className="grid gap-2">
      <TableScroller data-testid="standings-scroller">
        <table className="w-full min-w-[34rem] border-collapse text-sm tabular" data-testid="standings-table">
          <caption className="sr-only">
            <Trans>Tabla de posiciones</Trans>
          </caption>
          <thead>
            <tr className="border-b text-muted-foreground text-xs">
              <th scope="col" className="sticky left-0 z-10 w-10 bg-card px-2 py-2 text-center font-medium">
                <span aria-hidden title={t`Posición`}>
                  #
                </span>
                <span className="sr-only">
                  <Trans>Posición</Trans>
                </span>
              </th>
              <th
                scope="col"
                className={cn(
                  'sticky left-10 z-10 bg-card px-2 py-2 text-left font-medium',
                  STICKY_SHADE.start,
                )}
              >
                <Trans>Equipo</Trans>
              </th>
              {STANDINGS_COLUMNS.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn(
                    'w-11 px-1 py-2 text-center font-semibold',
                    c.key === 'points' && ['text-foreground', POINTS_CELL],
                  )}
                >
                  <span aria-hidden title={i18n._(c.label)} className="cursor-help">
                    {i18n._(c.abbr)}
                  </span>
                  <span className="sr-only">{i18n._(c.label)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => {
              const tone = tones[i] ?? null;
              const tieBreak = tieBreakOf(rows, i);
              const criterion = tieBreak ? i18n._(tieBreak) : null;
              const tint = tone ? TONE_CELL[tone] : null;
              const qualified = qualifies.has(row.teamId);
              const edge = edgeOf(qualified, tone === 'mine');
              return (
                <tr
                  key={row.teamId}
                  data-testid="standings-row"
                  data-tone={tone ?? undefined}
                  data-qualifies={qualified || undefined}
                  className="border-b last:border-b-0"
                >
                  <td
                    className={cn(
                      'sticky left-0 z-10 bg-card px-2 py-2 text-center font-semibold',
                      tint,
                      edge,
                    )}
                  >
                    {qualified ? (
                      <>
                        <QualifyingMark>{row.position}</QualifyingMark>
                        <span className="sr-only">
                          <Trans>Clasifica a la fase eliminatoria</Trans>
                        </span>
                      </>
                    ) : (
                      row.position
                    )}
                  </td>
                  <th
                    scope="row"
                    className={cn(
                      'sticky left-10 z-10 bg-card px-2 py-1.5 text-left font-normal',
                      tint,
                      STICKY_SHADE.start,
                    )}
                  >
                    <OptionalLink
                      link={area === 'public' ? null : teamInTournamentLink(area, tournamentId, row.teamId)}
                      // Narrow on a phone, where the numbers need the room; from a wider screen the name takes what
                      // the table leaves, and wraps to a second line before anything is cut.
                      className="flex min-h-11 min-w-0 max-w-[10rem] items-center gap-2 rounded-md outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-none"
                      data-testid="standings-team"
                    >
                      <TeamLogo logo={row.teamLogo} className="size-7 shrink-0 rounded-lg" />
                      <span className="grid min-w-0">
                        <span className="flex min-w-0 items-center gap-1">
                          <span className="line-clamp-2 font-medium wrap-break-word">{row.teamName}</span>
                          {tone === 'leader' ? (
                            <CrownIcon
                              role="img"
                              className="size-3.5 shrink-0 text-status-pending"
                              aria-label={t`Líder`}
                            />
                          ) : null}
                        </span>
                        {tone === 'mine' ? (
                          <Badge variant="secondary" className="px-1.5 py-0 text-[0.625rem]">
                            <Trans>Tu equipo</Trans>
                          </Badge>
                        ) : null}
                        {criterion ? (
                          <span
                            className="text-[0.6875rem] text-muted-foreground leading-tight"
                            data-testid="tie-break"
                          >
                            <Trans>Desempate: {criterion}</Trans>
                          </span>
                        ) : null}
                        <RowNotes row={row} />
                      </span>
                    </OptionalLink>
                  </th>
                  {STANDINGS_COLUMNS.map((c) => (
                    <td
                      key={c.key}
                      className={cn(
                        'px-1 py-2 text-center',
                        c.key === 'points' && ['font-bold', POINTS_CELL],
                        tint,
                      )}
                    >
                      {c.key === 'goalDifference'
                        ? i18n.number(row.statistics[c.key], { signDisplay: 'exceptZero' })
                        : i18n.number(row.statistics[c.key])}
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </TableScroller>
      <StandingsLegend tieBreakPreset={tieBreakPreset} qualifying={qualifies.size > 0} />
    </div>
  );
}

/** A withdrawn team, and points the organiser took away or gave (their reasons are listed under the table). */
function RowNotes({ row }: { row: StandingRowDto }) {
  const adjustment = row.statistics.adjustment;
  const signed = adjustment > 0 ? `+${adjustment}` : String(adjustment);
  return (
    <>
      {row.withdrawn ? (
        <span className="text-[0.6875rem] text-destructive leading-tight" data-testid="withdrawn">
          <Trans>Retirado</Trans>
        </span>
      ) : null}
      {adjustment !== 0 ? (
        <span className="text-[0.6875rem] text-muted-foreground leading-tight" data-testid="adjustment">
          <Trans>{signed} pts por sanción</Trans>
        </span>
      ) : null}
    </>
  );
}

/** A qualifying place's position, ringed so it is told apart without its colour. */
function QualifyingMark({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex size-6 items-center justify-center rounded-full border-2 border-success text-foreground">
      {children}
    </span>
  );
}

/**
 * The abbreviations in full, for touch screens where no tooltip shows, what a ringed position means, and the
 * tie-break rule in use.
 */
function StandingsLegend({
  tieBreakPreset,
  qualifying,
}: {
  tieBreakPreset: TieBreakPreset;
  qualifying: boolean;
}) {
  const { i18n } = useLingui();
  const preset = i18n._(TIE_BREAK_PRESET_LABELS[tieBreakPreset]);
  return (
    <div className="grid gap-1 text-muted-foreground text-xs">
      {qualifying ? (
        <p className="flex items-center gap-1.5" data-testid="qualifying-legend">
          <span
            aria-hidden
            className="inline-block size-4 rounded-full border-2 border-success shadow-[-4px_0_0_var(--color-success)]"
          />
          <Trans>Clasifica a la fase eliminatoria</Trans>
        </p>
      ) : null}
      <dl className="flex flex-wrap gap-x-3 gap-y-1">
        {STANDINGS_COLUMNS.map((c) => (
          <div key={c.key} className="flex gap-1">
            <dt className="font-semibold text-foreground">{i18n._(c.abbr)}</dt>
            <dd>{i18n._(c.label)}</dd>
          </div>
        ))}
      </dl>
      <p>
        <Trans>Criterio de desempate: {preset}</Trans>
      </p>
    </div>
  );
}

export function StandingsTableSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando tabla de posiciones`} className="grid gap-2 rounded-xl border bg-card p-3">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-4 w-4" />
          <Skeleton className="size-7 rounded-lg" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-24" />
        </div>
      ))}
    </Loading>
  );
}
