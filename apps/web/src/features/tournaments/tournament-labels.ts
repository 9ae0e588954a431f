import type {
  Currency,
  RegistrationStatus,
  TournamentCategory,
  TournamentGender,
  TournamentStatus,
  TournamentType,
  Visibility,
} from '@cancha/shared';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { badgeVariants } from '@/components/ui/badge';

// The words of the tournament screens (docs/product/tournaments.md#tournament-data, #status-and-visibility,
// docs/product/formats.md#labels). Spanish is the source; en and pt-BR use the usual football terms.

type BadgeVariant = NonNullable<Parameters<typeof badgeVariants>[0]>['variant'];

/**
 * The types offered by the form: knock-out first, then the two leagues, then groups followed by a knock-out
 * (docs/product/tournaments.md#tournament-types; TOUR-08).
 */
export const SELECTABLE_TOURNAMENT_TYPES: readonly TournamentType[] = [
  'SINGLE_ELIMINATION',
  'LEAGUE',
  'TWO_LEGGED_LEAGUE',
  'GROUPS_KNOCKOUT',
];

export const TOURNAMENT_TYPE_LABELS: Record<TournamentType, MessageDescriptor> = {
  SINGLE_ELIMINATION: msg`Eliminación directa`,
  LEAGUE: msg`Liga`,
  TWO_LEGGED_LEAGUE: msg`Liga ida y vuelta`,
  GROUPS_KNOCKOUT: msg`Fase de grupos y eliminatorias`,
};

export const TOURNAMENT_CATEGORY_LABELS: Record<TournamentCategory, MessageDescriptor> = {
  AMATEUR: msg`Amateur`,
  SEMI_PRO: msg`Semiprofesional`,
  PRO: msg`Profesional`,
  YOUTH: msg`Juvenil`,
  VETERAN: msg`Veteranos`,
  CORPORATE: msg`Empresarial`,
  UNIVERSITY: msg`Universitario`,
  SCHOOL: msg`Escolar`,
  OTHER: msg`Otra`,
};

// docs/product/formats.md#labels — MALE 'Masculino', FEMALE 'Femenino', MIXED 'Mixto'.
export const TOURNAMENT_GENDER_LABELS: Record<TournamentGender, MessageDescriptor> = {
  MALE: msg`Masculino`,
  FEMALE: msg`Femenino`,
  MIXED: msg`Mixto`,
};

// docs/product/tournaments.md#status-and-visibility — each status has its Spanish label and its own badge
// colour.
export const TOURNAMENT_STATUS_LABELS: Record<TournamentStatus, MessageDescriptor> = {
  OPEN: msg`Abierto`,
  PENDING: msg`Pendiente`,
  IN_PROGRESS: msg`En progreso`,
  POSTPONED: msg`Pospuesto`,
  SUSPENDED: msg`Suspendido`,
  CANCELLED: msg`Cancelado`,
  COMPLETED: msg`Finalizado`,
  SCHEDULED: msg`Programado`,
};

export const TOURNAMENT_STATUS_BADGES: Record<TournamentStatus, BadgeVariant> = {
  OPEN: 'open',
  PENDING: 'pending',
  IN_PROGRESS: 'inProgress',
  POSTPONED: 'postponed',
  SUSPENDED: 'suspended',
  CANCELLED: 'cancelled',
  COMPLETED: 'completed',
  SCHEDULED: 'scheduled',
};

export const VISIBILITY_LABELS: Record<Visibility, MessageDescriptor> = {
  PUBLIC: msg`Público`,
  PRIVATE: msg`Privado`,
};

export const CURRENCY_LABELS: Record<Currency, MessageDescriptor> = {
  ARS: msg`Peso argentino`,
  USD: msg`Dólar estadounidense`,
  EUR: msg`Euro`,
  GBP: msg`Libra esterlina`,
  JPY: msg`Yen japonés`,
  MXN: msg`Peso mexicano`,
  COP: msg`Peso colombiano`,
  BRL: msg`Real brasileño`,
  CLP: msg`Peso chileno`,
  UYU: msg`Peso uruguayo`,
  PEN: msg`Sol peruano`,
};

/** docs/product/registrations.md#statuses — the creator's words: 'Aceptado' for APPROVED. */
export const REGISTRATION_STATUS_LABELS: Record<RegistrationStatus, MessageDescriptor> = {
  PENDING: msg`Pendiente`,
  APPROVED: msg`Aceptado`,
  REJECTED: msg`Rechazado`,
};

/**
 * docs/product/registrations.md#statuses — in the player view the labels are 'APROBADO', 'PENDIENTE' and
 * 'RECHAZADA'.
 */
export const PLAYER_REGISTRATION_LABELS: Record<RegistrationStatus, MessageDescriptor> = {
  PENDING: msg`PENDIENTE`,
  APPROVED: msg`APROBADO`,
  REJECTED: msg`RECHAZADA`,
};

export const REGISTRATION_STATUS_BADGES: Record<RegistrationStatus, BadgeVariant> = {
  PENDING: 'pending',
  APPROVED: 'accepted',
  REJECTED: 'rejected',
};

/** 'Fútbol 7' (docs/product/tournaments.md#arena — the football type on a card). */
export function footballTypeLabel(size: number): MessageDescriptor {
  // Labeled placeholders: the same message id whether the macro is compiled or run as-is (unit tests).
  return msg`Fútbol ${{ size }}`;
}

export function matchDurationLabel(minutes: number): MessageDescriptor {
  return msg`${{ minutes }} min`;
}

/** What a fee reads as: null for zero (the screen says 'Sin costo'), otherwise the amount in the reader's locale and the currency. */
export function formatFee(fee: { amount: number; currency: string }, locale: string): string | null {
  if (fee.amount <= 0) return null;
  try {
    // Whole amounts without decimals ('20.000 ARS'), cents only when there are some.
    const decimals = Number.isInteger(fee.amount) || fee.currency === 'JPY' ? 0 : 2;
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: fee.currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    }).format(fee.amount);
  } catch {
    return `${fee.amount} ${fee.currency}`;
  }
}
