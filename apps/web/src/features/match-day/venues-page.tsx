import type { VenueDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, MapPinIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { PlaceMap } from '@/components/place-map';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';

const VenueDialog = lazyDialog(
  () => import('./venue-dialog').then((m) => m.VenueDialog),
  () => true,
);

/** /tournament-creator/venues (docs/decisions/014): the creator's venues and pitches, used by all their tournaments. */
export function VenuesPage({ tournamentId }: { tournamentId?: string | undefined }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const queryClient = useQueryClient();
  const venues = useQuery(trpc.matchDay.venues.queryOptions());
  const remove = useMutation(trpc.matchDay.deleteVenue.mutationOptions());
  const [editing, setEditing] = useState<VenueDto | 'new' | null>(null);
  const refresh = () => queryClient.invalidateQueries(trpc.matchDay.venues.queryFilter());
  const onRemove = async (venue: VenueDto) => {
    if (!window.confirm(t`¿Eliminar la sede ${{ name: venue.name }}? Sus partidos quedan sin cancha.`))
      return;
    try {
      await remove.mutateAsync({ venueId: venue.id });
      toast.success(t`Sede eliminada.`);
      void refresh();
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };
  return (
    <div className="grid gap-6">
      <PageTitle
        title={t`Sedes y canchas`}
        description={<Trans>Carga una vez tus sedes con sus canchas y úsalas en todos tus torneos.</Trans>}
        actions={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            {/* Back where the organiser came from: the tournament's programming, else their tournaments. */}
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              {tournamentId ? (
                <Link to="/tournament-creator/match-day" search={{ tournamentId }}>
                  <ArrowLeftIcon aria-hidden />
                  <Trans>Volver a la programación</Trans>
                </Link>
              ) : (
                <Link to="/tournament-creator">
                  <ArrowLeftIcon aria-hidden />
                  <Trans>Volver a mis torneos</Trans>
                </Link>
              )}
            </Button>
            <Button onClick={() => setEditing('new')} className="flex-1 sm:flex-none">
              <PlusIcon aria-hidden />
              <Trans>Nueva sede</Trans>
            </Button>
          </div>
        }
      />
      {venues.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : venues.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar las sedes.</Trans>}
          onRetry={() => void venues.refetch()}
          retrying={venues.isFetching}
        />
      ) : venues.data.length === 0 ? (
        <EmptyState icon={MapPinIcon} title={<Trans>Todavía no tienes sedes.</Trans>} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {venues.data.map((venue) => (
            <li
              key={venue.id}
              className="grid gap-2 rounded-xl border bg-card p-4 shadow-xs"
              data-testid="venue"
            >
              <div className="flex items-start gap-2">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-semibold">{venue.name}</p>
                  <p className="truncate text-muted-foreground text-sm">{venue.address}</p>
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={t`Editar ${{ name: venue.name }}`}
                  onClick={() => setEditing(venue)}
                >
                  <PencilIcon aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  aria-label={t`Eliminar ${{ name: venue.name }}`}
                  onClick={() => void onRemove(venue)}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              </div>
              {venue.lat !== null && venue.lng !== null ? (
                <PlaceMap lat={venue.lat} lng={venue.lng} label={venue.address} className="h-36" />
              ) : null}
              <ul className="flex flex-wrap gap-2">
                {venue.pitches.map((p) => (
                  <li key={p.id} className="rounded-full border px-3 py-1 text-sm">
                    {p.name}
                    {p.bookings.length > 0 ? (
                      <span className="text-muted-foreground">
                        {' '}
                        · <Plural value={p.bookings.length} one="# turno" other="# turnos" />
                      </span>
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {editing ? (
        <VenueDialog
          key={editing === 'new' ? 'new' : editing.id}
          venue={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => void refresh()}
        />
      ) : null}
    </div>
  );
}
