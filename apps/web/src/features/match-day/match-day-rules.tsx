import {
  type MatchWindowValue,
  type TournamentDto,
  type VenueDto,
  WEEKDAYS,
  type Weekday,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PlusIcon, SaveIcon, Trash2Icon } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { ChoiceField } from '@/components/form-fields';
import { SectionHeading } from '@/components/section-heading';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { SELECT_TRIGGER_CLASS } from '@/components/ui/select-trigger';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DateListField } from './date-list-field';

// Where and when a tournament's matches may be played (docs/decisions/014): its pitches, the hours of each playing
// day, the pitch's changeover, a team's rest and daily maximum, and the holidays. Saved as part of the tournament.

/** A window row with a key of its own, so removing one never hands its neighbour's field state over. */
type WindowRow = MatchWindowValue & { key: string };

interface RulesForm {
  pitchIds: string[];
  windows: WindowRow[];
  breakMinutes: string;
  minRestMinutes: string;
  maxMatchesPerTeamPerDay: string;
  holidays: string[];
  timeZone: string;
}

// The zones Cancha's clubs play in; the tournament's own stays listed if it is another one.
const TIME_ZONES = [
  'America/Argentina/Buenos_Aires',
  'America/Montevideo',
  'America/Santiago',
  'America/Asuncion',
  'America/La_Paz',
  'America/Lima',
  'America/Bogota',
  'America/Guayaquil',
  'America/Caracas',
  'America/Panama',
  'America/Costa_Rica',
  'America/Guatemala',
  'America/Mexico_City',
  'America/Santo_Domingo',
  'America/Sao_Paulo',
  'America/Manaus',
  'Europe/Madrid',
];

const formOf = (t: TournamentDto): RulesForm => ({
  pitchIds: t.pitchIds,
  windows: t.matchWindows.map((w) => ({ ...w, key: crypto.randomUUID() })),
  breakMinutes: String(t.breakMinutes),
  minRestMinutes: String(t.minRestMinutes),
  maxMatchesPerTeamPerDay: String(t.maxMatchesPerTeamPerDay),
  holidays: t.holidays,
  timeZone: t.timeZone ?? '',
});

const whole = (value: string, min: number, max: number) => {
  const n = Number(value);
  return value.trim() !== '' && Number.isInteger(n) && n >= min && n <= max ? n : null;
};

