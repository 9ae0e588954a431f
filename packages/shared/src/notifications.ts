import type { NotificationKind } from './notifications.schema';

// docs/product/notifications.md#kinds — stored as a kind with parameters and rendered in the reader's
// language.
export const NOTIFICATION_KINDS = [
  'TEAM_INVITATION',
  'TOURNAMENT_INVITATION',
  'REGISTRATION_REQUEST',
  'REGISTRATION_APPROVED',
  'REGISTRATION_REJECTED',
  'CHALLENGE_RECEIVED',
  'CHALLENGE_ACCEPTED',
  'CHALLENGE_REJECTED',
  'MATCH_SCHEDULED',
  'MATCH_RESCHEDULED',
  'MATCH_FINISHED',
  'PLAYER_SUSPENDED',
  'SUSPENSION_LIFTED',
  'REFEREE_ASSIGNED',
  'REFEREE_DECLINED',
  'REFEREE_RELEASED',
  'PRODE_REMINDER',
  'PRODE_POINTS',
  'LEDGER_CHARGED',
  'LEDGER_PAYMENT',
  'LEDGER_ONLINE_PAYMENT',
] as const;

/** What reaches a subscribed device but not the bell: a chat message, when that chat is not open. */
export const PUSH_ONLY_KINDS = ['CHAT_MESSAGE'] as const;
/** Each kind a user turns on or off, per channel (e-mail for the bell's kinds, push for all). */
export const PREFERENCE_KINDS = [...NOTIFICATION_KINDS, ...PUSH_ONLY_KINDS] as const;
export type PreferenceKind = (typeof PREFERENCE_KINDS)[number];

export type NotificationParams = Record<string, string>;

export interface NotificationDto {
  id: string;
  kind: NotificationKind;
  params: NotificationParams;
  read: boolean;
  createdAt: string;
  tournamentId: string | null;
  challengeId: string | null;
  invitationId: string | null;
  teamId: string | null;
  matchId: string | null;
}
