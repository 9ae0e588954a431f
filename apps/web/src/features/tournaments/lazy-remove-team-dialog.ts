import { lazyDialog } from '@/components/lazy-dialog';

/** The removal's confirmation, with its code out of the page that offers it (the tournament's, the team's in it). */
export const RemoveTeamDialog = lazyDialog(
  () => import('./remove-team-dialog').then((m) => m.RemoveTeamDialog),
  (props) => props.team !== null,
);
