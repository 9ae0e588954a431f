import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { TrophyIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/current-user';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { DeadlineCountdown } from './countdown';
import { LeaderboardTab } from './leaderboard-tab';
import { LeaguesTab } from './leagues-tab';
import { PredictionsTab } from './predictions-tab';
import { GAME_STATUS_BADGES, GAME_STATUS_LABELS } from './prode-labels';

export type GameTab = 'predictions' | 'table' | 'leagues';

export interface GameSearch {
  tab?: GameTab;
  round?: string;
  league?: string;
  page?: number;
}

/** /prode/$gameId: a game's predictions, its leaderboard and the reader's private leagues. */
export function GamePage({
  gameId,
  search,
  onSearch,
}: {
  gameId: string;
  search: GameSearch;
  onSearch: (next: GameSearch) => void;
}) {
  const { t, i18n } = useLingui();
  const { user } = useCurrentUser();
  const tab = search.tab ?? 'predictions';
  const card = useQuery(
    trpc.prode.card.queryOptions({
      gameId,
      ...(tab === 'predictions' && search.round ? { roundId: search.round } : {}),
    }),
  );
  const leagues = useQuery({ ...trpc.prode.leagues.queryOptions({ gameId }), enabled: Boolean(user) });
  if (card.isPending) return <Skeleton className="mx-auto my-6 h-96 w-full max-w-3xl rounded-xl" />;
  if (card.isError) {
    const code = appCodeOf(card.error);
    if (code === 'NOT_FOUND' || code === 'VALIDATION')
      return (
        <div className="mx-auto max-w-3xl px-4 py-6">
          <EmptyState
            icon={TrophyIcon}
            title={<Trans>Este juego no existe.</Trans>}
            action={
              <Link to="/prode" className="text-primary hover:underline">
                <Trans>Ver los juegos</Trans>
              </Link>
            }
          />
        </div>
      );
    return (
      <div className="mx-auto max-w-3xl px-4 py-6">
        <LoadError
          message={<Trans>No se pudo cargar el juego.</Trans>}
          onRetry={() => void card.refetch()}
          retrying={card.isFetching}
        />
      </div>
    );
  }
  const { game } = card.data;
  const tabs: { id: GameTab; label: string }[] = [
    { id: 'predictions', label: t`Pronósticos` },
    { id: 'table', label: t`Tabla` },
    ...(user ? [{ id: 'leagues' as const, label: t`Ligas` }] : []),
  ];
  const { exact, outcome, championBonus } = game.scoring;
  return (
    <div className="mx-auto grid w-full max-w-3xl gap-4 px-4 py-6">
      <PageTitle
        title={game.name}
        description={game.tournaments.map((x) => x.name).join(' · ')}
        actions={
          <Badge variant={GAME_STATUS_BADGES[game.status]}>{i18n._(GAME_STATUS_LABELS[game.status])}</Badge>
        }
      />
      {game.status === 'FINISHED' ? null : (
        <section aria-label={t`Cierre de pronósticos`} className="grid gap-2 text-center">
          {game.nextDeadline ? (
            <h2 className="font-semibold text-sm">
              <Trans>Los próximos pronósticos cierran en</Trans>
            </h2>
          ) : null}
          <DeadlineCountdown at={game.nextDeadline} onEnd={() => void card.refetch()} />
        </section>
      )}
      <details className="rounded-xl border p-3 text-sm">
        <summary className="cursor-pointer font-medium">
          <Trans>Reglas y premio</Trans>
        </summary>
        <div className="mt-2 grid gap-2">
          <p>
            <Trans>
              Resultado exacto: {exact} pts · Ganador o empate: {outcome} pts · Campeón: {championBonus} pts.
              Los pronósticos se cierran al empezar cada partido.
            </Trans>
          </p>
          {game.rules ? <p className="whitespace-pre-line">{game.rules}</p> : null}
          {game.prize ? (
            <p>
              <span className="text-muted-foreground">
                <Trans>Premio:</Trans>
              </span>{' '}
              {game.prize}
            </p>
          ) : null}
        </div>
      </details>
      <div role="tablist" aria-label={t`Secciones del juego`} className="flex gap-1 border-b">
        {tabs.map((x) => (
          <button
            key={x.id}
            type="button"
            role="tab"
            aria-selected={tab === x.id}
            className={cn(
              'min-h-11 border-b-2 px-3 font-medium text-sm outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
              tab === x.id ? 'border-primary' : 'border-transparent text-muted-foreground',
            )}
            onClick={() => onSearch({ tab: x.id })}
          >
            {x.label}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {tab === 'predictions' ? (
          <PredictionsTab card={card.data} onRound={(round) => onSearch({ ...search, round })} />
        ) : tab === 'table' ? (
          <LeaderboardTab
            gameId={gameId}
            rounds={card.data.rounds}
            leagues={leagues.data ?? []}
            roundId={search.round}
            leagueId={search.league}
            page={search.page ?? 1}
            myId={user?.id ?? null}
            onChange={(next) => onSearch({ tab: 'table', ...next })}
          />
        ) : (
          <LeaguesTab
            gameId={gameId}
            leagues={leagues.data ?? []}
            onShow={(league) => onSearch({ tab: 'table', league })}
          />
        )}
      </div>
    </div>
  );
}
