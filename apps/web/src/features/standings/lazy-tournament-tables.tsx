import type { TournamentStatisticsDto } from '@cancha/shared';
import { useEffect } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { lazyPart, useLazyPart } from '@/lib/lazy-part';

const tables = lazyPart(() => import('./tournament-tables').then((m) => m.TournamentTables));

/**
 * 'Estadísticas del torneo' below the standings: its code (four tables, the discipline list and the lift dialog)
 * comes after the page's own, so the tournament page stays within its budget; until then the place is held.
 */
export function LazyTournamentTables(props: {
  tournamentId: string;
  statistics: TournamentStatisticsDto;
  visitor?: boolean;
}) {
  const { current: Tables, preload } = useLazyPart(tables);
  useEffect(() => preload(), [preload]);
  if (!Tables) return <Skeleton className="h-56 rounded-xl" data-testid="tournament-tables-loading" />;
  return <Tables {...props} />;
}
