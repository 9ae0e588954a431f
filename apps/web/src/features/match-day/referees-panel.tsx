import type { RefereeDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { PencilIcon, PlusIcon, Trash2Icon, UserIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const RefereeDialog = lazyDialog(
  () => import('./referee-dialog').then((m) => m.RefereeDialog),
  () => true,
);

// A tournament's referees (docs/decisions/014): who they are, the days they cannot come, their fee per match, and
// what is owed to each for the matches played.

export function RefereesPanel({ tournamentId }: { tournamentId: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const referees = useQuery(trpc.matchDay.referees.queryOptions({ tournamentId }));
  const remove = useMutation(trpc.matchDay.deleteReferee.mutationOptions());
  const [editing, setEditing] = useState<RefereeDto | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.matchDay.referees.queryFilter({ tournamentId }));
  const money = (r: RefereeDto) => i18n.number(r.owed, { style: 'currency', currency: r.currency });
  const onRemove = async (r: RefereeDto) => {
    try {
      await remove.mutateAsync({ refereeId: r.id });
      toast.success(t`${{ name: r.name }} ya no está en la lista de árbitros.`);
      void refresh();
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="referees">
      <SectionHeading
        id={headingId}
        aside={
          <Button variant="outline" size="sm" onClick={() => setEditing('new')}>
            <PlusIcon aria-hidden />
            <Trans>Agregar árbitro</Trans>
          </Button>
        }
      >
        <Trans>Árbitros</Trans>
      </SectionHeading>
      {referees.isPending ? (
        <Skeleton className="h-24 rounded-xl" />
      ) : referees.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los árbitros.</Trans>}
          onRetry={() => void referees.refetch()}
          retrying={referees.isFetching}
        />
      ) : referees.data.length === 0 ? (
        <p className="rounded-xl border border-dashed p-4 text-muted-foreground text-sm">
          <Trans>Sin árbitros, los partidos se programan sin árbitro asignado.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {referees.data.map((r) => (
            <li key={r.id} className="flex items-center gap-3 rounded-xl border bg-card p-3 shadow-xs">
              <UserIcon className="size-5 shrink-0 text-muted-foreground" aria-hidden />
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium">{r.name}</p>
                <p className="text-muted-foreground text-xs">
                  {t`${{ assigned: r.assigned }} asignados · ${{ played: r.played }} jugados · se le debe ${{ owed: money(r) }}`}
                </p>
              </div>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t`Editar ${{ name: r.name }}`}
                onClick={() => setEditing(r)}
              >
                <PencilIcon aria-hidden />
              </Button>
              <Button
                variant="ghost"
                size="icon"
                className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                aria-label={t`Quitar a ${{ name: r.name }}`}
                onClick={() => void onRemove(r)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <RefereeDialog
          key={editing === 'new' ? 'new' : editing.id}
          tournamentId={tournamentId}
          referee={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </section>
  );
}
