import type { ProdeLeaderboardEntry, ProdeLeagueDto, ProdeRoundDto } from '@cancha/shared';
import { stageText } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ArrowDownIcon, ArrowUpIcon, TrophyIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/user-avatar';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';

// The leaderboard (the specification's leaderboard screen, with real players): points, then exact scores, then who
// joined first; each player's move since before the last matchday; by round and within a private league.

function Change({ change }: { change: number | null }) {
  const { t } = useLingui();
  if (change === null || change === 0)
    return (
      <span className="text-muted-foreground">
        <span aria-hidden>–</span>
        <span className="sr-only">{t`Sin cambios`}</span>
      </span>
    );
  const up = change > 0;
  const places = Math.abs(change);
  return (
    <span
      className={cn('inline-flex items-center gap-0.5 text-xs', up ? 'text-status-open' : 'text-destructive')}
    >
      {up ? <ArrowUpIcon className="size-3" aria-hidden /> : <ArrowDownIcon className="size-3" aria-hidden />}
      <span aria-hidden>{places}</span>
      <span className="sr-only">{up ? t`Subió ${places}` : t`Bajó ${places}`}</span>
    </span>
  );
}

function Row({ entry, me }: { entry: ProdeLeaderboardEntry; me: boolean }) {
  return (
    <tr
      className={cn('border-b last:border-0', me && 'bg-primary/10 font-semibold')}
      data-testid="leaderboard-row"
    >
      <td className="py-2 pr-2 text-right tabular">{entry.position}</td>
      <td className="w-8 py-2">
        <Change change={entry.change} />
      </td>
      <td className="py-2">
        <span className="flex min-w-0 items-center gap-2">
          <UserAvatar
            className="size-7"
            user={{
              fullname: entry.name,
              lastname: null,
              username: null,
              email: '',
              avatar: entry.image,
              image: null,
            }}
          />
          <span className="truncate">{entry.name}</span>
        </span>
      </td>
      <td className="py-2 text-center tabular">{entry.exact}</td>
      <td className="py-2 text-right font-semibold tabular">{entry.points}</td>
    </tr>
  );
}

export function LeaderboardTab({
  gameId,
  rounds,
  leagues,
  roundId,
  leagueId,
  page,
  onChange,
  myId,
}: {
  gameId: string;
  rounds: ProdeRoundDto[];
  leagues: ProdeLeagueDto[];
  roundId: string | undefined;
  leagueId: string | undefined;
  page: number;
  onChange: (next: { round?: string; league?: string; page?: number }) => void;
  myId: string | null;
}) {
  const { t, i18n } = useLingui();
  const board = useQuery({
    ...trpc.prode.leaderboard.queryOptions({ gameId, roundId, leagueId, page }),
    placeholderData: keepPreviousData,
  });
  const several = new Set(rounds.map((r) => r.tournamentId)).size > 1;
  const pages = board.data ? Math.max(1, Math.ceil(board.data.total / board.data.pageSize)) : 1;
  const meShown = board.data?.entries.some((e) => e.userId === myId);
  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <label className="grid gap-1 text-sm">
          <span className="font-medium">
            <Trans>Puntos de</Trans>
          </span>
          <select
            className={SELECT_TRIGGER_CLASS}
            value={roundId ?? ''}
            onChange={(e) => onChange({ round: e.target.value || undefined, league: leagueId, page: 1 })}
          >
            <option value="">{t`Todo el juego`}</option>
            {rounds.map((r) => (
              <option key={r.id} value={r.id}>
                {several ? `${r.tournamentName} · ${i18n._(stageText(r.stage))}` : i18n._(stageText(r.stage))}
              </option>
            ))}
          </select>
        </label>
        {leagues.length > 0 ? (
          <label className="grid gap-1 text-sm">
            <span className="font-medium">
              <Trans>Ranking</Trans>
            </span>
            <select
              className={SELECT_TRIGGER_CLASS}
              value={leagueId ?? ''}
              onChange={(e) => onChange({ round: roundId, league: e.target.value || undefined, page: 1 })}
            >
              <option value="">{t`Todos los jugadores`}</option>
              {leagues.map((l) => (
                <option key={l.id} value={l.id}>
                  {l.name}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      {board.isPending ? (
        <Skeleton className="h-64 rounded-xl" />
      ) : board.isError ? (
        <LoadError
          message={<Trans>No se pudo cargar la tabla.</Trans>}
          onRetry={() => void board.refetch()}
          retrying={board.isFetching}
        />
      ) : board.data.entries.length === 0 ? (
        <EmptyState icon={TrophyIcon} title={<Trans>Todavía no hay jugadores con puntos aquí.</Trans>} />
      ) : (
        <div className="overflow-x-auto rounded-xl border bg-card px-3">
          <table className="w-full text-sm" data-testid="leaderboard">
            <caption className="sr-only">
              <Trans>Tabla del Prode</Trans>
            </caption>
            <thead>
              <tr className="border-b text-muted-foreground text-xs">
                <th scope="col" className="py-2 pr-2 text-right">
                  #
                </th>
                <th scope="col" className="py-2">
                  <span className="sr-only">
                    <Trans>Cambio</Trans>
                  </span>
                </th>
                <th scope="col" className="py-2 text-left">
                  <Trans>Jugador</Trans>
                </th>
                <th scope="col" className="py-2">
                  <Trans>Exactos</Trans>
                </th>
                <th scope="col" className="py-2 text-right">
                  <Trans>Puntos</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {board.data.entries.map((e) => (
                <Row key={e.userId} entry={e} me={e.userId === myId} />
              ))}
              {board.data.me && !meShown ? <Row entry={board.data.me} me /> : null}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 ? (
        <nav className="flex items-center justify-between" aria-label={t`Páginas de la tabla`}>
          <Button
            variant="outline"
            disabled={page <= 1}
            onClick={() => onChange({ round: roundId, league: leagueId, page: page - 1 })}
          >
            <Trans>Anterior</Trans>
          </Button>
          <span className="text-sm tabular">
            {page} / {pages}
          </span>
          <Button
            variant="outline"
            disabled={page >= pages}
            onClick={() => onChange({ round: roundId, league: leagueId, page: page + 1 })}
          >
            <Trans>Siguiente</Trans>
          </Button>
        </nav>
      ) : null}
    </div>
  );
}
