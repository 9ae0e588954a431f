import {
  type FreeSlotDto,
  formatDateDmy,
  type MatchDetailDto,
  playDates,
  type TournamentDto,
  todayIso,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MapPinIcon, UserIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DialogActions } from '@/components/dialog-actions';
import { ChoiceField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { conflictLines, conflictsOf } from './match-day-labels';

// The free slots of a match (docs/decisions/014, 024), loaded with Radix's select and dialog once the organiser
// asks for them (match-move.tsx): nearest first over the play days, or on the day and pitch chosen.

const NEAREST = 'NEAREST';
const ALL = 'ALL';

export function FreeSlots({
  match,
  tournament,
  onMoved,
}: {
  match: MatchDetailDto;
  tournament: TournamentDto | undefined;
  onMoved: (answer: MatchDetailDto) => void;
  /** Closes the list (when its code could not be downloaded). */
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const id = useId();
  const [day, setDay] = useState(NEAREST);
  const [pitch, setPitch] = useState(ALL);
  const slots = useQuery(
    trpc.matchDay.freeSlots.queryOptions({
      matchId: match.id,
      ...(day === NEAREST ? {} : { date: day }),
      ...(pitch === ALL ? {} : { pitchId: pitch }),
    }),
  );
  const venues = useQuery({ ...trpc.matchDay.venues.queryOptions(), enabled: !!tournament });
  const move = useMutation(trpc.matches.update.mutationOptions());
  const [error, setError] = useState<string[] | null>(null);
  const [confirming, setConfirming] = useState<FreeSlotDto | null>(null);
  const take = async (slot: FreeSlotDto) => {
    setError(null);
    try {
      // The slot's referee, or none: the old referee may be busy at the new time.
      const answer = await move.mutateAsync({
        matchId: match.id,
        date: slot.date,
        time: slot.time,
        pitchId: slot.pitch.id,
        refereeId: slot.referee?.id ?? null,
      });
      setConfirming(null);
      toast.success(t`Partido movido. Los equipos y el árbitro reciben el aviso.`);
      onMoved(answer);
    } catch (err) {
      setConfirming(null);
      const lines = conflictLines(i18n, conflictsOf(err));
      setError([errorMessage(i18n, err), ...lines]);
      void slots.refetch();
    }
  };
  const dates = tournament ? playDates(tournament, todayIso()) : [];
  const pitches = (venues.data ?? []).flatMap((v) =>
    v.pitches
      .filter((p) => tournament?.pitchIds.includes(p.id))
      .map((p) => ({ value: p.id, label: `${v.name} · ${p.name}` })),
  );
  return (
    <div className="grid gap-2" data-testid="free-slots">
      <p className="font-medium text-sm">
        {day === NEAREST ? <Trans>Horarios libres más cercanos</Trans> : <Trans>Horarios libres</Trans>}
      </p>
      {dates.length > 0 ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <ChoiceField
            id={`${id}-day`}
            label={<Trans>Día</Trans>}
            placeholder={t`Elige un día`}
            value={day}
            onChange={setDay}
            options={[
              { value: NEAREST, label: t`Los más cercanos` },
              ...dates.map((d) => ({ value: d, label: formatDateDmy(d) ?? d })),
            ]}
          />
          {pitches.length > 1 ? (
            <ChoiceField
              id={`${id}-pitch`}
              label={<Trans>Cancha</Trans>}
              placeholder={t`Elige una cancha`}
              value={pitch}
              onChange={setPitch}
              options={[{ value: ALL, label: t`Todas las canchas` }, ...pitches]}
            />
          ) : null}
        </div>
      ) : null}
      {error ? (
        <AlertBanner variant="error" message={error.join(' ')} duration={0} onClose={() => setError(null)} />
      ) : null}
      {slots.isPending ? (
        <Skeleton className="h-40 rounded-xl" />
      ) : slots.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los horarios libres.</Trans>}
          onRetry={() => void slots.refetch()}
          retrying={slots.isFetching}
        />
      ) : slots.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          {day === NEAREST ? (
            <Trans>No hay horarios libres en las canchas del torneo antes de su fecha de fin.</Trans>
          ) : (
            <Trans>Ese día no hay horarios libres para este partido.</Trans>
          )}
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {slots.data.map((slot) => (
            <li key={`${slot.date}-${slot.time}-${slot.pitch.id}`}>
              <button
                type="button"
                disabled={move.isPending}
                onClick={() => setConfirming(slot)}
                className="grid min-h-14 w-full gap-0.5 rounded-lg border bg-card p-3 text-left outline-none transition-colors hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:opacity-60"
              >
                <span className="font-semibold tabular">
                  {formatDateDmy(slot.date)} · {slot.time}
                </span>
                <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                  <MapPinIcon className="size-3.5" aria-hidden />
                  {slot.pitch.venueName} · {slot.pitch.name}
                </span>
                {slot.referee ? (
                  <span className="flex items-center gap-1.5 text-muted-foreground text-sm">
                    <UserIcon className="size-3.5" aria-hidden />
                    {slot.referee.name}
                  </span>
                ) : null}
              </button>
            </li>
          ))}
        </ul>
      )}
      {confirming ? (
        <Dialog open onOpenChange={(open) => (open ? undefined : setConfirming(null))}>
          <DialogContent closeLabel={t`Cerrar`}>
            <DialogHeader>
              <DialogTitle>
                <Trans>¿Mover el partido?</Trans>
              </DialogTitle>
              <DialogDescription>
                {t`${match.teamOne.name} - ${match.teamTwo?.name ?? ''} pasa al ${formatDateDmy(confirming.date)} a las ${confirming.time} en ${confirming.pitch.venueName} · ${confirming.pitch.name}.`}{' '}
                {confirming.referee
                  ? t`Árbitro: ${confirming.referee.name}.`
                  : t`Sin árbitro: nadie del torneo está libre a esa hora.`}
              </DialogDescription>
            </DialogHeader>
            <DialogActions pending={move.isPending} onClick={() => void take(confirming)}>
              <Trans>Mover partido</Trans>
            </DialogActions>
          </DialogContent>
        </Dialog>
      ) : null}
    </div>
  );
}
