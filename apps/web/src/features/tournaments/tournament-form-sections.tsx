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
  type TournamentType,
  VISIBILITIES,
  WEEKDAYS,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { useFormContext } from 'react-hook-form';
import { DateInput } from '@/components/date-input';
import { ChoiceField, FormSection, SwitchField } from '@/components/form-fields';
import { PlaceInput } from '@/components/place-input';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';
import { DisciplineFields, GroupStageFields, KnockoutFields, WalkoverFields } from './format-fields';
import {
  type FineValues,
  type MoneyValues,
  parseAmount,
  sanitizeAmount,
  TOTAL_PLAYERS_OPTIONS,
  type TournamentFormValues,
  toggleWeekday,
  totalTeamsOptions,
  withType,
} from './tournament-form';
import { useTournamentFields, useTournamentValues } from './tournament-form-context';
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

// The tournament form's sections (docs/product/tournaments.md#tournament-data), each reading and writing
// react-hook-form's state through tournament-form-context.tsx.

/** Name, description, category, gender, type of tournament and of football. */
export function DataSection() {
  const { t, i18n } = useLingui();
  const { f, label, errorOf, isRequired, textProps, set } = useTournamentFields();
  const { register, getValues, setValue } = useFormContext<TournamentFormValues>();
  const values = useTournamentValues();
  return (
    <FormSection title={<Trans>Datos del torneo</Trans>}>
      <Field
        id={f('name')}
        label={label('name', <Trans>Nombre del torneo</Trans>)}
        error={errorOf('name')}
        className="sm:col-span-2"
      >
        <Input
          {...register('name')}
          {...textProps('name')}
          autoComplete="off"
          maxLength={TOURNAMENT_NAME_MAX}
        />
      </Field>
      <Field
        id={f('description')}
        label={label('description', <Trans>Descripción</Trans>)}
        error={errorOf('description')}
        className="sm:col-span-2"
      >
        <Textarea
          {...register('description')}
          {...textProps('description')}
          rows={3}
          maxLength={LONG_TEXT_MAX}
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
          // A team count the new type does not take is cleared with it.
          const next = withType(getValues(), v as TournamentType);
          set('type', next.type);
          if (next.totalTeams !== getValues('totalTeams'))
            setValue('totalTeams', next.totalTeams, { shouldDirty: true, shouldValidate: true });
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
        options={TEAM_SIZES.map((size) => ({ value: String(size), label: i18n._(footballTypeLabel(size)) }))}
        error={errorOf('typeFutbol')}
        required={isRequired('typeFutbol')}
      />
    </FormSection>
  );
}

/** Where it is played; a picked suggestion brings its coordinates, a typed place is geocoded by the server. */
export function PlaceSection({ onPoint }: { onPoint: (point: LatLng | null) => void }) {
  const { t } = useLingui();
  const { f, label, errorOf, textProps, set, touch } = useTournamentFields();
  const values = useTournamentValues();
  return (
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
              onPoint(picked);
            }}
          />
        </div>
      </Field>
    </FormSection>
  );
}

/** Registration deadline, start and end (typed dd/mm/aaaa), and the days of the week it is played. */
export function DatesSection() {
  const { i18n } = useLingui();
  const { f, label, errorOf, textProps, set } = useTournamentFields();
  const values = useTournamentValues();
  const date = (key: 'registrationDeadline' | 'startDate' | 'endDate', text: React.ReactNode) => (
    <Field id={f(key)} label={label(key, text)} error={errorOf(key)}>
      <DateInput
        {...textProps(key)}
        autoComplete="off"
        value={values[key]}
        onValueChange={(v) => set(key, v)}
      />
    </Field>
  );
  return (
    <FormSection title={<Trans>Fechas</Trans>}>
      {date('registrationDeadline', <Trans>Cierre de inscripción</Trans>)}
      {date('startDate', <Trans>Fecha de inicio</Trans>)}
      {date('endDate', <Trans>Fecha de fin</Trans>)}
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
  );
}

