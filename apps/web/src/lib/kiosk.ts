import { useMatch } from '@tanstack/react-router';

/**
 * Whether this page is a board on a TV (`/cartelera/{id}?tv=1`, docs/decisions/014): the page is then only the
 * board. The server asks the same (isBoardKiosk in @cancha/shared) for the cookie banner it draws.
 */
export function useKiosk(): boolean {
  // useMatch, not the router's whole state: every page carries this, and the router's own hook is already there.
  const board = useMatch({ from: '/_site/cartelera/$tournamentId', shouldThrow: false });
  return board?.search.tv === 1;
}
