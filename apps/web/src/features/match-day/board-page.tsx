import { formatDateDmy, type MatchDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, MonitorIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';

/**
 * The day's board ('cartelera', docs/decisions/014): a column per pitch with kick-off, teams and referee; on a phone
 * the pitches stack, on a club's TV they stand side by side in large type.
 */
export function BoardPage({
  tournamentId,
  date,
  invite,
  onDateChange,
}: {
  tournamentId: string;
  date: string | undefined;
  invite: string | undefined;
  onDateChange: (date: string) => void;
}) {
  const { t } = useLingui();
  const board = useQuery(
    trpc.matchDay.board.queryOptions({
      tournamentId,
      ...(date ? { date } : {}),
      ...(invite ? { invite } : {}),
    }),
  );
  if (board.isPending) return <Skeleton className="h-96 rounded-xl" />;
  if (board.isError) {
    const code = appCodeOf(board.error);
    if (code === 'NOT_FOUND' || code === 'VALIDATION')
      return <EmptyState icon={MonitorIcon} title={<Trans>Esta cartelera no existe.</Trans>} />;
    return (
      <LoadError
        message={<Trans>No se pudo cargar la cartelera.</Trans>}
        onRetry={() => void board.refetch()}
        retrying={board.isFetching}
      />
    );
  }
  const { dates, pitches } = board.data;
  const at = dates.indexOf(board.data.date);
  const prev = at > 0 ? dates[at - 1] : undefined;
  const next = at >= 0 && at < dates.length - 1 ? dates[at + 1] : undefined;
  const empty = pitches.every((p) => p.matches.length === 0);
  return (
    <div className="grid gap-4" data-testid="board">
      <header className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1">
          <p className="text-muted-foreground text-sm">
            <Trans>Cartelera</Trans>
          </p>
          <h1 className="truncate font-bold text-2xl lg:text-4xl">{board.data.tournament.name}</h1>
        </div>
        <nav className="flex items-center gap-2" aria-label={t`Días con partidos`}>
          <Button
            variant="outline"
            size="icon"
            disabled={!prev}
            onClick={() => prev && onDateChange(prev)}
            aria-label={t`Día anterior`}
          >
            <ChevronLeftIcon aria-hidden />
          </Button>
          <span className="min-w-28 text-center font-semibold text-lg tabular lg:text-2xl" aria-live="polite">
            {formatDateDmy(board.data.date)}
          </span>
          <Button
            variant="outline"
            size="icon"
            disabled={!next}
            onClick={() => next && onDateChange(next)}
            aria-label={t`Día siguiente`}
          >
            <ChevronRightIcon aria-hidden />
          </Button>
        </nav>
      </header>
      {empty ? (
        <EmptyState icon={MonitorIcon} title={<Trans>No hay partidos programados este día.</Trans>} />
      ) : (
        <div className="grid gap-4 md:auto-cols-fr md:grid-flow-col">
          {pitches.map((pitch) => (
            <section key={pitch.id} className="grid content-start gap-2" aria-label={pitch.name}>
              <h2 className="rounded-lg bg-primary px-3 py-2 font-semibold text-primary-foreground lg:text-xl">
                {pitch.name}
                <span className="block font-normal text-xs opacity-80 lg:text-sm">{pitch.venueName}</span>
              </h2>
              {pitch.matches.length === 0 ? (
                <p className="px-1 text-muted-foreground text-sm">
                  <Trans>Libre</Trans>
                </p>
              ) : (
                <ol className="grid gap-2">
                  {pitch.matches.map((m) => (
                    <BoardMatch key={m.id} match={m} />
                  ))}
                </ol>
              )}
            </section>
          ))}
        </div>
      )}
    </div>
  );
}

function BoardMatch({ match }: { match: MatchDto }) {
  const { t } = useLingui();
  const played = match.status === 'COMPLETED';
  return (
    <li
      className="grid grid-cols-[auto_1fr] gap-x-3 rounded-lg border bg-card p-3 shadow-xs lg:p-4"
      data-testid="board-match"
    >
      <span className="row-span-2 font-bold text-lg tabular lg:text-3xl">{match.time}</span>
      <span className="min-w-0 font-medium lg:text-xl">
        <span className="block truncate">{match.teamOne.name}</span>
        <span className="block truncate">{match.teamTwo?.name}</span>
      </span>
      <span className="text-muted-foreground text-sm lg:text-base">
        {played ? (
          <span className="font-semibold text-foreground tabular">
            {match.teamOneScore} - {match.teamTwoScore}
          </span>
        ) : match.referee ? (
          t`Árbitro: ${{ name: match.referee.name }}`
        ) : null}
      </span>
    </li>
  );
}
