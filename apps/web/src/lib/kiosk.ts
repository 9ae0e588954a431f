import { isBoardKiosk } from '@cancha/shared';
import { useRouterState } from '@tanstack/react-router';

/** Whether this page is a board on a TV (`?tv=1`): the page is then only the board. */
export function useKiosk(): boolean {
  return useRouterState({ select: (s) => isBoardKiosk(s.location.pathname, s.location.searchStr) });
}
