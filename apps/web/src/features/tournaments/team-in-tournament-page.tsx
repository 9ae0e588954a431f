import type { TeamInTournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ClipboardListIcon, MapPinIcon } from 'lucide-react';
import { TeamLogo } from '@/components/crest';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { useCurrentUser } from '@/features/auth/current-user';
import type { ViewerArea } from '@/lib/area';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { LazyManagedRoster } from './lazy-managed-roster';
import { PlayersTable } from './players-table';
import { RemoveTeam } from './remove-team';
import { TeamMatchList } from './team-match-list';
import { TournamentBanner } from './tournament-banner';
import { WithdrawTeam } from './withdraw-team';

/**
 * The team in a tournament (docs/product/tournaments.md#team-in-tournament; params tournamentId, teamId): the
 * tournament's header, the players with their yellow, blue and red cards, man-of-the-match awards and goals in
 * this tournament (TA, TA, TR, FIG, GOL), each with a detail per match, and the team's matches: 'PROXIMO PARTIDO',
 * 'HISTORIAL', 'PARTIDO PENDIENTE'. The tournament's owner, in the creator area, can remove the team.
 */
export function TeamInTournamentPage({
  area,
  tournamentId,
  teamId,
}: {
  area: ViewerArea;
  tournamentId: string;
  teamId: string;
}) {
  const query = useQuery({
    ...trpc.fixtures.teamInTournament.queryOptions({ tournamentId, teamId }),
    enabled: tournamentId !== '',
  });
  if (tournamentId === '') return <TeamNotFound area={area} />;
  if (query.isPending) return <PageSkeleton />;
  if (query.isError) {
    const code = appCodeOf(query.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return <TeamNotFound area={area} />;
    return (
      <LoadError
        message={<Trans>No se pudo cargar el equipo en este torneo.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <TeamInTournamentView data={query.data} area={area} />;
}

function TeamInTournamentView({ data, area }: { data: TeamInTournamentDto; area: ViewerArea }) {
  const owner = area === 'creator' && data.tournament.isOwner;
  // A team added by name is run by the tournament's organiser until a captain takes it (docs/decisions/025): only
  // then is the whole team (its roster people) read for the roster tools.
  const { user } = useCurrentUser();
  const managedById = data.team.managedById;
  const runsIt = managedById !== null && managedById === user?.id;
  const team = useQuery({ ...trpc.teams.byId.queryOptions({ teamId: data.team.id }), enabled: runsIt });
  const location = data.team.location ? (
    <span className="flex min-w-0 items-start gap-1 text-sm">
      <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{data.team.location}</span>
    </span>
  ) : null;
  return (
    <div className="grid gap-6">
      <TournamentBanner tournament={data.tournament} area={area} />
      <div className="flex min-w-0 items-center gap-4">
        <TeamLogo logo={data.team.logo} className="size-16 shrink-0" />
        <PageTitle
          title={data.team.name}
          className="min-w-0 flex-1 [&_h1]:break-words"
          description={
            managedById ? (
              <span className="grid min-w-0 gap-1.5">
                {location}
                <Badge variant="secondary">
                  <ClipboardListIcon aria-hidden />
                  <Trans>Gestionado por el organizador</Trans>
                </Badge>
              </span>
            ) : (
              (location ?? undefined)
            )
          }
        />
      </div>
      {runsIt && team.data ? <LazyManagedRoster team={team.data} tournamentId={data.tournament.id} /> : null}
      <PlayersTable players={data.players} area={area} tournamentId={data.tournament.id} />
      <TeamMatchList
        title={<Trans>PROXIMO PARTIDO</Trans>}
        matches={data.nextMatches}
        area={area}
        empty={<Trans>No hay datos para mostrar</Trans>}
        testId="next-matches"
      />
      <TeamMatchList
        title={<Trans>HISTORIAL</Trans>}
        matches={data.history}
        area={area}
        empty={<Trans>No hay datos para mostrar</Trans>}
        testId="history-matches"
      />
      <TeamMatchList
        title={<Trans>PARTIDO PENDIENTE</Trans>}
        matches={data.pendingMatches}
        area={area}
        empty={<Trans>Sin partidos pendientes</Trans>}
        testId="pending-matches"
      />
      {owner ? <WithdrawTeam data={data} /> : null}
      {owner ? <RemoveTeam data={data} /> : null}
    </div>
  );
}

function TeamNotFound({ area }: { area: ViewerArea }) {
  return (
    <NotFound
      title={<Trans>Este equipo no participa en el torneo, o el torneo no existe.</Trans>}
      back={area}
    />
  );
}

function PageSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando equipo`} className="grid gap-6">
      <Skeleton className="aspect-[4/1] w-full rounded-xl sm:aspect-[6/1]" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl" />
        <Skeleton className="h-8 w-1/2" />
      </div>
      <Skeleton className="h-48 rounded-xl" />
      <div className="grid gap-3 sm:grid-cols-2">
        <Skeleton className="h-28 rounded-xl" />
        <Skeleton className="h-28 rounded-xl" />
      </div>
    </Loading>
  );
}
