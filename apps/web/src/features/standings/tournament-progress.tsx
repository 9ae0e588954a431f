import { hasLeagueTable, type TournamentDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LayoutGridIcon, UsersIcon } from 'lucide-react';
import { useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ViewerArea } from '@/lib/area';
import { trpc } from '@/lib/trpc';
import { CalendarSubscribeButton } from './calendar-subscribe';
import { ChampionBlock } from './champion-block';
import { GroupTables } from './group-tables';
import { LazyTournamentTables } from './lazy-tournament-tables';
import { PointAdjustments } from './point-adjustments';
import { StandingsShareButton } from './share-tables';
import { StandingsSettingsButton } from './standings-settings-button';
import { StandingsTable, StandingsTableSkeleton } from './standings-table';

import { UpcomingMatches } from './upcoming-matches';

/**
 * How a tournament is going (docs/product/standings-and-rankings.md#champion, #standings): the
 * champion ('GANADOR DEL TORNEO') or the projected one, the standings table, and 'Proximos Partidos' with the
 * calendar subscription and, once matches are on pitches, the day's board. The owner also gets the standings settings.
 */
export function TournamentProgress({
  tournament,
  area,
  myTeamIds,
  hideEmptyStandings = false,
}: {
  tournament: Pick<TournamentDto, 'id' | 'isOwner' | 'visibility' | 'inviteLink' | 'type' | 'pitchIds'>;
  area: ViewerArea;
  myTeamIds: ReadonlySet<string>;
  /** The creator's page already says that no team is registered yet. */
  hideEmptyStandings?: boolean;
}) {
  const headingId = useId();
  const statistics = useQuery(trpc.fixtures.statistics.queryOptions({ tournamentId: tournament.id }));
  if (statistics.isPending) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-7 w-56" />
        <StandingsTableSkeleton />
        <div className="grid gap-3 sm:grid-cols-2">
          <Skeleton className="h-28 rounded-xl" />
          <Skeleton className="h-28 rounded-xl" />
        </div>
      </div>
    );
  }
  if (statistics.isError) {
    return (
      <LoadError
        message={<Trans>No se pudo cargar la tabla de posiciones.</Trans>}
        onRetry={() => void statistics.refetch()}
        retrying={statistics.isFetching}
      />
    );
  }
  const stats = statistics.data;
  const rows = stats.teamsStatistics;
  return (
    <>
      <ChampionBlock statistics={stats} area={area} />
      {stats.groups ? (
        <GroupTables
          groups={stats.groups}
          area={area}
          tournamentId={tournament.id}
          myTeamIds={myTeamIds}
          tieBreakPreset={stats.tieBreakPreset}
          aside={tournament.isOwner ? <StandingsSettingsButton statistics={stats} /> : null}
        />
      ) : null}
      {/* Deductions count in the group tables too: listed and managed under them (a league has its own below). */}
      {stats.groups && stats.groups.length > 0 && !hasLeagueTable(tournament.type) ? (
        <PointAdjustments
          tournamentId={tournament.id}
          adjustments={stats.adjustments}
          rows={stats.groups.flatMap((g) => g.teamsStatistics)}
          owner={tournament.isOwner}
        />
      ) : null}
      {/* A knock-out is read from its bracket (the fixture's 'Llave'): a league table of it would only list teams
          level at zero, 'decided by lot'. */}
      {(rows.length === 0 && hideEmptyStandings) || !hasLeagueTable(tournament.type) ? null : (
        <section aria-labelledby={headingId} className="grid gap-3" data-testid="standings">
          <SectionHeading
            id={headingId}
            aside={
              rows.length > 0 ? (
                <span className="flex flex-wrap items-center gap-2">
                  <StandingsShareButton statistics={stats} />
                  {tournament.isOwner ? <StandingsSettingsButton statistics={stats} /> : null}
                </span>
              ) : null
            }
          >
            <Trans>Tabla de posiciones</Trans>
          </SectionHeading>
          {rows.length === 0 ? (
            <EmptyState
              icon={UsersIcon}
              title={
                <Trans>Aún no hay equipos registrados. Vuelve pronto para ver las actualizaciones.</Trans>
              }
            />
          ) : (
            <StandingsTable
              rows={rows}
              area={area}
              tournamentId={tournament.id}
              myTeamIds={myTeamIds}
              tieBreakPreset={stats.tieBreakPreset}
            />
          )}
          {rows.length > 0 ? (
            <PointAdjustments
              tournamentId={tournament.id}
              adjustments={stats.adjustments}
              rows={rows}
              owner={tournament.isOwner}
            />
          ) : null}
        </section>
      )}
      {rows.length === 0 ? null : (
        <UpcomingMatches
          matches={stats.upcomingMatches}
          area={area}
          tournamentId={tournament.id}
          aside={
            <div className="flex flex-wrap gap-2">
              {tournament.pitchIds.length > 0 ? (
                <Button asChild variant="outline">
                  <Link to="/cartelera/$tournamentId" params={{ tournamentId: tournament.id }}>
                    <LayoutGridIcon aria-hidden />
                    <Trans>Cartelera</Trans>
                  </Link>
                </Button>
              ) : null}
              <CalendarSubscribeButton tournament={tournament} />
            </div>
          }
        />
      )}
      {rows.length === 0 ? null : <LazyTournamentTables tournamentId={tournament.id} statistics={stats} />}
    </>
  );
}
