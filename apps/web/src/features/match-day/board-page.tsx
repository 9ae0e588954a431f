import { type DayBoardDto, formatDateDmy } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeftIcon, ChevronRightIcon, MonitorIcon, TvIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { useBoardLive } from './board-live';
import { BoardMatch, useStageLabel } from './board-match';
import { TvBoard } from './board-tv';

/**
 * A TV left on the board all day reads it again now and then: when the day turns, the board without a date moves
 * on to the new day's matches.
 */
const TV_REREAD_MS = 10 * 60_000;

/**
 * The day's board ('cartelera', docs/decisions/014): a column per pitch with kick-off, teams, stage and referee,
 * live. On a phone the pitches are tabs; on a laptop they stand side by side; on a club's TV (`tv`) the page is
 * only the board, in large type.
 */
export function BoardPage({
  tournamentId,
  date,
  invite,
  tv,
  onDateChange,
  onTvChange,
}: {
  tournamentId: string;
  date: string | undefined;
  invite: string | undefined;
  tv: boolean;
  onDateChange: (date: string) => void;
  onTvChange: (tv: boolean) => void;
}) {
  const query = trpc.matchDay.board.queryOptions({
    tournamentId,
    ...(date ? { date } : {}),
    ...(invite ? { invite } : {}),
  });
  const board = useQuery({ ...query, ...(tv ? { refetchInterval: TV_REREAD_MS } : {}) });
  useBoardLive(tournamentId, invite, query.queryKey);
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
  if (tv) return <TvBoard board={board.data} onExit={() => onTvChange(false)} />;
  return <DayBoard board={board.data} onDateChange={onDateChange} onTv={() => onTvChange(true)} />;
}

function DayBoard({
  board,
  onDateChange,
  onTv,
}: {
  board: DayBoardDto;
  onDateChange: (date: string) => void;
  onTv: () => void;
}) {
  const { t } = useLingui();
  const stageOf = useStageLabel(board.stages);
  const { dates, pitches } = board;
  const at = dates.indexOf(board.date);
  const prev = at > 0 ? dates[at - 1] : undefined;
  const next = at >= 0 && at < dates.length - 1 ? dates[at + 1] : undefined;
  const empty = pitches.every((p) => p.matches.length === 0);
  const [tab, setTab] = useState(0);
  const selected = Math.min(tab, Math.max(0, pitches.length - 1));
  return (
    <div className="mx-auto grid max-w-6xl gap-4 px-4 py-6" data-testid="board">
      <header className="flex flex-wrap items-center gap-3">
        <div className="min-w-0 flex-1 basis-56">
          <p className="text-muted-foreground text-sm">
            <Trans>Cartelera</Trans>
          </p>
          {/* The whole name, on as many lines as it needs: a board is known by its tournament. */}
          <h1 className="break-words font-bold text-2xl lg:text-4xl">{board.tournament.name}</h1>
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
            {formatDateDmy(board.date)}
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
        <Button variant="outline" onClick={onTv} className="max-sm:hidden">
          <TvIcon aria-hidden />
          <Trans>Modo TV</Trans>
        </Button>
      </header>
      {empty ? (
        <EmptyState icon={MonitorIcon} title={<Trans>No hay partidos programados este día.</Trans>} />
      ) : (
        <>
          {pitches.length > 1 ? (
            // On a phone one pitch at a time, chosen by name; from a tablet up they stand side by side.
            <div role="tablist" aria-label={t`Canchas`} className="flex gap-2 overflow-x-auto md:hidden">
              {pitches.map((pitch, i) => (
                <Button
                  key={pitch.id}
                  role="tab"
                  aria-selected={i === selected}
                  aria-controls={`board-pitch-${pitch.id}`}
                  variant={i === selected ? 'default' : 'outline'}
                  size="sm"
                  onClick={() => setTab(i)}
                  className="shrink-0"
                >
                  {pitch.name}
                </Button>
              ))}
            </div>
          ) : null}
          <div className="grid gap-4 md:auto-cols-fr md:grid-flow-col">
            {pitches.map((pitch, i) => (
              <section
                key={pitch.id}
                id={`board-pitch-${pitch.id}`}
                className={cn('content-start gap-2 md:grid', i === selected ? 'grid' : 'hidden')}
                aria-label={pitch.name}
              >
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
                      <BoardMatch key={m.id} match={m} stage={stageOf(m)} />
                    ))}
                  </ol>
                )}
              </section>
            ))}
          </div>
        </>
      )}
    </div>
  );
}
