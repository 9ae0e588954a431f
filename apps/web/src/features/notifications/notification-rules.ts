import { NOTIFICATION_KINDS, type NotificationDto, type NotificationKind, type Role } from '@cancha/shared';

/**
 * Where tapping a notification leads (docs/product/notifications.md#where-a-notification-leads): tournamentId
 * to the tournament page (the creator's own page for an ADMIN, whose registration requests open the requests
 * screen), challengeId to the challenge, invitationId or teamId to 'Invitaciones'. Null when there is nowhere
 * to go: it is only marked read.
 */
export type NotificationTarget =
  | { to: '/player/tournaments-arena/tournament'; search: { tournamentId: string } }
  | { to: '/tournament-creator/tournament'; search: { tournamentId: string } }
  | { to: '/tournament-creator/invitations'; search: { id: string } }
  | { to: '/player/teams/challenges/$challengeId'; params: { challengeId: string } }
  | { to: '/player/teams/invitation-notification' }
  | { to: '/referee'; search: { match: string } }
  | { to: '/tournament-creator/match-day'; search: { tournamentId: string } }
  | { to: '/prode/$gameId'; params: { gameId: string } };

export function notificationTarget(
  n: Pick<NotificationDto, 'kind' | 'tournamentId' | 'challengeId' | 'invitationId' | 'teamId'> &
    Partial<Pick<NotificationDto, 'matchId' | 'params'>>,
  role: Role | null,
): NotificationTarget | null {
  const creator = role === 'ADMIN';
  // El Prode's notices lead to the game, for players and creators alike.
  if ((n.kind === 'PRODE_REMINDER' || n.kind === 'PRODE_POINTS') && n.params?.gameId)
    return { to: '/prode/$gameId', params: { gameId: n.params.gameId } };
  // A referee answers the assignment; the organiser finds another referee on the tournament's match day.
  if (n.kind === 'REFEREE_ASSIGNED' && n.matchId) return { to: '/referee', search: { match: n.matchId } };
  if (n.kind === 'REFEREE_DECLINED' && n.tournamentId && creator)
    return { to: '/tournament-creator/match-day', search: { tournamentId: n.tournamentId } };
  if (n.tournamentId) {
    if (!creator)
      return { to: '/player/tournaments-arena/tournament', search: { tournamentId: n.tournamentId } };
    if (n.kind === 'REGISTRATION_REQUEST') {
      return { to: '/tournament-creator/invitations', search: { id: n.tournamentId } };
    }
    return { to: '/tournament-creator/tournament', search: { tournamentId: n.tournamentId } };
  }
  // The player area is for players only: a creator has no challenge or team page to go to.
  if (creator) return null;
  if (n.challengeId)
    return { to: '/player/teams/challenges/$challengeId', params: { challengeId: n.challengeId } };
  if (n.invitationId || n.teamId) return { to: '/player/teams/invitation-notification' };
  return null;
}

const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60],
  ['hour', 60 * 60],
  ['day', 24 * 60 * 60],
];

/**
 * 'hace 5 minutos', 'ayer'… in the reader's language for the last week; 'dd/MM/yyyy' before that
 * (docs/product/formats.md#dates).
 */
export function relativeTime(iso: string, now: Date, locale: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  const seconds = Math.round((now.getTime() - at.getTime()) / 1000);
  const rtf = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
  if (seconds < 60) return rtf.format(0, 'second');
  if (seconds < 7 * 24 * 60 * 60) {
    let unit = UNITS[0]!;
    for (const u of UNITS) if (seconds >= u[1]) unit = u;
    return rtf.format(-Math.floor(seconds / unit[1]), unit[0]);
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(at.getDate())}/${pad(at.getMonth() + 1)}/${at.getFullYear()}`;
}

/** What only a tournament's creator hears of: registration requests and referees who cannot come. */
const CREATOR_KINDS: readonly NotificationKind[] = ['REGISTRATION_REQUEST', 'REFEREE_DECLINED'];
/** What anyone hears of, whatever their role: El Prode is played by players and creators alike. */
const EVERYONE_KINDS: readonly NotificationKind[] = ['PRODE_REMINDER', 'PRODE_POINTS'];

/**
 * The kinds someone can receive, for the e-mail preferences of the profile: a tournament creator hears of the
 * registration requests to their tournaments and of referees who decline; a player of everything else; both of El
 * Prode.
 */
export function emailKindsFor(role: Role | null): NotificationKind[] {
  return NOTIFICATION_KINDS.filter(
    (kind) => EVERYONE_KINDS.includes(kind) || CREATOR_KINDS.includes(kind) === (role === 'ADMIN'),
  );
}
