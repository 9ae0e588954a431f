import { formatDateDmy, hasLeagueTable, type RoundsDto, type TournamentStatisticsDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  CalendarClockIcon,
  CalendarRangeIcon,
  LayoutGridIcon,
  MapPinIcon,
  ShapesIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useId, useMemo } from 'react';
import { TournamentLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { Fact } from '@/components/fact';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/section-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { teamOf } from '@/features/competition/bracket';
import { BracketView } from '@/features/competition/bracket-view';
import type { FixtureView } from '@/features/competition/fixture-search';
import { hasBracket } from '@/features/competition/fixture-view';
import {
  BracketShareButton,
  fixtureShare,
  RoundSection,
  ViewToggle,
} from '@/features/competition/round-section';
import { FollowTournamentButton } from '@/features/pwa/follow-button';
import { CalendarSubscribeButton } from '@/features/standings/calendar-subscribe';
import { ChampionBlock } from '@/features/standings/champion-block';
import { GroupTables } from '@/features/standings/group-tables';
import { LazyTournamentTables } from '@/features/standings/lazy-tournament-tables';
import { PointAdjustments } from '@/features/standings/point-adjustments';
import { StandingsShareButton } from '@/features/standings/share-tables';
import { StandingsTable, StandingsTableSkeleton } from '@/features/standings/standings-table';
import { TournamentStatusBadge } from '@/features/tournaments/tournament-badges';
import {
  footballTypeLabel,
  TOURNAMENT_GENDER_LABELS,
  TOURNAMENT_TYPE_LABELS,
} from '@/features/tournaments/tournament-labels';
import { appCodeOf } from '@/lib/error-kind';
import { useFirstPaintDone } from '@/lib/first-paint';
import { trpc } from '@/lib/trpc';
import { type ExploreTournament, fixtureViewOf, publicCardOf } from './explore';

// The public page never highlights a team as "mine": visitors have none, and members have the app for that.
const NO_TEAMS: ReadonlySet<string> = new Set();

/**
 * /explore-tournaments/{id} (docs/product/site-and-navigation.md#public-pages,
 * docs/product/tournaments.md#explore, #tournament-data): a public tournament for anyone, with no account —
 * its header and facts, the champion (or the projected one), the standings, and the fixture: the rounds with
 * their match cards, or the bracket ('Llave') of a knock-out, read-only and unlinked (the team and match
 * pages are the members' app). A private, cancelled or missing tournament reads as not found.
 */
export function ExploreTournamentPage({
  tournamentId,
  view,
  onViewChange,
}: {
  tournamentId: string;
  view: FixtureView | undefined;
  onViewChange: (view: FixtureView) => void;
}) {
  const queryClient = useQueryClient();
  const tournament = useQuery({
    ...trpc.explore.tournament.queryOptions({ tournamentId }),
    // Opened from the list, its card is already here: the page draws at once while its own answer comes.
    placeholderData: () =>
      publicCardOf<ExploreTournament>(
        queryClient.getQueryData(trpc.explore.tournaments.queryKey()),
        tournamentId,
      ) ?? undefined,
  });
  const statistics = useQuery(trpc.explore.statistics.queryOptions({ tournamentId }));
  const card = tournament.data;
  const lowerParts = useFirstPaintDone();

  const missing = [tournament, statistics].some((q) => q.isError && isNotFound(appCodeOf(q.error)));
  if (missing) return <ExploreNotFound />;
  if (tournament.isPending) return <ExploreTournamentSkeleton />;
  if (!card) {
    return (
      <Frame>
        <LoadError
          message={<Trans>No se pudo cargar el torneo.</Trans>}
          onRetry={() => void tournament.refetch()}
          retrying={tournament.isFetching}
        />
      </Frame>
    );
  }
  return (
    <Frame>
      <PublicHeader tournament={card} />
      <PublicFacts tournament={card} />
      {/* Following without an account: the lock screen, or the phone's calendar. */}
      <div className="flex flex-wrap gap-2" data-testid="follow-options">
        <FollowTournamentButton tournamentId={card.id} name={card.name} />
        <CalendarSubscribeButton tournament={{ id: card.id, visibility: 'PUBLIC', inviteLink: null }} />
      </div>
      {/* Below the first screen: drawn once it has painted (lib/first-paint.ts). */}
      {lowerParts ? (
        <>
          <StandingsSection
            tournamentId={tournamentId}
            leagueTable={hasLeagueTable(card.type)}
            statistics={statistics.data}
            error={statistics.isError}
            retrying={statistics.isFetching}
            onRetry={() => void statistics.refetch()}
          />
          <FixtureSection tournamentId={tournamentId} view={view} onViewChange={onViewChange} />
        </>
      ) : (
        <StandingsSection
          tournamentId={tournamentId}
          leagueTable
          statistics={undefined}
          error={false}
          retrying={false}
          onRetry={() => undefined}
        />
      )}
    </Frame>
  );
}

function isNotFound(code: string | null): boolean {
  return code === 'NOT_FOUND' || code === 'FORBIDDEN' || code === 'VALIDATION';
}

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-6 sm:py-10" data-testid="explore-tournament">
      <div>
        <Button asChild variant="ghost" className="-ml-3">
          <Link to="/explore-tournaments">
            <ArrowLeftIcon aria-hidden />
            <Trans>Torneos públicos</Trans>
          </Link>
        </Button>
      </div>
      {children}
    </div>
  );
}

