import { type FreeSlotDto, formatDateDmy, type MatchDetailDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarClockIcon, MapPinIcon, UserIcon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { LoadError } from '@/components/load-error';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { conflictLines, conflictsOf } from './match-day-labels';

// Moving a match at the pitch with one hand: the legal slots nearest to its current one, one tap each
// (docs/decisions/014). The server offers only slots that break no rule, and checks again when one is taken.

export function MatchMove({
  match,
  onMoved,
}: {
  match: MatchDetailDto;
  onMoved: (answer: MatchDetailDto) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className="w-full sm:w-auto"
        data-testid="free-slots-open"
      >
        <CalendarClockIcon aria-hidden />
        <Trans>Ver horarios libres</Trans>
      </Button>
    );
  }
  return <FreeSlots match={match} onMoved={onMoved} />;
}

function FreeSlots({ match, onMoved }: { match: MatchDetailDto; onMoved: (answer: MatchDetailDto) => void }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const slots = useQuery(trpc.matchDay.freeSlots.queryOptions({ matchId: match.id }));
  const move = useMutation(trpc.matches.update.mutationOptions());
  const [error, setError] = useState<string[] | null>(null);
  const take = async (slot: FreeSlotDto) => {
    setError(null);
    try {
      const answer = await move.mutateAsync({
        matchId: match.id,
        date: slot.date,
        time: slot.time,
        pitchId: slot.pitch.id,
        ...(slot.referee ? { refereeId: slot.referee.id } : {}),
      });
      toast.success(t`Partido movido. Los equipos y el árbitro reciben el aviso.`);
      onMoved(answer);
    } catch (err) {
      const lines = conflictLines(i18n, conflictsOf(err));
      setError([errorMessage(i18n, err), ...lines]);
      void slots.refetch();
    }
  };
  if (slots.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (slots.isError) {
    return (
      <LoadError
        message={<Trans>No se pudieron cargar los horarios libres.</Trans>}
        onRetry={() => void slots.refetch()}
        retrying={slots.isFetching}
      />
    );
  }
  return (
    <div className="grid gap-2" data-testid="free-slots">
      <p className="font-medium text-sm">
        <Trans>Horarios libres más cercanos</Trans>
      </p>
      {error ? (
        <AlertBanner variant="error" message={error.join(' ')} duration={0} onClose={() => setError(null)} />
      ) : null}
      {slots.data.length === 0 ? (
        <p className="text-muted-foreground text-sm">
          <Trans>No hay horarios libres en las canchas del torneo antes de su fecha de fin.</Trans>
        </p>
      ) : (
        <ul className="grid gap-2 sm:grid-cols-2">
          {slots.data.map((slot) => (
            <li key={`${slot.date}-${slot.time}-${slot.pitch.id}`}>
              <button
                type="button"
                disabled={move.isPending}
                onClick={() => void take(slot)}
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
      {move.isPending ? <Spinner /> : null}
    </div>
  );
}
