import {
  formatDateDmy,
  type NotificationDto,
  type NotificationKind,
  type NotificationParams,
} from '@cancha/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/product/notifications.md#kinds — stored as a kind with parameters, rendered here in the reader's
// language.
// Labeled placeholders: the same message id whether the macro is compiled or run as-is (unit tests).

/** docs/product/notifications.md#kinds — the message for an unknown kind or missing parameters. */
export const DEFAULT_NOTIFICATION = msg`Tienes una nueva notificación`;

type Texts = { [K in NotificationKind]: (p: NotificationParams) => MessageDescriptor | null };

/** The parameters a sentence needs, each present and not blank; null otherwise. */
function need<K extends string>(
  p: NotificationParams,
  keys: readonly K[],
  build: (v: Record<K, string>) => MessageDescriptor,
): MessageDescriptor | null {
  const v = {} as Record<K, string>;
  for (const k of keys) {
    const value = p[k]?.trim();
    if (!value) return null;
    v[k] = value;
  }
  return build(v);
}

/** A new date, time and place as every screen writes them (dd/mm/yyyy); older notifications carry `when` only. */
function whenOf(p: NotificationParams, stored: string): string {
  if (!p.date) return stored;
  return [formatDateDmy(p.date), p.time, p.location].filter(Boolean).join(' · ');
}

const TEXTS: Texts = {
  TEAM_INVITATION: (p) =>
    need(
      p,
      ['team', 'inviter'],
      (v) => msg`${{ inviter: v.inviter }} te invitó a unirte a ${{ team: v.team }}.`,
    ) ?? need(p, ['team'], (v) => msg`Un capitán te invitó a unirte a ${{ team: v.team }}.`),
  TOURNAMENT_INVITATION: (p) =>
    need(
      p,
      ['tournament'],
      (v) => msg`Te invitaron a inscribir un equipo en ${{ tournament: v.tournament }}.`,
    ),
  REGISTRATION_REQUEST: (p) =>
    need(
      p,
      ['team', 'tournament'],
      (v) => msg`${{ team: v.team }} pidió inscribirse en ${{ tournament: v.tournament }}.`,
    ),
  REGISTRATION_APPROVED: (p) =>
    need(
      p,
      ['team', 'tournament'],
      (v) => msg`${{ team: v.team }} fue aceptado en ${{ tournament: v.tournament }}.`,
    ),
  REGISTRATION_REJECTED: (p) =>
    need(
      p,
      ['team', 'tournament'],
      (v) => msg`La inscripción de ${{ team: v.team }} en ${{ tournament: v.tournament }} fue rechazada.`,
    ),
  CHALLENGE_RECEIVED: (p) =>
    need(
      p,
      ['team', 'opponent'],
      (v) => msg`${{ team: v.team }} desafió a ${{ opponent: v.opponent }} a un partido.`,
    ),
  CHALLENGE_ACCEPTED: (p) =>
    need(
      p,
      ['team', 'opponent'],
      (v) => msg`${{ opponent: v.opponent }} aceptó el desafío de ${{ team: v.team }}.`,
    ),
  CHALLENGE_REJECTED: (p) =>
    need(
      p,
      ['team', 'opponent'],
      (v) => msg`${{ opponent: v.opponent }} rechazó el desafío de ${{ team: v.team }}.`,
    ),
  MATCH_RESCHEDULED: (p) =>
    need(
      p,
      ['match', 'when'],
      (v) => msg`Cambió el partido ${{ match: v.match }}: ${{ when: whenOf(p, v.when) }}.`,
    ),
  MATCH_FINISHED: (p) =>
    need(
      p,
      ['match', 'score', 'penalties', 'winner'],
      (v) =>
        msg`Terminó el partido ${{ match: v.match }}: ${{ score: v.score }}; ${{ winner: v.winner }} ganó ${{ penalties: v.penalties }} por penales.`,
    ) ??
    need(p, ['match', 'score'], (v) => msg`Terminó el partido ${{ match: v.match }}: ${{ score: v.score }}.`),
  REFEREE_ASSIGNED: (p) =>
    need(
      p,
      ['match', 'when'],
      (v) => msg`Te asignaron como árbitro de ${{ match: v.match }}: ${{ when: whenOf(p, v.when) }}.`,
    ),
  REFEREE_DECLINED: (p) =>
    need(
      p,
      ['referee', 'match', 'when'],
      (v) =>
        msg`${{ referee: v.referee }} no puede arbitrar ${{ match: v.match }} (${{ when: whenOf(p, v.when) }}): asigna otro árbitro.`,
    ),
  PRODE_REMINDER: (p) =>
    need(p, ['game'], (v) => msg`${{ game: v.game }}: se viene una fecha y te faltan pronósticos.`),
  PRODE_POINTS: (p) =>
    need(
      p,
      ['game', 'points', 'position'],
      (v) =>
        msg`${{ game: v.game }}: sumaste ${{ points: v.points }} puntos en la fecha; vas ${{ position: v.position }}º.`,
    ),
};

/**
 * A notification's sentence in the active language; 'Tienes una nueva notificación' for a kind this app does not
 * know yet or parameters that are missing.
 */
export function notificationText(i18n: I18n, n: Pick<NotificationDto, 'kind' | 'params'>): string {
  const text = Object.hasOwn(TEXTS, n.kind) ? TEXTS[n.kind](n.params ?? {}) : null;
  return i18n._(text ?? DEFAULT_NOTIFICATION);
}

/** Each kind's name, for the e-mail preferences of the profile. */
export const NOTIFICATION_KIND_LABELS: Record<NotificationKind, MessageDescriptor> = {
  TEAM_INVITATION: msg`Invitaciones a un equipo`,
  TOURNAMENT_INVITATION: msg`Invitaciones a un torneo`,
  REGISTRATION_REQUEST: msg`Pedidos de inscripción a tus torneos`,
  REGISTRATION_APPROVED: msg`Inscripción aceptada`,
  REGISTRATION_REJECTED: msg`Inscripción rechazada`,
  CHALLENGE_RECEIVED: msg`Desafío recibido`,
  CHALLENGE_ACCEPTED: msg`Desafío aceptado`,
  CHALLENGE_REJECTED: msg`Desafío rechazado`,
  MATCH_RESCHEDULED: msg`Cambios de fecha, hora o lugar de un partido`,
  MATCH_FINISHED: msg`Resultado de un partido`,
  REFEREE_ASSIGNED: msg`Partidos que te toca arbitrar`,
  REFEREE_DECLINED: msg`Árbitros que no pueden venir`,
  PRODE_REMINDER: msg`Prode: recordatorio antes de una fecha sin pronosticar`,
  PRODE_POINTS: msg`Prode: tus puntos después de cada fecha`,
};
