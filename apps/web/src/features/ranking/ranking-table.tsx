import type { RankingEntry } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { EllipsisIcon, GlobeIcon, MedalIcon, TrophyIcon } from 'lucide-react';
import type * as React from 'react';
import { TeamLogo } from '@/components/crest';
import { Loading } from '@/components/loading';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { rankingRowTone } from './ranking';

function HeaderLabel({ icon: Icon, short, full }: { icon: React.ElementType; short: string; full: string }) {
  return (
    <>
      <span aria-hidden title={full} className="inline-flex cursor-help items-center justify-center gap-1">
        <Icon className="size-3.5" />
        {short}
      </span>
      <span className="sr-only">{full}</span>
    </>
  );
}

function RankingRow({ entry, compact }: { entry: RankingEntry; compact: boolean }) {
  const { i18n } = useLingui();
  const mine = rankingRowTone(entry) === 'mine';
  return (
    <tr
      data-testid="ranking-row"
      data-mine={mine || undefined}
      className={cn('border-b last:border-b-0', mine && 'bg-primary/10')}
    >
      <td
        className={cn(
          'px-2 py-2 text-center font-semibold tabular',
          mine && 'shadow-[inset_3px_0_0_var(--color-primary)]',
        )}
      >
        {entry.position}
      </td>
      <th scope="row" className="px-2 py-1.5 text-left font-normal">
        <span className="flex min-h-11 min-w-0 items-center gap-2">
          <TeamLogo logo={entry.logo} className={cn('shrink-0 rounded-lg', compact ? 'size-8' : 'size-9')} />
          <span className="grid min-w-0">
            <span className="flex min-w-0 items-center gap-1.5">
              <span className="truncate font-medium">{entry.name}</span>
              {mine ? (
                <Badge variant="secondary" className="px-1.5 py-0 text-[0.625rem]">
                  <Trans>Tu equipo</Trans>
                </Badge>
              ) : null}
            </span>
            {entry.country ? (
              <span className={cn('truncate text-muted-foreground text-xs', !compact && 'sm:hidden')}>
                {entry.country}
              </span>
            ) : null}
          </span>
        </span>
      </th>
      {compact ? null : (
        <td className="hidden px-2 py-2 text-left text-muted-foreground sm:table-cell">
          {entry.country ?? '—'}
        </td>
      )}
      <td className="px-1 py-2 text-center font-semibold tabular">{i18n.number(entry.tournamentsWon)}</td>
      <td className="px-1 py-2 text-center tabular">{i18n.number(entry.tournamentsPlayed)}</td>
    </tr>
  );
}

/**
 * The team ranking as a table (docs/product/standings-and-rankings.md#ranking): position, shield and name,
 * country, tournaments won and played; the viewer's own teams (`isMyTeam`) are tinted and labelled 'Tu
 * equipo'. `compact` is the home's mini ranking. `myTeamBelow` is the viewer's team beyond the rows shown,
 * after a gap.
 */
export function RankingTable({
  rows,
  compact = false,
  myTeamBelow = null,
  caption,
}: {
  rows: readonly RankingEntry[];
  compact?: boolean;
  myTeamBelow?: RankingEntry | null;
  caption: React.ReactNode;
}) {
  const { t } = useLingui();
  const columns = compact ? 4 : 5;
  return (
    <div className="overflow-hidden rounded-xl border bg-card shadow-xs">
      <table className="w-full table-fixed border-collapse text-sm" data-testid="ranking-table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b text-muted-foreground text-xs">
            <th scope="col" className="w-10 px-2 py-2 text-center font-medium">
              <span aria-hidden title={t`Posición`}>
                #
              </span>
              <span className="sr-only">
                <Trans>Posición</Trans>
              </span>
            </th>
            <th scope="col" className="px-2 py-2 text-left font-medium">
              <Trans>Equipo</Trans>
            </th>
            {compact ? null : (
              <th scope="col" className="hidden w-40 px-2 py-2 text-left font-medium sm:table-cell">
                <span className="inline-flex items-center gap-1">
                  <GlobeIcon className="size-3.5" aria-hidden />
                  <Trans>País</Trans>
                </span>
              </th>
            )}
            <th scope="col" className="w-18 px-1 py-2 text-center font-medium">
              <HeaderLabel icon={TrophyIcon} short={t`Ganados`} full={t`Torneos ganados`} />
            </th>
            <th scope="col" className="w-18 px-1 py-2 text-center font-medium">
              <HeaderLabel icon={MedalIcon} short={t`Jugados`} full={t`Torneos jugados`} />
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((entry) => (
            <RankingRow key={entry.id} entry={entry} compact={compact} />
          ))}
          {myTeamBelow ? (
            <>
              <tr className="border-b" aria-hidden>
                <td colSpan={columns} className="py-1 text-center text-muted-foreground">
                  <EllipsisIcon className="mx-auto size-4" />
                </td>
              </tr>
              <RankingRow entry={myTeamBelow} compact={compact} />
            </>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

export function RankingSkeleton({ rows }: { rows: number }) {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando ranking`} className="grid gap-2 rounded-xl border bg-card p-3">
      {Array.from({ length: rows }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <div key={i} className="flex items-center gap-3">
          <Skeleton className="h-4 w-5" />
          <Skeleton className="size-8 rounded-lg" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-16" />
        </div>
      ))}
    </Loading>
  );
}
