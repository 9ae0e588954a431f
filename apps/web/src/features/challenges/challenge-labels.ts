import type { ChallengeStatus } from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { badgeVariants } from '@/components/ui/badge';
import type { ChallengeFormError } from './challenge-form';

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

/**
 * docs/product/challenges.md#answering, docs/product/formats.md#labels — the answer to a challenge:
 * Pendiente, Aceptado, Rechazado.
 */
export const CHALLENGE_STATUS_LABELS: Record<ChallengeStatus, MessageDescriptor> = {
  PENDING: msg`Pendiente`,
  ACCEPTED: msg`Aceptado`,
  REJECTED: msg`Rechazado`,
};

export const CHALLENGE_STATUS_BADGES: Record<ChallengeStatus, BadgeVariant> = {
  PENDING: 'pending',
  ACCEPTED: 'accepted',
  REJECTED: 'rejected',
};

/**
 * The challenge form's inline errors (docs/product/forms.md#time-inputs, #date-inputs — 'Fecha no válida',
 * 'Hora no válida').
 */
export const CHALLENGE_FORM_ERRORS: Record<ChallengeFormError, MessageDescriptor> = {
  LOCATION_INVALID: msg`Escribe un lugar de 2 a 200 caracteres.`,
  DATE_INVALID: msg`Fecha no válida`,
  // The same words as the server's DATE_IN_PAST and SAME_TEAM refusals (lib/errors).
  DATE_IN_PAST: msg`Elige una fecha de hoy en adelante.`,
  TIME_INVALID: msg`Hora no válida`,
  DESCRIPTION_TOO_LONG: msg`La descripción puede tener hasta 500 caracteres.`,
  SAME_TEAM: msg`Un equipo no puede desafiarse a sí mismo.`,
};
