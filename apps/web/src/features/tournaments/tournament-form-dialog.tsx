import {
  CURRENCIES,
  type Currency,
  hasKnockout,
  type LatLng,
  LOCATION_MAX,
  LONG_TEXT_MAX,
  MATCH_DURATIONS,
  TEAM_SIZES,
  TOURNAMENT_CATEGORIES,
  TOURNAMENT_GENDERS,
  TOURNAMENT_NAME_MAX,
  TOURNAMENT_STATUSES,
  type TournamentDto,
  type TournamentType,
  todayIso,
  VISIBILITIES,
  WEEKDAYS,
} from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type * as React from 'react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { DateInput } from '@/components/date-input';
import { ChoiceField, FormSection, SwitchField } from '@/components/form-fields';
import { PlaceInput } from '@/components/place-input';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { DisciplineFields, GroupStageFields, KnockoutFields, WalkoverFields } from './format-fields';
import { useTournamentCache } from './tournament-cache';
import {
  CREATE_REQUIRED,
  canSubmitTournament,
  closesRegistrationsNow,
  DATE_FIELDS,
  EDIT_REQUIRED,
  EMPTY_TOURNAMENT,
  type FormProblem,
  formProblems,
  isEmptyUpdate,
  type MoneyValues,
  missingFields,
  parseAmount,
  sanitizeAmount,
  serverFieldErrors,
  TOTAL_PLAYERS_OPTIONS,
  type TournamentField,
  type TournamentFormValues,
  toCreateInput,
  toggleWeekday,
  totalTeamsOptions,
  toUpdateInput,
  valuesOfTournament,
  withType,
} from './tournament-form';
import {
  CURRENCY_LABELS,
  footballTypeLabel,
  formatFee,
  matchDurationLabel,
  SELECTABLE_TOURNAMENT_TYPES,
  TOURNAMENT_CATEGORY_LABELS,
  TOURNAMENT_GENDER_LABELS,
  TOURNAMENT_STATUS_LABELS,
  TOURNAMENT_TYPE_LABELS,
  VISIBILITY_LABELS,
} from './tournament-labels';

type Mode = { kind: 'create' } | { kind: 'edit'; tournament: TournamentDto };

/**
 * 'Crear torneo' and the tournament edit form (docs/product/tournaments.md#create-and-edit, #tournament-data,
 * #calls; TOUR-06…24): every field of the tournament. Create needs fourteen fields filled in, the edit nine;
 * dates are typed dd/mm/aaaa.
 */
