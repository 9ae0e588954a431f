import {
  formatDateDmy,
  type RefereeAnswer,
  type ScheduleConflictDto,
  type ScheduleConflictRule,
  type UnscheduledReason,
} from '@cancha/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// Match day's words (docs/decisions/014): why a move is refused, and a referee's answer.

const RULES: Record<ScheduleConflictRule, MessageDescriptor> = {
  OUTSIDE_DATES: msg`Fuera de las fechas del torneo.`,
  NOT_PLAYING_DAY: msg`Ese día no se juega en este torneo.`,
  HOLIDAY: msg`Ese día es feriado: no se juega.`,
  OUTSIDE_WINDOW: msg`Fuera del horario de juego de ese día.`,
  PITCH_NOT_BOOKED: msg`La cancha no está reservada a esa hora.`,
  PITCH_BUSY: msg`La cancha está ocupada`,
  TEAM_BUSY: msg`El equipo ya juega a esa hora`,
  TEAM_REST: msg`El equipo no llega a descansar entre partidos`,
  TEAM_DAILY_MAX: msg`El equipo ya juega lo máximo permitido ese día`,
  REFEREE_BUSY: msg`El árbitro ya dirige otro partido a esa hora`,
  REFEREE_UNAVAILABLE: msg`El árbitro avisó que ese día no puede.`,
  REFEREE_PLAYS: msg`El árbitro juega en uno de los equipos.`,
  ROUND_ORDER: msg`La ronda anterior todavía no habrá terminado`,
  IN_THE_PAST: msg`Esa fecha ya pasó.`,
};

/**
 * Why matches found no slot, as the limit the organiser can change: the rule that kept most of their slots
 * closed (docs/decisions/024).
 */
export const UNSCHEDULED_REASONS: Record<UnscheduledReason, MessageDescriptor> = {
  NO_DAYS_LEFT: msg`No quedan días de juego antes de la fecha de fin: amplía la fecha de fin o agrega días.`,
  OUTSIDE_DATES: msg`No quedan fechas del torneo: amplía la fecha de fin.`,
  NOT_PLAYING_DAY: msg`No quedan días de juego: agrega días de juego.`,
  HOLIDAY: msg`Los días que quedan son feriados: agrega días de juego.`,
  OUTSIDE_WINDOW: msg`No quedan horarios de juego: amplía los horarios.`,
  PITCH_NOT_BOOKED: msg`Las canchas no están reservadas en los horarios que quedan: agrega reservas.`,
  PITCH_BUSY: msg`Las canchas están ocupadas en todos los horarios que quedan: agrega canchas u horarios.`,
  TEAM_BUSY: msg`Sus equipos ya juegan en los horarios que quedan.`,
  TEAM_REST: msg`El descanso mínimo entre partidos de un equipo: acórtalo o agrega horarios.`,
  TEAM_DAILY_MAX: msg`El máximo de partidos por equipo por día: súbelo o agrega días de juego.`,
  REFEREE_BUSY: msg`Los árbitros están ocupados en los horarios que quedan.`,
  REFEREE_UNAVAILABLE: msg`Los árbitros no pueden los días que quedan.`,
  REFEREE_PLAYS: msg`El árbitro juega en uno de los equipos.`,
  ROUND_ORDER: msg`La ronda anterior termina después de los horarios que quedan.`,
  IN_THE_PAST: msg`Los horarios que quedan ya pasaron: amplía la fecha de fin.`,
};

/** One line per broken rule, naming the match or team it collides with. */
export function conflictLines(i18n: I18n, conflicts: readonly ScheduleConflictDto[]): string[] {
  return conflicts.map((c) => {
    const rule = i18n._(RULES[c.rule]);
    if (c.match) {
      const when = [formatDateDmy(c.date ?? null), c.time].filter(Boolean).join(' ');
      return `${rule}: ${c.match}${when ? ` (${when})` : ''}`;
    }
    if (c.team && !rule.endsWith('.')) return `${rule}: ${c.team}`;
    return rule;
  });
}

/** The collisions a SCHEDULE_CONFLICT carries, from a tRPC client error. */
export function conflictsOf(error: unknown): ScheduleConflictDto[] {
  const data = (error as { data?: { appCode?: string; details?: { conflicts?: ScheduleConflictDto[] } } })
    ?.data;
  return data?.appCode === 'SCHEDULE_CONFLICT' ? (data.details?.conflicts ?? []) : [];
}

export const REFEREE_ANSWER_LABELS: Record<RefereeAnswer, MessageDescriptor> = {
  PENDING: msg`Sin confirmar`,
  CONFIRMED: msg`Confirmado`,
  DECLINED: msg`No puede`,
};