function PublicHeader({ tournament }: { tournament: ExploreTournament }) {
  const { i18n } = useLingui();
  return (
    <header className="grid gap-4">
      {tournament.image ? (
        <img
          src={tournament.image}
          alt=""
          className="aspect-[3/1] w-full rounded-xl border object-cover sm:aspect-[4/1]"
        />
      ) : (
        <div
          aria-hidden
          className="flex aspect-[3/1] w-full items-center justify-center rounded-xl border bg-gradient-to-br from-primary/25 via-primary/10 to-background sm:aspect-[4/1]"
        >
          <TrophyIcon className="size-10 text-primary/60" />
        </div>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-4">
        <TournamentLogo
          logo={tournament.logo}
          className="-mt-12 size-20 border-4 border-background shadow-sm sm:size-24"
        />
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <PageTitle title={tournament.name} className="[&_h1]:break-words" />
          <span className="flex flex-wrap items-center gap-1.5">
            <TournamentStatusBadge status={tournament.status} />
            <Badge variant="secondary">{i18n._(TOURNAMENT_GENDER_LABELS[tournament.tournamentGender])}</Badge>
            <Badge variant="outline">{i18n._(footballTypeLabel(tournament.typeFutbol))}</Badge>
          </span>
        </div>
      </div>
    </header>
  );
}

function PublicFacts({ tournament }: { tournament: ExploreTournament }) {
  const { t, i18n } = useLingui();
  return (
    <section aria-label={t`Datos del torneo`} className="grid gap-4">
      {tournament.description ? (
        <p className="whitespace-pre-line break-words text-muted-foreground">{tournament.description}</p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact icon={CalendarRangeIcon} label={<Trans>Fechas</Trans>}>
          <span className="tabular">
            {formatDateDmy(tournament.startDate)} – {formatDateDmy(tournament.endDate)}
          </span>
        </Fact>
        <Fact icon={CalendarClockIcon} label={<Trans>Cierre de inscripción</Trans>}>
          <span className="tabular">{formatDateDmy(tournament.registrationDeadline)}</span>
        </Fact>
        <Fact icon={ShapesIcon} label={<Trans>Formato</Trans>}>
          {i18n._(TOURNAMENT_TYPE_LABELS[tournament.type])}
        </Fact>
        <Fact icon={UsersIcon} label={<Trans>Equipos registrados</Trans>}>
          <span className="tabular">
            {i18n.number(tournament.registeredTeamsCount)}/{i18n.number(tournament.totalTeams)}
          </span>
        </Fact>
        <Fact icon={MapPinIcon} label={<Trans>Lugar</Trans>}>
          {tournament.location}
        </Fact>
      </dl>
    </section>
  );
}

function StandingsSection({
  tournamentId,
  leagueTable,
  statistics,
  error,
  retrying,
  onRetry,
}: {
  tournamentId: string;
  /** A knock-out is read from its bracket (the fixture's 'Llave'), not from a league table. */
  leagueTable: boolean;
  statistics: TournamentStatisticsDto | undefined;
  error: boolean;
  retrying: boolean;
  onRetry: () => void;
}) {
  const headingId = useId();
  if (error) {
    return (
      <LoadError
        message={<Trans>No se pudo cargar la tabla de posiciones.</Trans>}
        onRetry={onRetry}
        retrying={retrying}
      />
    );
  }
  if (!statistics) {
    return (
      <div className="grid gap-3">
        <Skeleton className="h-7 w-56" />
        <StandingsTableSkeleton />
      </div>
    );
  }
  const rows = statistics.teamsStatistics;
  return (
    <>
      <ChampionBlock statistics={statistics} area="public" />
      {statistics.groups ? (
        <GroupTables
          groups={statistics.groups}
          area="public"
          tournamentId={tournamentId}
          myTeamIds={NO_TEAMS}
          tieBreakPreset={statistics.tieBreakPreset}
        />
      ) : null}
      {statistics.groups && statistics.groups.length > 0 && !leagueTable ? (
        <PointAdjustments
          tournamentId={tournamentId}
          adjustments={statistics.adjustments}
          rows={statistics.groups.flatMap((g) => g.teamsStatistics)}
          owner={false}
        />
      ) : null}
      {leagueTable ? (
        <section aria-labelledby={headingId} className="grid gap-3" data-testid="standings">
          <SectionHeading
            id={headingId}
            aside={rows.length > 0 ? <StandingsShareButton statistics={statistics} /> : null}
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
              area="public"
              tournamentId={tournamentId}
              myTeamIds={NO_TEAMS}
              tieBreakPreset={statistics.tieBreakPreset}
            />
          )}
          <PointAdjustments
            tournamentId={tournamentId}
            adjustments={statistics.adjustments}
            rows={rows}
            owner={false}
          />
        </section>
      ) : null}
      {rows.length === 0 ? null : (
        <LazyTournamentTables tournamentId={tournamentId} statistics={statistics} visitor />
      )}
    </>
  );
}

function FixtureSection({
  tournamentId,
  view,
  onViewChange,
}: {
  tournamentId: string;
  view: FixtureView | undefined;
  onViewChange: (view: FixtureView) => void;
}) {
  const headingId = useId();
  const rounds = useQuery(trpc.explore.rounds.queryOptions({ tournamentId }));
  return (
    <section aria-labelledby={headingId} className="grid gap-4" data-testid="public-fixture">
      <SectionHeading
        id={headingId}
        aside={
          rounds.data?.rounds.some((r) => r.matches.some((m) => m.pitch)) ? (
            <Button asChild variant="outline" size="sm">
              <Link to="/cartelera/$tournamentId" params={{ tournamentId }}>
                <LayoutGridIcon aria-hidden />
                <Trans>Cartelera</Trans>
              </Link>
            </Button>
          ) : undefined
        }
      >
        <Trans>Fixture</Trans>
      </SectionHeading>
      {rounds.isPending ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-28 rounded-xl" />
          ))}
        </div>
      ) : rounds.isError ? (
        <LoadError
          message={<Trans>No se pudo cargar el fixture.</Trans>}
          onRetry={() => void rounds.refetch()}
          retrying={rounds.isFetching}
        />
      ) : (
        <FixtureContent data={rounds.data} view={view} onViewChange={onViewChange} />
      )}
    </section>
  );
}