export function TournamentFormDialog({
  mode,
  open,
  onOpenChange,
}: {
  mode: Mode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`} className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>
            {mode.kind === 'create' ? <Trans>Crear torneo</Trans> : <Trans>Editar torneo</Trans>}
          </DialogTitle>
          <DialogDescription>
            {mode.kind === 'create' ? (
              <Trans>Los campos marcados con * son obligatorios. Podrás editarlos más adelante.</Trans>
            ) : (
              <Trans>Cambia los datos del torneo. Puedes elegir cualquier estado.</Trans>
            )}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the stored data. */}
        {open ? <TournamentForm mode={mode} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function useProblemText() {
  const { t } = useLingui();
  return (problem: FormProblem | string, registered: number): string => {
    switch (problem) {
      case 'DATE_INVALID':
        return t`Fecha no válida`;
      case 'DEADLINE_AFTER_START':
        return t`El cierre de inscripción no puede ser posterior al inicio del torneo.`;
      case 'END_BEFORE_START':
        return t`La fecha de fin no puede ser anterior a la de inicio.`;
      case 'KNOCKOUT_TEAMS':
        return t`En eliminación directa la cantidad de equipos es par, de 8 a 64.`;
      case 'AMOUNT_INVALID':
        return t`Ingresa un monto de 0 o más.`;
      case 'NAME_SHORT':
        return t`El nombre debe tener al menos 2 caracteres.`;
      case 'LOCATION_SHORT':
        return t`La ubicación debe tener al menos 2 caracteres.`;
      case 'TEAMS_BELOW_REGISTERED':
        return t`Ya hay ${registered} equipos inscriptos: la cantidad no puede ser menor.`;
      case 'GROUPS_TOO_SMALL':
        return t`Con esa cantidad de equipos cada grupo tendría menos de 3: elige menos grupos o más equipos.`;
      case 'ADVANCE_NOT_BELOW_GROUP_SIZE':
        return t`Deben clasificar menos equipos por grupo que los que juegan en cada uno.`;
      case 'BEST_THIRDS_ABOVE_GROUPS':
        return t`No puede haber más mejores terceros que grupos.`;
      case 'TOO_FEW_QUALIFIERS':
        return t`Deben clasificar al menos 2 equipos a las eliminatorias.`;
      default:
        return t`Revisa este campo.`;
    }
  };
}

// Problems that only make sense once the user is done with the field (a half-typed date is not yet wrong).
const WAIT_FOR_BLUR = new Set<FormProblem>([
  'DATE_INVALID',
  'NAME_SHORT',
  'LOCATION_SHORT',
  'AMOUNT_INVALID',
]);

function TournamentForm({ mode, onDone }: { mode: Mode; onDone: () => void }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const navigate = useNavigate();
  const problemText = useProblemText();
  const create = useMutation(trpc.tournaments.create.mutationOptions());
  const update = useMutation(trpc.tournaments.update.mutationOptions());
  const editing = mode.kind === 'edit' ? mode.tournament : null;
  const [initial] = useState<TournamentFormValues>(() =>
    editing ? valuesOfTournament(editing) : EMPTY_TOURNAMENT,
  );
  const [values, setValues] = useState<TournamentFormValues>(initial);
  // Coordinates of a picked suggestion; a place typed by hand is geocoded by the server.
  const [point, setPoint] = useState<LatLng | null>(null);
  const [touched, setTouched] = useState<ReadonlySet<TournamentField>>(new Set());
  const [serverErrors, setServerErrors] = useState<Partial<Record<TournamentField, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const [confirmClosing, setConfirmClosing] = useState(false);
  const closingRef = useRef<HTMLDivElement>(null);
  // The question appears where the answer is given, wherever the form was scrolled to.
  useEffect(() => {
    if (!confirmClosing) return;
    closingRef.current?.scrollIntoView({ block: 'center' });
    closingRef.current?.querySelector<HTMLButtonElement>('button:last-of-type')?.focus();
  }, [confirmClosing]);

  const registered = editing?.registeredTeamsCount ?? 0;
  const required = editing ? EDIT_REQUIRED : CREATE_REQUIRED;
  const opts = editing ? { registeredTeams: registered } : {};
  const problems = formProblems(values, opts);
  const ready = canSubmitTournament(values, required, opts);
  const missing = missingFields(values, required).length;
  const pending = create.isPending || update.isPending;

  const set = <K extends TournamentField>(key: K, value: TournamentFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setServerErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };
  const touch = (key: TournamentField) => setTouched((s) => (s.has(key) ? s : new Set(s).add(key)));

  const errorOf = (key: TournamentField): string | undefined => {
    const server = serverErrors[key];
    if (server) return problemText(server, registered);
    const problem = problems[key];
    if (!problem) return undefined;
    const isDate = (DATE_FIELDS as readonly string[]).includes(key);
    const complete = isDate && values[key as (typeof DATE_FIELDS)[number]].length >= 10;
    if (WAIT_FOR_BLUR.has(problem) && !touched.has(key) && !complete) return undefined;
    return problemText(problem, registered);
  };

  const save = async (event: FormEvent<HTMLFormElement> | null, closingConfirmed = false) => {
    event?.preventDefault();
    if (pending) return;
    if (!ready) {
      setTouched(new Set(Object.keys(values) as TournamentField[]));
      return;
    }
    setAlert(null);
    // Moving the deadline into the past closes registrations, and may draw the fixture by itself: ask first.
    if (editing && !closingConfirmed && closesRegistrationsNow(initial, values, todayIso())) {
      setConfirmClosing(true);
      return;
    }
    setConfirmClosing(false);
    try {
      if (!editing) {
        const created = await create.mutateAsync(toCreateInput(values, point));
        cache.store(created);
        void cache.refresh();
        toast.success(t`Torneo creado con éxito.`);
        onDone();
        await navigate({ to: '/tournament-creator/tournament', search: { tournamentId: created.id } });
        return;
      }
      const input = toUpdateInput(editing.id, initial, values, point);
      if (isEmptyUpdate(input)) {
        toast.info(t`No hay cambios para guardar.`);
        onDone();
        return;
      }
      const saved = await update.mutateAsync(input);
      cache.store(saved);
      void cache.refresh();
      toast.success(t`Torneo actualizado.`);
      onDone();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (Object.keys(fields).length > 0) {
        setServerErrors(fields);
        setAlert(t`Revisa los campos marcados.`);
      } else {
        setAlert(errorMessage(i18n, error));
      }
    }
  };

  const f = (name: string) => `${id}-${name}`;
  const isRequired = (key: TournamentField) => required.includes(key);
  const label = (key: TournamentField, text: React.ReactNode) => (
    <>
      {text}
      {isRequired(key) ? (
        <span aria-hidden className="text-destructive">
          *
        </span>
      ) : null}
    </>
  );
  const textProps = (key: TournamentField) => {
    const error = errorOf(key);
    return {
      id: f(key),
      name: key,
      required: isRequired(key),
      onBlur: () => touch(key),
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(f(key), { error: !!error }),
    } as const;
  };
  const teamOptions = totalTeamsOptions(values.type);

  return (
    <form noValidate onSubmit={(e) => void save(e)} className="grid gap-6" aria-busy={pending}>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}

      <FormSection title={<Trans>Datos del torneo</Trans>}>
        <Field
          id={f('name')}
          label={label('name', <Trans>Nombre del torneo</Trans>)}
          error={errorOf('name')}
          className="sm:col-span-2"
        >
          <Input
            {...textProps('name')}
            autoComplete="off"
            maxLength={TOURNAMENT_NAME_MAX}
            value={values.name}
            onChange={(e) => set('name', e.target.value)}
          />
        </Field>
        <Field
          id={f('description')}
          label={label('description', <Trans>Descripción</Trans>)}
          error={errorOf('description')}
          className="sm:col-span-2"
        >
          <Textarea
            {...textProps('description')}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            value={values.description}
            onChange={(e) => set('description', e.target.value)}
          />
        </Field>
        <ChoiceField
          id={f('category')}
          label={label('category', <Trans>Categoría</Trans>)}
          placeholder={t`Selecciona una categoría`}
          value={values.category}
          onChange={(v) => set('category', v as TournamentFormValues['category'])}
          options={TOURNAMENT_CATEGORIES.map((c) => ({
            value: c,
            label: i18n._(TOURNAMENT_CATEGORY_LABELS[c]),
          }))}
          error={errorOf('category')}
          required={isRequired('category')}
        />
        <ChoiceField
          id={f('tournamentGender')}
          label={label('tournamentGender', <Trans>Género</Trans>)}
          placeholder={t`Selecciona un género`}
          value={values.tournamentGender}
          onChange={(v) => set('tournamentGender', v as TournamentFormValues['tournamentGender'])}
          options={TOURNAMENT_GENDERS.map((g) => ({ value: g, label: i18n._(TOURNAMENT_GENDER_LABELS[g]) }))}
          error={errorOf('tournamentGender')}
          required={isRequired('tournamentGender')}
        />
        <ChoiceField
          id={f('type')}
          label={label('type', <Trans>Tipo de torneo</Trans>)}
          placeholder={t`Selecciona un tipo`}
          value={values.type}
          onChange={(v) => {
            setValues((current) => withType(current, v as TournamentType));
            setServerErrors((e) => ({ ...e, type: undefined, totalTeams: undefined }));
          }}
          options={SELECTABLE_TOURNAMENT_TYPES.map((type) => ({
            value: type,
            label: i18n._(TOURNAMENT_TYPE_LABELS[type]),
          }))}
          error={errorOf('type')}
          required={isRequired('type')}
        />
        <ChoiceField
          id={f('typeFutbol')}
          label={label('typeFutbol', <Trans>Tipo de fútbol</Trans>)}
          placeholder={t`Selecciona el tipo de fútbol`}
          value={values.typeFutbol}
          onChange={(v) => set('typeFutbol', v)}
          options={TEAM_SIZES.map((size) => ({
            value: String(size),
            label: i18n._(footballTypeLabel(size)),
          }))}
          error={errorOf('typeFutbol')}
          required={isRequired('typeFutbol')}
        />
      </FormSection>

      <FormSection title={<Trans>Lugar</Trans>}>
        <Field
          id={f('location')}
          label={label('location', <Trans>Ubicación</Trans>)}
          error={errorOf('location')}
          className="sm:col-span-2"
        >
          {/* PlaceInput keeps its own blur handler; the wrapper hears the input's blur as it bubbles. */}
          {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control, only listens to its input. */}
          <div onBlur={() => touch('location')}>
            <PlaceInput
              {...textProps('location')}
              maxLength={LOCATION_MAX}
              placeholder={t`Ciudad, provincia, país`}
              value={values.location}
              onValueChange={(text, picked) => {
                set('location', text);
                setPoint(picked);
              }}
            />
          </div>
        </Field>
      </FormSection>

      <FormSection title={<Trans>Fechas</Trans>}>
        <Field
          id={f('registrationDeadline')}
          label={label('registrationDeadline', <Trans>Cierre de inscripción</Trans>)}
          error={errorOf('registrationDeadline')}
        >
          <DateInput
            {...textProps('registrationDeadline')}
            autoComplete="off"
            value={values.registrationDeadline}
            onValueChange={(v) => set('registrationDeadline', v)}
          />
        </Field>
        <Field
          id={f('startDate')}
          label={label('startDate', <Trans>Fecha de inicio</Trans>)}
          error={errorOf('startDate')}
        >
          <DateInput
            {...textProps('startDate')}
            autoComplete="off"
            value={values.startDate}
            onValueChange={(v) => set('startDate', v)}
          />
        </Field>
        <Field
          id={f('endDate')}
          label={label('endDate', <Trans>Fecha de fin</Trans>)}
          error={errorOf('endDate')}
        >
          <DateInput
            {...textProps('endDate')}
            autoComplete="off"
            value={values.endDate}
            onValueChange={(v) => set('endDate', v)}
          />
        </Field>
        <fieldset className="grid gap-2 sm:col-span-2">
          <legend className="mb-2 font-medium text-sm leading-none">
            <Trans>Días de juego</Trans>
          </legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((day) => {
              const on = values.playingDays.includes(day);
              return (
                <button
                  key={day}
                  type="button"
                  aria-pressed={on}
                  onClick={() => set('playingDays', toggleWeekday(values.playingDays, day))}
                  className="inline-flex min-h-11 cursor-pointer items-center rounded-full border px-4 font-medium text-sm outline-none transition-colors hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-primary-foreground"
                >
                  {i18n._(WEEKDAY_LABELS[day])}
                </button>
              );
            })}
          </div>
        </fieldset>
      </FormSection>

      <FormSection title={<Trans>Formato</Trans>}>
        <ChoiceField
          id={f('totalTeams')}
          label={label('totalTeams', <Trans>Cantidad de equipos</Trans>)}
          placeholder={t`Selecciona la cantidad`}
          value={values.totalTeams}
          onChange={(v) => set('totalTeams', v)}
          options={teamOptions.map((n) => ({
            value: String(n),
            label: i18n.number(n),
            disabled: editing !== null && n < registered,
          }))}
          error={errorOf('totalTeams')}
          required={isRequired('totalTeams')}
        />
        <ChoiceField
          id={f('totalPlayers')}
          label={label('totalPlayers', <Trans>Jugadores por equipo</Trans>)}
          placeholder={t`Selecciona la cantidad`}
          value={values.totalPlayers}
          onChange={(v) => set('totalPlayers', v)}
          options={TOTAL_PLAYERS_OPTIONS.map((n) => ({ value: String(n), label: i18n.number(n) }))}
          error={errorOf('totalPlayers')}
          required={isRequired('totalPlayers')}
        />
        <ChoiceField
          id={f('matchDuration')}
          label={label('matchDuration', <Trans>Duración del partido</Trans>)}
          placeholder={t`Selecciona la duración`}
          value={values.matchDuration}
          onChange={(v) => set('matchDuration', v)}
          options={MATCH_DURATIONS.map((m) => ({ value: String(m), label: i18n._(matchDurationLabel(m)) }))}
          error={errorOf('matchDuration')}
          required={isRequired('matchDuration')}
        />
        {values.type === 'GROUPS_KNOCKOUT' ? (
          <GroupStageFields
            idOf={f}
            values={values}
            error={errorOf('groupStage')}
            onChange={(groupStage) => set('groupStage', groupStage)}
            onPairing={(pairing) => set('pairing', pairing)}
          />
        ) : null}
        {hasKnockout(values.type || 'LEAGUE') ? <KnockoutFields idOf={f} values={values} set={set} /> : null}
        <DisciplineFields idOf={f} values={values} set={set} />
        <WalkoverFields idOf={f} values={values} set={set} />
      </FormSection>

      <FormSection title={<Trans>Costos y premios</Trans>}>
        <MoneyField
          id={f('registrationFee')}
          label={<Trans>Costo de inscripción</Trans>}
          currencyLabel={t`Moneda del costo de inscripción`}
          value={values.registrationFee}
          onChange={(v) => set('registrationFee', v)}
          onBlur={() => touch('registrationFee')}
          error={errorOf('registrationFee')}
        />
        <MoneyField
          id={f('matchFee')}
          label={<Trans>Costo por partido</Trans>}
          currencyLabel={t`Moneda del costo por partido`}
          value={values.matchFee}
          onChange={(v) => set('matchFee', v)}
          onBlur={() => touch('matchFee')}
          error={errorOf('matchFee')}
        />
        <Field
          id={f('prizes')}
          label={label('prizes', <Trans>Premios</Trans>)}
          error={errorOf('prizes')}
          className="sm:col-span-2"
        >
          <Textarea
            {...textProps('prizes')}
            rows={3}
            maxLength={LONG_TEXT_MAX}
            placeholder={t`1.º puesto: trofeo y medallas`}
            value={values.prizes}
            onChange={(e) => set('prizes', e.target.value)}
          />
        </Field>
      </FormSection>

      <FormSection title={<Trans>Publicación</Trans>}>
        <ChoiceField
          id={f('status')}
          label={label('status', <Trans>Estado</Trans>)}
          placeholder={t`Selecciona un estado`}
          value={values.status}
          onChange={(v) => set('status', v as TournamentFormValues['status'])}
          options={TOURNAMENT_STATUSES.map((s) => ({ value: s, label: i18n._(TOURNAMENT_STATUS_LABELS[s]) }))}
          error={errorOf('status')}
          required={isRequired('status')}
        />
        <ChoiceField
          id={f('visibility')}
          label={label('visibility', <Trans>Visibilidad</Trans>)}
          placeholder={t`Selecciona la visibilidad`}
          value={values.visibility}
          onChange={(v) => set('visibility', v as TournamentFormValues['visibility'])}
          options={VISIBILITIES.map((v) => ({ value: v, label: i18n._(VISIBILITY_LABELS[v]) }))}
          error={errorOf('visibility')}
          required={isRequired('visibility')}
        />
        <SwitchField
          id={f('invitationOnly')}
          checked={values.invitationOnly}
          onCheckedChange={(v) => set('invitationOnly', v)}
          label={<Trans>Solo por invitación</Trans>}
          hint={<Trans>Los equipos solo pueden inscribirse con el enlace de invitación del torneo.</Trans>}
        />
      </FormSection>

      {confirmClosing ? (
        <div
          ref={closingRef}
          role="alertdialog"
          aria-labelledby={f('closing-title')}
          aria-describedby={f('closing-text')}
          className="grid gap-3 rounded-lg border border-warning/60 bg-warning/15 p-4"
          data-testid="confirm-closing"
        >
          <p id={f('closing-title')} className="font-semibold">
            <Trans>¿Cerrar las inscripciones ahora?</Trans>
          </p>
          <p id={f('closing-text')} className="text-sm">
            <Trans>
              El nuevo cierre de inscripción ya pasó: al guardar, las inscripciones se cierran y, si el cupo
              está completo, el fixture se arma solo con los equipos aprobados.
            </Trans>
          </p>
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="button" variant="outline" onClick={() => setConfirmClosing(false)}>
              <Trans>Revisar la fecha</Trans>
            </Button>
            <Button type="button" onClick={() => void save(null, true)} disabled={pending}>
              <Trans>Cerrar inscripciones y guardar</Trans>
            </Button>
          </div>
        </div>
      ) : null}

      <DialogFooter className="sticky bottom-0 z-10 -mx-5 -mb-5 border-t bg-background px-5 py-3 sm:-mx-6 sm:-mb-6 sm:px-6">
        <p
          aria-live="polite"
          className="order-last self-center text-muted-foreground text-xs sm:order-first sm:mr-auto"
        >
          {missing > 0 ? (
            <Plural
              value={missing}
              one="Falta # campo obligatorio (*)."
              other="Faltan # campos obligatorios (*)."
            />
          ) : null}
        </p>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button type="submit" disabled={!ready || pending}>
          {pending ? <Spinner /> : null}
          {editing ? <Trans>Guardar cambios</Trans> : <Trans>Crear torneo</Trans>}
        </Button>
      </DialogFooter>
    </form>
  );
}

/**
 * docs/product/tournaments.md#tournament-data, #create-and-edit — a fee is an amount (a number of 0 or more)
 * and a currency, ARS by default.
 */
function MoneyField({
  id,
  label,
  currencyLabel,
  value,
  onChange,
  onBlur,
  error,
}: {
  id: string;
  label: React.ReactNode;
  currencyLabel: string;
  value: MoneyValues;
  onChange: (value: MoneyValues) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t, i18n } = useLingui();
  const amount = parseAmount(value.amount);
  const preview =
    amount === null ? null : (formatFee({ amount, currency: value.currency }, i18n.locale) ?? t`Sin costo`);
  return (
    <Field id={id} label={label} hint={error ? undefined : preview} error={error}>
      <div className="grid grid-cols-[minmax(0,1fr)_6.5rem] gap-2">
        <Input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value.amount}
          onChange={(e) => onChange({ ...value, amount: sanitizeAmount(e.target.value) })}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: !error && preview !== null, error: !!error })}
        />
        <Select value={value.currency} onValueChange={(c) => onChange({ ...value, currency: c as Currency })}>
          <SelectTrigger aria-label={currencyLabel}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-72">
            {CURRENCIES.map((c) => (
              <SelectItem key={c} value={c} aria-label={`${c} · ${i18n._(CURRENCY_LABELS[c])}`}>
                {c}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
    </Field>
  );
}
