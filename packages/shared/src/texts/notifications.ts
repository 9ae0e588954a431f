import { formatDateDmy } from '../dates';
import type { NotificationDto, NotificationParams } from '../notifications';
import type { NotificationKind } from '../notifications.schema';
import { type TextDescriptor, withValues } from './text';

// docs/product/notifications.md#kinds — a notification is stored as a kind with parameters and worded in the
// reader's language: by the web on screen, by the server in e-mails, push messages and the REST `message`.

/** For a kind this version does not know, or parameters that are missing. */
export const DEFAULT_NOTIFICATION = /*i18n*/ {
  id: 'notification.default',
  message: 'Tienes una nueva notificación',
};

const T = {
  teamInvitation: /*i18n*/ {
    id: 'notification.teamInvitation',
    message: '{inviter} te invitó a unirte a {team}.',
  },
  teamInvitationByCaptain: /*i18n*/ {
    id: 'notification.teamInvitationByCaptain',
    message: 'Un capitán te invitó a unirte a {team}.',
  },
  tournamentInvitation: /*i18n*/ {
    id: 'notification.tournamentInvitation',
    message: 'Te invitaron a inscribir un equipo en {tournament}.',
  },
  registrationRequest: /*i18n*/ {
    id: 'notification.registrationRequest',
    message: '{team} pidió inscribirse en {tournament}.',
  },
  registrationApproved: /*i18n*/ {
    id: 'notification.registrationApproved',
    message: '{team} fue aceptado en {tournament}.',
  },
  registrationRejected: /*i18n*/ {
    id: 'notification.registrationRejected',
    message: 'La inscripción de {team} en {tournament} fue rechazada.',
  },
  challengeReceived: /*i18n*/ {
    id: 'notification.challengeReceived',
    message: '{team} desafió a {opponent} a un partido.',
  },
  challengeAccepted: /*i18n*/ {
    id: 'notification.challengeAccepted',
    message: '{opponent} aceptó el desafío de {team}.',
  },
  challengeRejected: /*i18n*/ {
    id: 'notification.challengeRejected',
    message: '{opponent} rechazó el desafío de {team}.',
  },
  matchScheduled: /*i18n*/ {
    id: 'notification.matchScheduled',
    message: 'Ya tiene día y cancha el partido {match}: {when}.',
  },
  matchesScheduled: /*i18n*/ {
    id: 'notification.matchesScheduled',
    message:
      '{tournament}: {count, plural, one {se programó # partido} other {se programaron # partidos}} de {team}, con día y cancha.',
  },
  playerSuspended: /*i18n*/ {
    id: 'notification.playerSuspended',
    message:
      '{player} ({team}) está suspendido {matches, plural, one {# partido} other {# partidos}} en {tournament}.',
  },
  suspensionLifted: /*i18n*/ {
    id: 'notification.suspensionLifted',
    message: 'Se levantó la suspensión de {player} para {match}: puede jugarlo.',
  },
  matchRescheduled: /*i18n*/ {
    id: 'notification.matchRescheduled',
    message: 'Cambió el partido {match}: {when}.',
  },
  matchFinished: /*i18n*/ {
    id: 'notification.matchFinished',
    message: 'Terminó el partido {match}: {score}.',
  },
  matchFinishedOnPenalties: /*i18n*/ {
    id: 'notification.matchFinishedOnPenalties',
    message: 'Terminó el partido {match}: {score}; {winner} ganó {penalties} por penales.',
  },
  refereeAssigned: /*i18n*/ {
    id: 'notification.refereeAssigned',
    message: 'Te asignaron como árbitro de {match}: {when}.',
  },
  refereeReleased: /*i18n*/ {
    id: 'notification.refereeReleased',
    message: 'Ya no arbitras {match}: el organizador asignó otro árbitro o lo dejó sin árbitro.',
  },
  refereeDeclined: /*i18n*/ {
    id: 'notification.refereeDeclined',
    message: '{referee} no puede arbitrar {match} ({when}): asigna otro árbitro.',
  },
  prodeReminder: /*i18n*/ {
    id: 'notification.prodeReminder',
    message: '{game}: se viene una fecha y te faltan pronósticos.',
  },
  prodePoints: /*i18n*/ {
    id: 'notification.prodePoints',
    message: '{game}: sumaste {points, plural, one {# punto} other {# puntos}} en la fecha; vas {position}º.',
  },
  ledgerCharged: /*i18n*/ {
    id: 'notification.ledgerCharged',
    message:
      '{tournament}: {count, plural, one {un cargo nuevo} other {# cargos nuevos}} en la caja de {team}.',
  },
  ledgerPayment: /*i18n*/ {
    id: 'notification.ledgerPayment',
    message: '{tournament}: se registró un pago de {team} en la caja.',
  },
  ledgerOnlinePayment: /*i18n*/ {
    id: 'notification.ledgerOnlinePayment',
    message: '{tournament}: {team} pagó por Mercado Pago; ya está en la caja.',
  },
} satisfies Record<string, TextDescriptor>;