function FixtureContent({
  data,
  view,
  onViewChange,
}: {
  data: RoundsDto;
  view: FixtureView | undefined;
  onViewChange: (view: FixtureView) => void;
}) {
  const champion = useMemo(() => teamOf(data.rounds, data.championTeamId), [data]);
  if (data.rounds.length === 0) {
    return (
      <EmptyState
        icon={CalendarClockIcon}
        title={
          <Trans>
            Aún no hay rondas creadas. Una vez que los equipos estén completos, se generarán automáticamente.
            ¡Vuelve pronto!
          </Trans>
        }
      />
    );
  }
  const bracket = hasBracket(data);
  const shown = fixtureViewOf(bracket, view);
  return (
    <div className="grid gap-6">
      {bracket ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          <ViewToggle value={shown} onChange={onViewChange} />
          {shown === 'bracket' ? <BracketShareButton data={data} /> : null}
        </div>
      ) : null}
      {shown === 'bracket' ? (
        <BracketView rounds={data.rounds} area="public" champion={champion} />
      ) : (
        <div className="grid gap-8">
          {data.rounds.map((round) => (
            <RoundSection
              key={round.id}
              round={round}
              area="public"
              heading="h3"
              share={fixtureShare(data)}
            />
          ))}
        </div>
      )}
    </div>
  );
}

function ExploreNotFound() {
  return (
    <div className="mx-auto grid max-w-3xl px-4 py-10 sm:py-14" data-testid="explore-not-found">
      <NotFound
        title={<Trans>Este torneo no existe o es privado.</Trans>}
        back={{ link: { to: '/explore-tournaments' }, label: <Trans>Ver torneos públicos</Trans> }}
      />
    </div>
  );
}

function ExploreTournamentSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando torneo`} className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <Skeleton className="h-11 w-44" />
      <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-5 w-40 rounded-full" />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    </Loading>
  );
}
