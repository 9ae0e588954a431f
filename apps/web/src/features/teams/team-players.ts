import type { TeamPlayerDto } from '@cancha/shared';
import { playerDisplayName } from './player-names';

/** The captain first, then by shirt number (players without one last), then by name. */
export function sortPlayers<
  T extends Pick<TeamPlayerDto, 'role' | 'shirtNumber' | 'abbreviatedName' | 'user'>,
>(players: readonly T[]): T[] {
  return [...players].sort(
    (a, b) =>
      Number(b.role === 'CAPTAIN') - Number(a.role === 'CAPTAIN') ||
      (a.shirtNumber ?? Number.POSITIVE_INFINITY) - (b.shirtNumber ?? Number.POSITIVE_INFINITY) ||
      playerDisplayName(a).localeCompare(playerDisplayName(b)),
  );
}

/**
 * docs/product/teams.md#removing-a-player — only members whose role is PLAYER can be removed, and never by
 * themselves.
 */
export function canRemovePlayer(
  viewer: { isCaptain: boolean; userId: string },
  player: Pick<TeamPlayerDto, 'role' | 'userId'>,
): boolean {
  return viewer.isCaptain && player.role === 'PLAYER' && player.userId !== viewer.userId;
}

/** Who the captaincy can go to: every other member. */
export function captainCandidates<T extends Pick<TeamPlayerDto, 'userId'>>(
  players: readonly T[],
  captainUserId: string,
): T[] {
  return players.filter((p) => p.userId !== captainUserId);
}
