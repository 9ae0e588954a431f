import type { NotificationKind } from './notifications.schema';

// spec: platform §3 Notification — stored as a kind with parameters and rendered in the reader's language.
export const NOTIFICATION_KINDS = [
  'TEAM_INVITATION',
  'TOURNAMENT_INVITATION',
  'REGISTRATION_REQUEST',
  'REGISTRATION_APPROVED',
  'REGISTRATION_REJECTED',
  'CHALLENGE_RECEIVED',
  'CHALLENGE_ACCEPTED',
  'CHALLENGE_REJECTED',
  'MATCH_RESCHEDULED',
  'MATCH_FINISHED',
] as const;

export type NotificationParams = Record<string, string>;

export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  /** The Spanish text of the spec's clients; screens render `kind` and `params` in the reader's language. */
  message: string;
  read: boolean;
  createdAt: string;
  tournamentId: string | null;
  challengeId: string | null;
  invitationId: string | null;
  teamId: string | null;
  matchId: string | null;
}

/** The Spanish wording of each kind (the REST `message`, and the e-mail of a reader who chose Spanish). */
export function notificationTextEs(kind: NotificationKind, p: NotificationParams): string {
  switch (kind) {
    case 'TEAM_INVITATION':
      return `${p.inviter ?? 'Un capitán'} te invitó a unirte a ${p.team}.`;
    case 'TOURNAMENT_INVITATION':
      return `Te invitaron a inscribir un equipo en ${p.tournament}.`;
    case 'REGISTRATION_REQUEST':
      return `${p.team} pidió inscribirse en ${p.tournament}.`;
    case 'REGISTRATION_APPROVED':
      return `${p.team} fue aceptado en ${p.tournament}.`;
    case 'REGISTRATION_REJECTED':
      return `La inscripción de ${p.team} en ${p.tournament} fue rechazada.`;
    case 'CHALLENGE_RECEIVED':
      return `${p.team} desafió a ${p.opponent} a un partido.`;
    case 'CHALLENGE_ACCEPTED':
      return `${p.opponent} aceptó el desafío de ${p.team}.`;
    case 'CHALLENGE_REJECTED':
      return `${p.opponent} rechazó el desafío de ${p.team}.`;
    case 'MATCH_RESCHEDULED':
      return `Cambió el partido ${p.match}: ${p.when}.`;
    case 'MATCH_FINISHED':
      return `Terminó el partido ${p.match}: ${p.score}.`;
    default:
      return 'Tienes una nueva notificación';
  }
}
