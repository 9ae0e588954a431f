import type { TeamPlayerDto } from '@cancha/shared';

// How players are named on cards, dialogs and the pitch; free of Lingui so any helper can use it.

export type PlayerNameParts = Pick<TeamPlayerDto, 'abbreviatedName'> & {
  user: Pick<TeamPlayerDto['user'], 'fullname' | 'lastname' | 'username' | 'email'>;
};

/** Full name, else username, else e-mail (hidden from strangers, so it can be empty). */
export function playerFullName(player: PlayerNameParts): string {
  const { fullname, lastname, username, email } = player.user;
  const full = [fullname, lastname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || username?.trim() || (email ?? '').trim();
}

/** What team-mates call a player: the nickname when set, else the full name. */
export function playerDisplayName(player: PlayerNameParts): string {
  return player.abbreviatedName?.trim() || playerFullName(player);
}

export function playerInitials(player: PlayerNameParts): string {
  const { fullname, lastname } = player.user;
  const initials = `${fullname?.trim()[0] ?? ''}${lastname?.trim()[0] ?? ''}`;
  return (initials || playerDisplayName(player)[0] || '?').toUpperCase();
}
