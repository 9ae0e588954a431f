import type { ProdeGameDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { PlusIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/current-user';
import { trpc } from '@/lib/trpc';
import { DeadlineCountdown } from './countdown';
import { GameCard } from './game-card';
import { LeagueJoinPage } from './league-join-page';

const GameFormDialog = lazyDialog(
  () => import('./game-form-dialog').then((m) => m.GameFormDialog),
  () => true,
);

/** The game whose predictions close next, and when: the countdown's target; null when no deadline is left. */
export function soonestDeadline(
  games: readonly ProdeGameDto[],
  now = new Date(),
): { game: ProdeGameDto; at: string } | null {
  const coming = games
    .filter((g) => g.nextDeadline && new Date(g.nextDeadline) > now)
    .sort((a, b) => a.nextDeadline!.localeCompare(b.nextDeadline!))[0];
  return coming ? { game: coming, at: coming.nextDeadline! } : null;
}

/**
 * /prode: the games of El Prode, the countdown to their next deadline, and making one for who may; with `join`, a
 * private league's invitation first.
 */
export function GamesPage({ join }: { join?: string }) {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const games = useQuery(trpc.prode.games.queryOptions({}));
  const [creating, setCreating] = useState(false);
  const mayCreate = Boolean(user && (user.isSiteOwner || user.role === 'ADMIN'));
  if (join !== undefined) return <LeagueJoinPage token={join || undefined} />;
  const next = games.data ? soonestDeadline(games.data) : null;
  const nextName = next?.game.name;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-6">
      <PageTitle
        title={t`Prode`}
        description={<Trans>Pronostica los resultados, suma puntos y compite con tus amigos.</Trans>}
        actions={
          mayCreate ? (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden />
              <Trans>Crear juego</Trans>
            </Button>
          ) : null
        }
      />
      {games.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : games.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los juegos.</Trans>}
          onRetry={() => void games.refetch()}
          retrying={games.isFetching}
        />
      ) : (
        <>
          {next ? (
            <section aria-labelledby="prode-next" className="grid gap-3 rounded-xl border bg-primary/5 p-4">
              <h2 id="prode-next" className="font-semibold">
                <Trans>Los próximos pronósticos de {nextName} cierran en</Trans>
              </h2>
              <DeadlineCountdown at={next.at} onEnd={() => void games.refetch()} />
              <Link to="/countdown" className="text-primary text-sm hover:underline">
                <Trans>Ver la cuenta regresiva</Trans>
              </Link>
            </section>
          ) : null}
          {games.data.length === 0 ? (
            <EmptyState icon={TrophyIcon} title={<Trans>Todavía no hay juegos de Prode.</Trans>} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-2">
              {games.data.map((g) => (
                <GameCard
                  key={g.id}
                  game={g}
                  actions={
                    <Button asChild variant={g.joined ? 'outline' : 'default'}>
                      <Link to="/prode/$gameId" params={{ gameId: g.id }}>
                        {g.joined ? <Trans>Ver mis pronósticos</Trans> : <Trans>Jugar</Trans>}
                      </Link>
                    </Button>
                  }
                />
              ))}
            </div>
          )}
        </>
      )}
      {creating ? (
        <GameFormDialog
          game={null}
          siteOwner={Boolean(user?.isSiteOwner)}
          onClose={() => setCreating(false)}
          onSaved={(g) => {
            void queryClient.invalidateQueries(trpc.prode.pathFilter());
            void navigate({ to: '/prode/$gameId', params: { gameId: g.id } });
          }}
        />
      ) : null}
    </div>
  );
}

/** /countdown: the launch countdown, now to El Prode's next deadline; said in words when none is left. */
export function CountdownPage() {
  const { t } = useLingui();
  const games = useQuery(trpc.prode.games.queryOptions({}));
  const next = games.data ? soonestDeadline(games.data) : null;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 text-center">
      <PageTitle title={next ? next.game.name : t`Prode`} className="justify-center" />
      {games.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : games.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los juegos.</Trans>}
          onRetry={() => void games.refetch()}
          retrying={games.isFetching}
        />
      ) : (
        <>
          {next ? (
            <p className="text-muted-foreground">
              <Trans>Los próximos pronósticos cierran en</Trans>
            </p>
          ) : null}
          <DeadlineCountdown at={next?.at ?? null} onEnd={() => void games.refetch()} />
        </>
      )}
      {next ? (
        <Button asChild className="justify-self-center">
          <Link to="/prode/$gameId" params={{ gameId: next.game.id }}>
            <Trans>Pronosticar ahora</Trans>
          </Link>
        </Button>
      ) : (
        <Button asChild variant="outline" className="justify-self-center">
          <Link to="/prode">
            <Trans>Ver el Prode</Trans>
          </Link>
        </Button>
      )}
    </div>
  );
}
