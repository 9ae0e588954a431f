import type { NotificationDto } from './notifications';
import type { Role } from './users.schema';

/**
 * Where tapping a notification leads (docs/product/notifications.md#where-a-notification-leads): tournamentId
 * to the tournament page (the creator's own page for an ADMIN, whose registration requests open the requests
 * screen), challengeId to the challenge, invitationId or teamId to 'Invitaciones'. Null when there is nowhere
 * to go: it is only marked read.
 */
export type NotificationTarget =
  | { to: '/player/tournaments-arena/tournament'; search: { tournamentId: string } }
  | { to: '/player/tournaments-arena/tournament/ledger'; search: { tournamentId: string } }
  | { to: '/tournament-creator/tournament'; search: { tournamentId: string } }
  | { to: '/tournament-creator/tournament/ledger'; search: { tournamentId: string } }
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
  // News of a team's money leads its players to the tournament's cash book.
  if ((n.kind === 'LEDGER_CHARGED' || n.kind === 'LEDGER_PAYMENT') && n.tournamentId && !creator)
    return { to: '/player/tournaments-arena/tournament/ledger', search: { tournamentId: n.tournamentId } };
  // The organiser hears of a team's online payment in the tournament's cash book.
  if (n.kind === 'LEDGER_ONLINE_PAYMENT' && n.tournamentId && creator)
    return { to: '/tournament-creator/tournament/ledger', search: { tournamentId: n.tournamentId } };
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

/** The target as an address (a push notification opens it): path parameters filled in, search parameters after. */
export function notificationHref(target: NotificationTarget): string {
  let path: string = target.to;
  if ('params' in target)
    for (const [name, value] of Object.entries(target.params))
      path = path.replace(`$${name}`, encodeURIComponent(value));
  const search = 'search' in target ? `?${new URLSearchParams(target.search)}` : '';
  return path + search;
}
