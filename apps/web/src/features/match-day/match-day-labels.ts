import {
  formatDateDmy,
  type RefereeAnswer,
  type ScheduleConflictDto,
  type ScheduleConflictRule,
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
