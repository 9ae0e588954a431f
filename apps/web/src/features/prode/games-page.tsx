import { LAUNCH_AT, type ProdeGameDto } from '@cancha/shared';
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
import { Countdown } from './countdown';
import { GameCard } from './game-card';
import { LeagueJoinPage } from './league-join-page';

const GameFormDialog = lazyDialog(
  () => import('./game-form-dialog').then((m) => m.GameFormDialog),
  () => true,
);

/** The next game to start, for the countdown; none when every game is under way. */
export function nextGame(games: readonly ProdeGameDto[], now = new Date()): ProdeGameDto | null {
  return (
    games
      .filter((g) => g.status === 'UPCOMING' && g.startsAt && new Date(g.startsAt) > now)
      .sort((a, b) => a.startsAt!.localeCompare(b.startsAt!))[0] ?? null
  );
}

/**
 * /prode: the games of El Prode, the countdown to the next one, and making one for who may; with `join`, a private
 * league's invitation first.
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
  const next = games.data ? nextGame(games.data) : null;
  const nextName = next?.name;
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
                <Trans>{nextName} empieza en</Trans>
              </h2>
              <Countdown target={new Date(next.startsAt!)} />
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

/** /countdown: the launch countdown, now to the next game's start; the specification's date when none is coming. */
export function CountdownPage() {
  const { t } = useLingui();
  const games = useQuery(trpc.prode.games.queryOptions({}));
  const next = games.data ? nextGame(games.data) : null;
  const target = new Date(next?.startsAt ?? LAUNCH_AT);
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6 px-4 py-10 text-center">
      <PageTitle title={next ? next.name : t`Lanzamiento de Cancha`} className="justify-center" />
      <p className="text-muted-foreground">
        {next ? <Trans>El juego empieza en</Trans> : <Trans>Faltan</Trans>}
      </p>
      {games.isPending ? <Skeleton className="h-24 rounded-xl" /> : <Countdown target={target} />}
      {next ? (
        <Button asChild className="justify-self-center">
          <Link to="/prode/$gameId" params={{ gameId: next.id }}>
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