export function MatchDayRules({ tournament, venues }: { tournament: TournamentDto; venues: VenueDto[] }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.tournaments.update.mutationOptions());
  const [form, setForm] = useState<RulesForm>(() => formOf(tournament));
  const set = (patch: Partial<RulesForm>) => setForm((f) => ({ ...f, ...patch }));
  const breakMinutes = whole(form.breakMinutes, 0, 240);
  const minRest = whole(form.minRestMinutes, 0, 10_080);
  const maxPerDay = whole(form.maxMatchesPerTeamPerDay, 1, 10);
  const badWindow = form.windows.some((w) => !(w.from < w.to));
  const valid = breakMinutes !== null && minRest !== null && maxPerDay !== null && !badWindow;
  const playing = tournament.playingDays.length > 0 ? tournament.playingDays : [...WEEKDAYS];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!valid || save.isPending) return;
    try {
      await save.mutateAsync({
        tournamentId: tournament.id,
        pitchIds: form.pitchIds,
        matchWindows: form.windows.map(({ key: _, ...w }) => w),
        breakMinutes: breakMinutes as number,
        minRestMinutes: minRest as number,
        maxMatchesPerTeamPerDay: maxPerDay as number,
        holidays: form.holidays,
        timeZone: form.timeZone || null,
      });
      toast.success(t`Canchas y horarios guardados.`);
      void queryClient.invalidateQueries(trpc.tournaments.byId.queryFilter({ tournamentId: tournament.id }));
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    }
  };

  const togglePitch = (pitchId: string, on: boolean) =>
    set({ pitchIds: on ? [...form.pitchIds, pitchId] : form.pitchIds.filter((p) => p !== pitchId) });
  const setWindow = (i: number, patch: Partial<MatchWindowValue>) =>
    set({ windows: form.windows.map((w, j) => (j === i ? { ...w, ...patch } : w)) });

  return (
    <form
      noValidate
      onSubmit={(e) => void submit(e)}
      className="grid gap-6"
      aria-label={t`Canchas y horarios`}
    >
      <section className="grid gap-3" aria-labelledby={`${id}-pitches`}>
        <SectionHeading
          id={`${id}-pitches`}
          aside={
            <Button asChild variant="link" size="sm">
              <Link to="/tournament-creator/venues" search={{ tournamentId: tournament.id }}>
                <Trans>Administrar sedes</Trans>
              </Link>
            </Button>
          }
        >
          <Trans>Canchas</Trans>
        </SectionHeading>
        {venues.length === 0 ? (
          <p className="rounded-xl border border-dashed p-4 text-muted-foreground text-sm">
            <Trans>
              Todavía no cargaste sedes. Crea una sede con sus canchas para programar los partidos.
            </Trans>
          </p>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            {venues.map((venue) => (
              <fieldset key={venue.id} className="grid gap-2 rounded-xl border bg-card p-3 shadow-xs">
                <legend className="px-1 font-semibold text-sm">{venue.name}</legend>
                {venue.pitches.map((pitch) => (
                  <label key={pitch.id} className="flex min-h-11 items-center gap-3 text-sm">
                    <input
                      type="checkbox"
                      className="size-5 accent-primary"
                      checked={form.pitchIds.includes(pitch.id)}
                      onChange={(e) => togglePitch(pitch.id, e.target.checked)}
                    />
                    {pitch.name}
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
        )}
      </section>

      <section className="grid gap-3" aria-labelledby={`${id}-windows`}>
        <SectionHeading id={`${id}-windows`}>
          <Trans>Horarios de juego</Trans>
        </SectionHeading>
        <p className="text-muted-foreground text-sm">
          {form.windows.length === 0 ? (
            <Trans>Sin horarios propios, cada día de juego va de 09:00 a 22:00.</Trans>
          ) : (
            <Trans>Los partidos empiezan y terminan dentro de estos horarios.</Trans>
          )}
        </p>
        <ul className="grid gap-2">
          {form.windows.map((w, i) => (
            <li key={w.key} className="grid grid-cols-[1fr_auto_auto_auto] items-end gap-2">
              <ChoiceField
                id={`${id}-day-${i}`}
                label={<Trans>Día</Trans>}
                placeholder={t`Día`}
                value={w.day}
                onChange={(day) => setWindow(i, { day: day as Weekday })}
                options={playing.map((d) => ({ value: d, label: i18n._(WEEKDAY_LABELS[d]) }))}
              />
              <Field id={`${id}-from-${i}`} label={<Trans>Desde</Trans>}>
                <Input
                  id={`${id}-from-${i}`}
                  type="time"
                  step={300}
                  value={w.from}
                  onChange={(e) => setWindow(i, { from: e.target.value })}
                />
              </Field>
              <Field
                id={`${id}-to-${i}`}
                label={<Trans>Hasta</Trans>}
                error={w.from < w.to ? null : t`Después del inicio`}
              >
                <Input
                  id={`${id}-to-${i}`}
                  type="time"
                  step={300}
                  value={w.to}
                  onChange={(e) => setWindow(i, { to: e.target.value })}
                />
              </Field>
              <Button
                type="button"
                variant="ghost"
                size="icon"
                aria-label={t`Quitar horario`}
                onClick={() => set({ windows: form.windows.filter((_, j) => j !== i) })}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          className="justify-self-start"
          onClick={() =>
            set({
              windows: [
                ...form.windows,
                { key: crypto.randomUUID(), day: playing[0] as Weekday, from: '09:00', to: '13:00' },
              ],
            })
          }
        >
          <PlusIcon aria-hidden />
          <Trans>Agregar horario</Trans>
        </Button>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            id={`${id}-break`}
            label={<Trans>Pausa entre partidos (min)</Trans>}
            error={breakMinutes === null ? t`De 0 a 240 minutos.` : null}
          >
            <Input
              id={`${id}-break`}
              type="number"
              inputMode="numeric"
              min={0}
              max={240}
              value={form.breakMinutes}
              onChange={(e) => set({ breakMinutes: e.target.value })}
            />
          </Field>
          <Field
            id={`${id}-rest`}
            label={<Trans>Descanso mínimo de un equipo (min)</Trans>}
            error={minRest === null ? t`De 0 a 10080 minutos.` : null}
          >
            <Input
              id={`${id}-rest`}
              type="number"
              inputMode="numeric"
              min={0}
              value={form.minRestMinutes}
              onChange={(e) => set({ minRestMinutes: e.target.value })}
            />
          </Field>
          <Field
            id={`${id}-max`}
            label={<Trans>Partidos por equipo y día</Trans>}
            error={maxPerDay === null ? t`De 1 a 10.` : null}
          >
            <Input
              id={`${id}-max`}
              type="number"
              inputMode="numeric"
              min={1}
              max={10}
              value={form.maxMatchesPerTeamPerDay}
              onChange={(e) => set({ maxMatchesPerTeamPerDay: e.target.value })}
            />
          </Field>
        </div>
        <DateListField
          id={`${id}-holiday`}
          label={<Trans>Feriados (no se juega)</Trans>}
          dates={form.holidays}
          onChange={(holidays) => set({ holidays })}
        />
        <Field
          id={`${id}-zone`}
          label={<Trans>Zona horaria de los partidos</Trans>}
          hint={<Trans>El Prode cierra los pronósticos a la hora del partido en esta zona.</Trans>}
        >
          <select
            id={`${id}-zone`}
            className={SELECT_TRIGGER_CLASS}
            value={form.timeZone}
            onChange={(e) => set({ timeZone: e.target.value })}
          >
            <option value="">{t`La del sitio`}</option>
            {[...new Set([...TIME_ZONES, ...(form.timeZone ? [form.timeZone] : [])])].map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace('America/', '').replaceAll('_', ' ')}
              </option>
            ))}
          </select>
        </Field>
      </section>
      <Button
        type="submit"
        disabled={!valid || save.isPending}
        className="w-full sm:w-auto sm:justify-self-end"
      >
        {save.isPending ? <Spinner /> : <SaveIcon aria-hidden />}
        <Trans>Guardar canchas y horarios</Trans>
      </Button>
    </form>
  );
}
