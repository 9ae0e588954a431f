import { CreateTournament } from '@cancha/shared';
import { z } from 'zod';
import {
  formProblems,
  missingFields,
  type TournamentField,
  type TournamentFormValues,
  toCreateInput,
} from './tournament-form';

/** A required field still blank: counted in the form's footer, never shown as an error of its own. */
export const REQUIRED = 'REQUIRED';

/**
 * The tournament form's schema for react-hook-form: a required field left blank, then what is wrong with what
 * was typed (tournament-form.ts's rules, which are the shared ones the server applies), and, for a new
 * tournament, the shared CreateTournament schema itself on what would be sent. Each issue's message is a code
 * the form words.
 */
export function tournamentFormSchema(options: {
  required: readonly TournamentField[];
  registeredTeams?: number;
  creating: boolean;
}) {
  return z.custom<TournamentFormValues>().superRefine((values, ctx) => {
    const issue = (field: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [field], message });
    const missing = missingFields(values, options.required);
    for (const field of missing) issue(field, REQUIRED);
    const problems = Object.entries(formProblems(values, options));
    for (const [field, problem] of problems) issue(field, problem);
    if (!options.creating || missing.length > 0 || problems.length > 0) return;
    const checked = CreateTournament.safeParse(toCreateInput(values, null));
    if (checked.success) return;
    for (const failure of checked.error.issues) issue(String(failure.path[0] ?? 'name'), failure.message);
  });
}