/** Teams, players, match length, and the format's own rules (groups, knock-out, discipline, walkovers). */
export function FormatSection() {
  const { t, i18n } = useLingui();
  const { f, label, errorOf, isRequired, set, editing } = useTournamentFields();
  const values = useTournamentValues();
  const registered = editing?.registeredTeamsCount ?? 0;
  return (
    <FormSection title={<Trans>Formato</Trans>}>
      <ChoiceField
        id={f('totalTeams')}
        label={label('totalTeams', <Trans>Cantidad de equipos</Trans>)}
        placeholder={t`Selecciona la cantidad`}
        value={values.totalTeams}
        onChange={(v) => set('totalTeams', v)}
        options={totalTeamsOptions(values.type).map((n) => ({
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
  );
}

/** The registration fee, the fee per match and the prizes. */
export function MoneySection() {
  const { t } = useLingui();
  const { f, label, errorOf, textProps, set, touch } = useTournamentFields();
  const { register } = useFormContext<TournamentFormValues>();
  const values = useTournamentValues();
  return (
    <FormSection title={<Trans>Costos y premios</Trans>}>
      <MoneyField
        id={f('registrationFee')}
        label={<Trans>Costo de inscripción</Trans>}
        currencyLabel={t`Moneda del costo de inscripción`}
        value={values.registrationFee}
        onChange={(v) => {
          set('registrationFee', v);
          // One cash book, one currency (docs/decisions/026): the fees follow each other's.
          if (v.currency !== values.matchFee.currency)
            set('matchFee', { ...values.matchFee, currency: v.currency });
        }}
        onBlur={() => touch('registrationFee')}
        error={errorOf('registrationFee')}
      />
      <MoneyField
        id={f('matchFee')}
        label={<Trans>Costo por partido</Trans>}
        currencyLabel={t`Moneda del costo por partido`}
        value={values.matchFee}
        onChange={(v) => {
          set('matchFee', v);
          if (v.currency !== values.registrationFee.currency)
            set('registrationFee', { ...values.registrationFee, currency: v.currency });
        }}
        onBlur={() => touch('matchFee')}
        error={errorOf('matchFee')}
      />
      <FineFields />
      <Field
        id={f('prizes')}
        label={label('prizes', <Trans>Premios</Trans>)}
        error={errorOf('prizes')}
        className="sm:col-span-2"
      >
        <Textarea
          {...register('prizes')}
          {...textProps('prizes')}
          rows={3}
          maxLength={LONG_TEXT_MAX}
          placeholder={t`1.º puesto: trofeo y medallas`}
        />
      </Field>
    </FormSection>
  );
}

/** Status, visibility and whether teams need the invitation link. */
export function PublicationSection() {
  const { t, i18n } = useLingui();
  const { f, label, errorOf, isRequired, set } = useTournamentFields();
  const values = useTournamentValues();
  return (
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
  );
}

/**
 * What the competition fines by itself (docs/decisions/026): each card and a no-show, in the fees' currency, charged
 * to the team in the tournament's cash book. Blank fines nothing.
 */
function FineFields() {
  const { t, i18n } = useLingui();
  const { f, errorOf, set, touch } = useTournamentFields();
  const values = useTournamentValues();
  const currency = values.registrationFee.currency;
  const error = errorOf('fines');
  const fines: { key: keyof FineValues; label: string }[] = [
    { key: 'yellow', label: t`Multa por amarilla` },
    { key: 'red', label: t`Multa por roja` },
    { key: 'noShow', label: t`Multa por no presentarse (W.O.)` },
  ];
  return (
    <fieldset
      className="grid gap-2 sm:col-span-2"
      aria-describedby={error ? `${f('fines')}-error` : undefined}
    >
      <legend className="mb-1 font-medium text-sm">
        <Trans>Multas ({currency})</Trans>
      </legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {fines.map(({ key, label }) => {
          const id = `${f('fines')}-${key}`;
          const amount = parseAmount(values.fines[key]);
          const preview =
            amount === null ? null : (formatFee({ amount, currency }, i18n.locale) ?? t`Sin multa`);
          return (
            <Field key={key} id={id} label={label} hint={preview}>
              <Input
                id={id}
                inputMode="decimal"
                autoComplete="off"
                placeholder="0"
                value={values.fines[key]}
                onChange={(e) => set('fines', { ...values.fines, [key]: sanitizeAmount(e.target.value) })}
                onBlur={() => touch('fines')}
                aria-invalid={error ? true : undefined}
                aria-describedby={describedBy(id, { hint: preview !== null })}
              />
            </Field>
          );
        })}
      </div>
      {error ? (
        <p id={`${f('fines')}-error`} className="text-destructive text-sm">
          {error}
        </p>
      ) : null}
    </fieldset>
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
