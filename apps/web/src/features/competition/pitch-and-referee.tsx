import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { ChoiceField, SwitchField } from '@/components/form-fields';
import { LoadError } from '@/components/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import type { ScheduleForm } from './match-forms';

// The match form's pitch and referee on a tournament with pitches (docs/decisions/024), loaded with Radix's select
// when the form first shows it (match-schedule.tsx).

const NONE = 'NONE';

/** The tournament's own pitches and referees to choose from, and whether a re-plan may move the match. */
export function PitchAndReferee({
  tournamentId,
  pitchIds,
  form,
  onChange,
}: {
  tournamentId: string;
  pitchIds: string[];
  form: ScheduleForm;
  onChange: (patch: Partial<ScheduleForm>) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const venues = useQuery(trpc.matchDay.venues.queryOptions());
  const referees = useQuery(trpc.matchDay.referees.queryOptions({ tournamentId }));
  if (venues.isPending || referees.isPending) return <Skeleton className="h-32 rounded-lg" />;
  if (venues.isError || referees.isError) {
    return (
      <LoadError
        message={<Trans>No se pudieron cargar las canchas y los árbitros del torneo.</Trans>}
        onRetry={() => void Promise.all([venues.refetch(), referees.refetch()])}
        retrying={venues.isFetching || referees.isFetching}
      />
    );
  }
  const pitches = venues.data.flatMap((v) =>
    v.pitches
      .filter((p) => pitchIds.includes(p.id))
      .map((p) => ({ value: p.id, label: `${v.name} · ${p.name}` })),
  );
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <ChoiceField
          id={`${id}-pitch`}
          label={<Trans>Cancha</Trans>}
          placeholder={t`Elige una cancha`}
          value={form.pitchId || NONE}
          onChange={(value) => onChange({ pitchId: value === NONE ? '' : value })}
          options={[{ value: NONE, label: t`Sin cancha` }, ...pitches]}
        />
        <ChoiceField
          id={`${id}-referee`}
          label={<Trans>Árbitro</Trans>}
          placeholder={t`Elige un árbitro`}
          value={form.refereeId || NONE}
          onChange={(value) => onChange({ refereeId: value === NONE ? '' : value })}
          options={[
            { value: NONE, label: t`Sin árbitro` },
            ...referees.data.map((r) => ({ value: r.id, label: r.name })),
          ]}
        />
      </div>
      <SwitchField
        id={`${id}-locked`}
        checked={form.locked}
        onCheckedChange={(locked) => onChange({ locked })}
        label={<Trans>Horario fijo</Trans>}
        hint={<Trans>Re-programar lo no jugado no mueve este partido.</Trans>}
      />
    </>
  );
}