/** The text with the parameters it needs, each present and not blank; null otherwise. */
function need(p: NotificationParams, text: TextDescriptor, keys: readonly string[]): TextDescriptor | null {
  const values: Record<string, string> = {};
  for (const k of keys) {
    const value = p[k]?.trim();
    if (!value) return null;
    values[k] = value;
  }
  return withValues(text, values);
}

/** A new date, time and place as every screen writes them (dd/mm/yyyy); older notifications carry `when` only. */
function withWhen(p: NotificationParams): NotificationParams {
  if (!p.date || !p.when?.trim()) return p;
  return { ...p, when: [formatDateDmy(p.date), p.time, p.location].filter(Boolean).join(' · ') };
}

type Texts = { [K in NotificationKind]: (p: NotificationParams) => TextDescriptor | null };

const TEXTS: Texts = {
  TEAM_INVITATION: (p) =>
    need(p, T.teamInvitation, ['inviter', 'team']) ?? need(p, T.teamInvitationByCaptain, ['team']),
  TOURNAMENT_INVITATION: (p) => need(p, T.tournamentInvitation, ['tournament']),
  REGISTRATION_REQUEST: (p) => need(p, T.registrationRequest, ['team', 'tournament']),
  REGISTRATION_APPROVED: (p) => need(p, T.registrationApproved, ['team', 'tournament']),
  REGISTRATION_REJECTED: (p) => need(p, T.registrationRejected, ['team', 'tournament']),
  CHALLENGE_RECEIVED: (p) => need(p, T.challengeReceived, ['team', 'opponent']),
  CHALLENGE_ACCEPTED: (p) => need(p, T.challengeAccepted, ['team', 'opponent']),
  CHALLENGE_REJECTED: (p) => need(p, T.challengeRejected, ['team', 'opponent']),
  MATCH_SCHEDULED: (p) =>
    need(withWhen(p), T.matchScheduled, ['match', 'when']) ??
    need(p, T.matchesScheduled, ['tournament', 'count', 'team']),
  MATCH_RESCHEDULED: (p) => need(withWhen(p), T.matchRescheduled, ['match', 'when']),
  MATCH_FINISHED: (p) =>
    need(p, T.matchFinishedOnPenalties, ['match', 'score', 'penalties', 'winner']) ??
    need(p, T.matchFinished, ['match', 'score']),
  PLAYER_SUSPENDED: (p) => need(p, T.playerSuspended, ['player', 'team', 'matches', 'tournament']),
  SUSPENSION_LIFTED: (p) => need(p, T.suspensionLifted, ['player', 'match']),
  REFEREE_ASSIGNED: (p) => need(withWhen(p), T.refereeAssigned, ['match', 'when']),
  REFEREE_RELEASED: (p) => need(p, T.refereeReleased, ['match']),
  REFEREE_DECLINED: (p) => need(withWhen(p), T.refereeDeclined, ['referee', 'match', 'when']),
  PRODE_REMINDER: (p) => need(p, T.prodeReminder, ['game']),
  PRODE_POINTS: (p) => need(p, T.prodePoints, ['game', 'points', 'position']),
  LEDGER_CHARGED: (p) => need(p, T.ledgerCharged, ['tournament', 'count', 'team']),
  LEDGER_PAYMENT: (p) => need(p, T.ledgerPayment, ['tournament', 'team']),
  LEDGER_ONLINE_PAYMENT: (p) => need(p, T.ledgerOnlinePayment, ['tournament', 'team']),
};

/** A notification's sentence; the default one for a kind this version does not know or missing parameters. */
export function notificationText(n: Pick<NotificationDto, 'kind' | 'params'>): TextDescriptor {
  const words = Object.hasOwn(TEXTS, n.kind) ? TEXTS[n.kind] : undefined;
  const text = words ? words(n.params ?? {}) : null;
  return text ?? DEFAULT_NOTIFICATION;
}
