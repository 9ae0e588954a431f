import { needsProfileCompletion } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import {
  ClipboardListIcon,
  type LucideIcon,
  MessagesSquareIcon,
  NetworkIcon,
  PlusIcon,
  TrophyIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { CompletionNotice } from '@/features/account/completion-notice';
import { LazyConfirmEmailNotice } from '@/features/account/lazy-confirm-email-notice';
import { useRequiredUser } from '@/features/auth/current-user';
import {
  TOURNAMENT_GRID,
  TournamentCard,
  TournamentCardsSkeleton,
} from '@/features/tournaments/tournament-card';
import { trpc } from '@/lib/trpc';

const TournamentFormDialog = lazyDialog(() =>
  import('@/features/tournaments/tournament-form-dialog').then((m) => m.TournamentFormDialog),
);

/**
 * /tournament-creator (docs/product/tournaments.md#creator-home, #create-and-edit; TOUR-01…06): 'Lista de
 * torneos' with one card per tournament the user created, 'Crear torneo', the completion warning and three
 * notices of what comes next.
 */
export function CreatorHome() {
  const { t } = useLingui();
  const user = useRequiredUser();
  const [creating, setCreating] = useState(false);
  const tournaments = useQuery(trpc.tournaments.mine.queryOptions());
  const createButton = (
    <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
      <PlusIcon aria-hidden />
      <Trans>Crear torneo</Trans>
    </Button>
  );
  return (
    <div className="grid gap-8">
      <PageTitle title={t`Lista de torneos`} actions={createButton} />
      <LazyConfirmEmailNotice user={user} />
      {needsProfileCompletion(user) ? (
        <CompletionNotice to="/tournament-creator/profile">
          <Trans>Por favor, completa tus datos antes de continuar.</Trans>
        </CompletionNotice>
      ) : null}
      <section aria-label={t`Lista de torneos`} className="grid gap-3">
        {tournaments.isPending ? (
          <TournamentCardsSkeleton count={3} />
        ) : tournaments.isError ? (
          <LoadError
            message={<Trans>No se pudieron cargar tus torneos.</Trans>}
            onRetry={() => void tournaments.refetch()}
            retrying={tournaments.isFetching}
          />
        ) : tournaments.data.length === 0 ? (
          <EmptyState
            icon={TrophyIcon}
            title={<Trans>Aún no tienes torneos creados!</Trans>}
            description={<Trans>Crea el primero: los equipos podrán inscribirse desde la app.</Trans>}
            action={
              <Button onClick={() => setCreating(true)}>
                <PlusIcon aria-hidden />
                <Trans>Crear torneo</Trans>
              </Button>
            }
          />
        ) : (
          <ul className={TOURNAMENT_GRID}>
            {tournaments.data.map((tournament) => (
              <li key={tournament.id} className="min-w-0">
                <TournamentCard tournament={tournament} view="creator" />
              </li>
            ))}
          </ul>
        )}
      </section>
      <MvpNotices />
      <TournamentFormDialog mode={{ kind: 'create' }} open={creating} onOpenChange={setCreating} />
    </div>
  );
}

/** docs/product/tournaments.md#creator-home — three MVP notices: what the creator area does next. */
function MvpNotices() {
  const { t } = useLingui();
  const notices: { icon: LucideIcon; title: React.ReactNode; body: React.ReactNode }[] = [
    {
      icon: ClipboardListIcon,
      title: <Trans>Inscripciones</Trans>,
      body: (
        <Trans>
          Comparte el enlace de tu torneo o invita capitanes por email, y aprueba o rechaza cada solicitud.
        </Trans>
      ),
    },
    {
      icon: NetworkIcon,
      title: <Trans>Fixture y resultados</Trans>,
      body: (
        <Trans>
          Crea las rondas o el fixture de la liga, carga resultados y eventos: la tabla y el campeón se
          actualizan solos.
        </Trans>
      ),
    },
    {
      icon: MessagesSquareIcon,
      title: <Trans>Chat del torneo</Trans>,
      body: <Trans>Habla con los capitanes de los equipos desde el ícono Chat de cada torneo.</Trans>,
    },
  ];
  return (
    <section aria-label={t`Novedades`} className="grid gap-3 sm:grid-cols-3" data-testid="mvp-notices">
      {notices.map(({ icon: Icon, title, body }, i) => (
        <article
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list.
          key={i}
          className="flex min-w-0 gap-3 rounded-xl border border-info/40 bg-info/10 p-4"
        >
          <Icon className="mt-0.5 size-5 shrink-0 text-info" aria-hidden />
          <div className="grid min-w-0 gap-1">
            <h2 className="font-semibold text-sm">{title}</h2>
            <p className="text-muted-foreground text-sm">{body}</p>
          </div>
        </article>
      ))}
    </section>
  );
}
