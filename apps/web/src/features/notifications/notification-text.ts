import { type NotificationDto, type NotificationKind, notificationText as sentenceOf } from '@cancha/shared';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

// docs/product/notifications.md#kinds — the sentences are shared with the server's e-mails and push messages
// (@cancha/shared's notificationText); this reads them in the active language.

/** A notification's sentence in the active language. */
export function notificationText(i18n: I18n, n: Pick<NotificationDto, 'kind' | 'params'>): string {
  return i18n._(sentenceOf(n));
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
  MATCH_SCHEDULED: msg`Partidos de tu equipo programados, con día y cancha`,
  MATCH_RESCHEDULED: msg`Cambios de fecha, hora o lugar de un partido`,
  MATCH_FINISHED: msg`Resultado de un partido`,
  PLAYER_SUSPENDED: msg`Suspensiones de tu equipo`,
  SUSPENSION_LIFTED: msg`Suspensiones levantadas`,
  REFEREE_ASSIGNED: msg`Partidos que te toca arbitrar`,
  REFEREE_DECLINED: msg`Árbitros que no pueden venir`,
  REFEREE_RELEASED: msg`Partidos que ya no te toca arbitrar`,
  PRODE_REMINDER: msg`Prode: recordatorio antes de una fecha sin pronosticar`,
  PRODE_POINTS: msg`Prode: tus puntos después de cada fecha`,
  LEDGER_CHARGED: msg`Caja: cargos nuevos a tu equipo`,
  LEDGER_PAYMENT: msg`Caja: pagos registrados de tu equipo`,
  LEDGER_ONLINE_PAYMENT: msg`Caja: pagos online que recibes`,
};
