import type { TournamentDto } from '@cancha/shared';
import { useLingui } from '@lingui/react/macro';
import type * as React from 'react';
import { createContext, useContext } from 'react';
import { type PathValue, useFormContext, useWatch } from 'react-hook-form';
import { describedBy } from '@/components/ui/field';
import {
  DATE_FIELDS,
  type FormProblem,
  formProblems,
  type TournamentField,
  type TournamentFormValues,
} from './tournament-form';

// What every section of the tournament form needs beside react-hook-form's own context: ids, the required
// marks and each field's error in words.

export interface TournamentFieldsKit {
  /** The tournament being edited; null for a new one. */
  editing: TournamentDto | null;
  /** An id unique to this form for a field or part. */
  f: (name: string) => string;
  isRequired: (key: TournamentField) => boolean;
  /** A field's label with its required mark. */
  label: (key: TournamentField, text: React.ReactNode) => React.ReactNode;
  /** The error shown under a field, if any. */
  errorOf: (key: TournamentField) => string | undefined;
  /** The props every text-like input takes: id, name, required, blur and the ARIA error wiring. */
  textProps: (key: TournamentField) => {
    id: string;
    name: string;
    required: boolean;
    onBlur: () => void;
    'aria-invalid': true | undefined;
    'aria-describedby': string | undefined;
  };
  /** Sets a value as the user's change: dirty, touched, and no longer carrying the server's refusal. */
  set: <K extends TournamentField>(key: K, value: TournamentFormValues[K]) => void;
  touch: (key: TournamentField) => void;
}

export const TournamentFieldsContext = createContext<TournamentFieldsKit | null>(null);

export function useTournamentFields(): TournamentFieldsKit {
  const kit = useContext(TournamentFieldsContext);
  if (!kit) throw new Error('useTournamentFields outside the tournament form');
  return kit;
}

/** The form's current values, re-rendering the caller on every change. */
export function useTournamentValues(): TournamentFormValues {
  const { control, getValues } = useFormContext<TournamentFormValues>();
  useWatch({ control });
  return getValues();
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

/** The kit for one form: its errors in words come from the server's refusal first, then the typed values. */
export function useFieldsKit(options: {
  id: string;
  editing: TournamentDto | null;
  required: readonly TournamentField[];
  values: TournamentFormValues;
}): TournamentFieldsKit {
  const { id, editing, required, values } = options;
  const { formState, setValue, getFieldState, getValues } = useFormContext<TournamentFormValues>();
  const problemText = useProblemText();
  const registered = editing?.registeredTeamsCount ?? 0;
  const problems = formProblems(values, editing ? { registeredTeams: registered } : {});
  const f = (name: string) => `${id}-${name}`;
  const isRequired = (key: TournamentField) => required.includes(key);
  // Marks a field as left, keeping its value as it is now (not as this render saw it).
  const touch = (key: TournamentField) => {
    if (!getFieldState(key).isTouched) setValue(key, getValues(key), { shouldTouch: true });
  };
  const errorOf = (key: TournamentField): string | undefined => {
    const server = formState.errors[key];
    if (server?.type === 'server' && typeof server.message === 'string')
      return problemText(server.message, registered);
    const problem = problems[key];
    if (!problem) return undefined;
    const isDate = (DATE_FIELDS as readonly string[]).includes(key);
    const complete = isDate && values[key as (typeof DATE_FIELDS)[number]].length >= 10;
    const done = formState.touchedFields[key] || formState.isSubmitted || complete;
    if (WAIT_FOR_BLUR.has(problem) && !done) return undefined;
    return problemText(problem, registered);
  };
  return {
    editing,
    f,
    isRequired,
    label: (key, text) => (
      <>
        {text}
        {isRequired(key) ? (
          <span aria-hidden className="text-destructive">
            *
          </span>
        ) : null}
      </>
    ),
    errorOf,
    textProps: (key) => {
      const error = errorOf(key);
      return {
        id: f(key),
        name: key,
        required: isRequired(key),
        onBlur: () => touch(key),
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy(f(key), { error: !!error }),
      } as const;
    },
    // Validating the field replaces a server refusal of it with the rules' own verdict.
    set: (key, value) =>
      setValue(key, value as PathValue<TournamentFormValues, typeof key>, {
        shouldDirty: true,
        shouldValidate: true,
      }),
    touch,
  };
}
