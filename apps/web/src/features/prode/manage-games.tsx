import type { ProdeGameDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PlusIcon, TrophyIcon } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { GameCard } from './game-card';

const GameFormDialog = lazyDialog(
  () => import('./game-form-dialog').then((m) => m.GameFormDialog),
  () => true,
);

/** 'Gestionar Juego' (the owners' area): the games of El Prode, to create, edit, recompute or delete. */
export function ManageGames() {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const games = useQuery(trpc.prode.games.queryOptions({ managed: true }));
  const remove = useMutation(trpc.prode.deleteGame.mutationOptions());
  const rebuild = useMutation(trpc.prode.rebuild.mutationOptions());
  const [editing, setEditing] = useState<ProdeGameDto | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ProdeGameDto | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.prode.pathFilter());
  return (
    <section className="mx-auto grid w-full max-w-4xl gap-4 px-4 py-6" aria-labelledby="manage-games">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h1 id="manage-games" className="font-bold text-2xl">
          <Trans>Gestionar Juego</Trans>
        </h1>
        <Button onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden />
          <Trans>Nuevo juego</Trans>
        </Button>
      </div>
      {games.isPending ? (
        <Skeleton className="h-48 rounded-xl" />
      ) : games.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los juegos.</Trans>}
          onRetry={() => void games.refetch()}
          retrying={games.isFetching}
        />
      ) : games.data.length === 0 ? (
        <EmptyState
          icon={TrophyIcon}
          title={<Trans>Todavía no hay juegos de Prode.</Trans>}
          description={<Trans>Crea uno sobre los torneos públicos y la gente empieza a pronosticar.</Trans>}
        />
      ) : (
        <div className="grid gap-3 sm:grid-cols-2">
          {games.data.map((g) => (
            <GameCard
              key={g.id}
              game={g}
              actions={
                <>
                  <Button size="sm" variant="outline" onClick={() => setEditing(g)}>
                    <Trans>Editar</Trans>
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={rebuild.isPending}
                    onClick={() =>
                      void rebuild
                        .mutateAsync({ gameId: g.id })
                        .then(() => {
                          toast.success(t`Puntos recalculados.`);
                          return refresh();
                        })
                        .catch((err) => toast.error(errorMessage(i18n, err)))
                    }
                  >
                    <Trans>Recalcular puntos</Trans>
                  </Button>
                  <Button size="sm" variant="destructive" onClick={() => setDeleting(g)}>
                    <Trans>Eliminar</Trans>
                  </Button>
                </>
              }
            />
          ))}
        </div>
      )}
      {editing ? (
        <GameFormDialog
          game={editing === 'new' ? null : editing}
          siteOwner
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title={<Trans>¿Eliminar el juego?</Trans>}
        description={<Trans>Se borran sus pronósticos, su tabla y sus ligas.</Trans>}
        confirmLabel={<Trans>Eliminar</Trans>}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ gameId: deleting.id });
          setDeleting(null);
          await refresh();
        }}
        describeError={(err) => errorMessage(i18n, err)}
        closeLabel={t`Cerrar`}
      />
    </section>
  );
}
