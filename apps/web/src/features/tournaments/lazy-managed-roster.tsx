import type { TeamDto } from '@cancha/shared';
import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';

const part = lazyPart(() => import('./managed-roster').then((m) => m.ManagedRoster));

/**
 * The organiser's 'Plantel' for a team they run, with its code out of the team-in-tournament screen that every
 * player opens: downloaded only when the viewer runs the team.
 */
export function LazyManagedRoster(props: { team: TeamDto; tournamentId: string }) {
  const { current: ManagedRoster, load } = useLazyPart(part);
  useEffect(() => {
    void load();
  }, [load]);
  return ManagedRoster ? <ManagedRoster {...props} /> : <Skeleton className="h-40 rounded-xl" />;
}
