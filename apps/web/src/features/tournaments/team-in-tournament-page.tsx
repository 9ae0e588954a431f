import {
  ERROR_MESSAGES,
  type MatchDto,
  type PlayerStatisticsDto,
  stageText,
  type TeamInTournamentDto,
  TOURNAMENT_STATUSES,
  type TournamentStatus,
} from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  ChevronRightIcon,
  MapPinIcon,
  ShieldIcon,
  Trash2Icon,
  TrophyIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { TeamLogo, TournamentLogo } from '@/components/crest';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { matchDetailLink, teamInTournamentLink, tournamentLink } from '@/features/standings/area-links';
import {
  lineHasStats,
  PLAYER_STAT_COLUMNS,
  type PlayerStatColumn,
  playerNameOf,
} from '@/features/standings/player-stats';
import { MatchCardList } from '@/features/standings/upcoming-matches';
import { teamRoleLabel } from '@/features/teams/team-labels';
import type { ViewerArea } from '@/lib/area';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { RemoveTeamDialog } from './lazy-remove-team-dialog';
import { TournamentStatusBadge } from './tournament-badges';
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
  return (
    <div className="grid gap-6">
      <TournamentBanner tournament={data.tournament} area={area} />
      <div className="flex min-w-0 items-center gap-4">
        <TeamLogo logo={data.team.logo} className="size-16 shrink-0" />
        <PageTitle
          title={data.team.name}
          className="min-w-0 flex-1 [&_h1]:break-words"
          description={
            data.team.location ? (
              <span className="flex min-w-0 items-start gap-1 text-sm">
                <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
                <span className="min-w-0 break-words">{data.team.location}</span>
              </span>
            ) : undefined
          }
        />
      </div>
      <PlayersTable players={data.players} area={area} tournamentId={data.tournament.id} />
      <MatchList
        title={<Trans>PROXIMO PARTIDO</Trans>}
        matches={data.nextMatches}
        area={area}
        empty={<Trans>No hay datos para mostrar</Trans>}
        testId="next-matches"
      />
      <MatchList
        title={<Trans>HISTORIAL</Trans>}
        matches={data.history}
        area={area}
        empty={<Trans>No hay datos para mostrar</Trans>}
        testId="history-matches"
      />
      <MatchList
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

function isTournamentStatus(status: string): status is TournamentStatus {
  return (TOURNAMENT_STATUSES as readonly string[]).includes(status);
}

/** The tournament's header image, logo, name and status; the name leads back to its page. */
function TournamentBanner({
  tournament,
  area,
}: {
  tournament: TeamInTournamentDto['tournament'];
  area: ViewerArea;
}) {
  return (
    <header className="grid gap-3">
      {tournament.image ? (
        <img
          src={tournament.image}
          alt=""
          className="aspect-[4/1] w-full rounded-xl border object-cover sm:aspect-[6/1]"
        />
      ) : (
        <div
          aria-hidden
          className="flex aspect-[4/1] w-full items-center justify-center rounded-xl border bg-linear-to-br from-primary/25 via-primary/10 to-background sm:aspect-[6/1]"
        >
          <TrophyIcon className="size-8 text-primary/60" />
        </div>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <TournamentLogo
          logo={tournament.logo}
          className="-mt-10 size-16 border-4 border-background shadow-sm"
        />
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <Link
            {...tournamentLink(area, tournament.id)}
            className="inline-flex min-h-11 min-w-0 items-center gap-1 rounded-sm font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeftIcon className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{tournament.name}</span>
          </Link>
          {isTournamentStatus(tournament.status) ? (
            <TournamentStatusBadge status={tournament.status} />
          ) : null}
        </div>
      </div>
    </header>
  );
}

function StatHeader({ column }: { column: PlayerStatColumn }) {
  const { i18n } = useLingui();
  const label = i18n._(column.label);
  return (
    <th scope="col" className="w-12 px-1 py-2 text-center font-semibold">
      <span aria-hidden title={label} className="inline-flex cursor-help items-center gap-1">
        <Swatch color={column.swatch} />
        {i18n._(column.abbr)}
      </span>
      <span className="sr-only">{label}</span>
    </th>
  );
}

function Swatch({ color }: { color: PlayerStatColumn['swatch'] }) {
  if (!color) return null;
  const bg = color === 'yellow' ? 'bg-yellow-400' : color === 'blue' ? 'bg-sky-500' : 'bg-red-600';
  return <span aria-hidden className={cn('inline-block h-3 w-2 rounded-[2px] shadow-xs', bg)} />;
}

/**
 * The players table (docs/product/standings-and-rankings.md#player-statistics — TA, TA, TR, FIG, GOL). The
 * two TA are told apart by a card swatch, a tooltip, the screen-reader name and the legend. A row opens the
 * player's detail per match.
 */
function PlayersTable({
  players,
  area,
  tournamentId,
}: {
  players: PlayerStatisticsDto[];
  area: ViewerArea;
  tournamentId: string;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [selected, setSelected] = useState<PlayerStatisticsDto | null>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="font-semibold text-xl tracking-tight">
        <Trans>Jugadores</Trans>
      </h2>
      {players.length === 0 ? (
        <EmptyText>
          <Trans>No hay datos para mostrar</Trans>
        </EmptyText>
      ) : (
        <>
          <div
            // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on phones; the keyboard must reach it (axe: scrollable-region-focusable).
            tabIndex={0}
            className="relative overflow-x-auto rounded-xl border bg-card shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <table
              className="w-full min-w-[22rem] border-collapse text-sm tabular"
              data-testid="players-table"
            >
              <caption className="sr-only">
                <Trans>Tarjetas, figuras y goles de cada jugador en este torneo</Trans>
              </caption>
              <thead>
                <tr className="border-b text-muted-foreground text-xs">
                  <th scope="col" className="sticky left-0 z-10 bg-card px-2 py-2 text-left font-medium">
                    <Trans>Jugador</Trans>
                  </th>
                  {PLAYER_STAT_COLUMNS.map((c) => (
                    <StatHeader key={c.key} column={c} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((p) => {
                  const name = playerNameOf(p) ?? t`Jugador sin nombre`;
                  return (
                    <tr
                      key={p.userId}
                      data-testid="player-row"
                      className="border-b last:border-b-0 hover:bg-accent/30"
                    >
                      <th scope="row" className="sticky left-0 z-10 bg-card p-1 text-left font-normal">
                        <button
                          type="button"
                          onClick={() => setSelected(p)}
                          aria-label={t`Ver el detalle por partido de ${name}`}
                          className="flex min-h-11 w-full min-w-0 max-w-[11rem] cursor-pointer items-center gap-2 rounded-md px-1 text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-[20rem]"
                        >
                          <Avatar className="size-8 shrink-0">
                            {p.avatar ? <AvatarImage src={p.avatar} alt="" /> : null}
                            <AvatarFallback className="text-xs">{initialsOf(name)}</AvatarFallback>
                          </Avatar>
                          <span className="grid min-w-0">
                            <span className="truncate font-medium">{name}</span>
                            <span className="flex items-center gap-1 text-muted-foreground text-xs">
                              {p.shirtNumber !== null ? (
                                <span className="tabular">#{p.shirtNumber}</span>
                              ) : null}
                              {p.role === 'CAPTAIN' ? <span>{i18n._(teamRoleLabel(p.role))}</span> : null}
                              {p.suspended ? (
                                <span className="font-medium text-destructive" data-testid="player-suspended">
                                  <Trans>Suspendido</Trans>
                                </span>
                              ) : null}
                            </span>
                          </span>
                        </button>
                      </th>
                      {PLAYER_STAT_COLUMNS.map((c) => (
                        <td
                          key={c.key}
                          className={cn(
                            'px-1 py-2 text-center',
                            p[c.key] === 0 ? 'text-muted-foreground' : 'font-semibold',
                          )}
                        >
                          {i18n.number(p[c.key])}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
            {PLAYER_STAT_COLUMNS.map((c) => (
              <div key={c.key} className="flex items-center gap-1">
                <dt className="flex items-center gap-1 font-semibold text-foreground">
                  <Swatch color={c.swatch} />
                  {i18n._(c.abbr)}
                </dt>
                <dd>{i18n._(c.label)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <PlayerDetailDialog
        player={selected}
        area={area}
        tournamentId={tournamentId}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`.toUpperCase() || '?';
}

/**
 * A player's record per match and round (docs/product/standings-and-rankings.md#player-statistics — a row
 * opens it, with a link to each opponent), the opponent leading to its own page in the viewer's area.
 */
function PlayerDetailDialog({
  player,
  area,
  tournamentId,
  onClose,
}: {
  player: PlayerStatisticsDto | null;
  area: ViewerArea;
  tournamentId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = player ? (playerNameOf(player) ?? t`Jugador sin nombre`) : '';
  const lines = player ? player.matches.filter(lineHasStats) : [];
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`} className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{name}</DialogTitle>
          <DialogDescription>
            <Trans>Tarjetas, figuras y goles en cada partido de este torneo.</Trans>
          </DialogDescription>
        </DialogHeader>
        {player ? (
          <dl className="grid grid-cols-5 gap-2 text-center" data-testid="player-totals">
            {PLAYER_STAT_COLUMNS.map((c) => (
              <div key={c.key} className="grid gap-0.5 rounded-lg border bg-card p-2">
                <dt className="flex items-center justify-center gap-1 text-muted-foreground text-xs">
                  <Swatch color={c.swatch} />
                  <span aria-hidden>{i18n._(c.abbr)}</span>
                  <span className="sr-only">{i18n._(c.label)}</span>
                </dt>
                <dd className="font-bold text-lg tabular">{i18n.number(player[c.key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {lines.length === 0 ? (
          <EmptyText>
            <Trans>No hay datos para mostrar</Trans>
          </EmptyText>
        ) : (
          <ul className="grid gap-2" data-testid="player-match-lines">
            {lines.map((line) => {
              const detail = matchDetailLink(area, { id: line.matchId, roundId: line.roundId });
              return (
                <li key={line.matchId} className="grid gap-2 rounded-xl border bg-card p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">
                      {line.stage ? i18n._(stageText(line.stage)) : <Trans>Partido</Trans>}
                    </span>
                    {detail ? (
                      <Link
                        {...detail}
                        className="inline-flex min-h-11 items-center gap-1 rounded-sm text-primary text-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <Trans>Ver partido</Trans>
                        <ChevronRightIcon className="size-4" aria-hidden />
                      </Link>
                    ) : null}
                  </div>
                  <p className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
                    <span className="text-muted-foreground">
                      <Trans>Rival:</Trans>
                    </span>
                    {line.opponentTeamId && line.opponentTeam ? (
                      <Link
                        {...teamInTournamentLink(area, tournamentId, line.opponentTeamId)}
                        onClick={onClose}
                        className="inline-flex min-h-11 min-w-0 items-center gap-1 rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <ShieldIcon className="size-3.5 shrink-0" aria-hidden />
                        <span className="min-w-0 break-words">{line.opponentTeam}</span>
                      </Link>
                    ) : (
                      <span>—</span>
                    )}
                  </p>
                  <ul className="flex flex-wrap gap-1.5">
                    {PLAYER_STAT_COLUMNS.filter((c) => line[c.key] > 0).map((c) => (
                      <li key={c.key}>
                        <Badge variant="outline" className="gap-1.5 tabular">
                          <Swatch color={c.swatch} />
                          {i18n._(c.label)}: {i18n.number(line[c.key])}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

function EmptyText({ children }: { children: React.ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed bg-card/50 px-4 py-6 text-center text-muted-foreground text-sm">
      {children}
    </p>
  );
}

/** One of the team's match lists; the cards open the match detail of the viewer's area. */
function MatchList({
  title,
  matches,
  area,
  empty,
  testId,
}: {
  title: React.ReactNode;
  matches: MatchDto[];
  area: ViewerArea;
  empty: React.ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid={testId}>
      <h2 id={headingId} className="font-bold text-sm uppercase tracking-wide">
        {title}
      </h2>
      {matches.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <MatchCardList matches={matches} area={area} />
      )}
    </section>
  );
}

/**
 * The owner's 'Eliminar Equipo' (docs/product/registrations.md#removing-a-team, #calls — DELETE
 * tournaments/{id}/teams/{teamId}): a confirmation, then back to the tournament's page. A team that already
 * has matches cannot leave (TEAM_IN_FIXTURE); the screen says so before the click when it can tell.
 */
function RemoveTeam({ data }: { data: TeamInTournamentDto }) {
  const { i18n } = useLingui();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const inFixture = data.nextMatches.length + data.history.length + data.pendingMatches.length > 0;
  const tournamentId = data.tournament.id;

  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 p-4">
      <p className="min-w-0 flex-1 basis-60 text-muted-foreground text-sm" data-testid="remove-team-note">
        {inFixture ? (
          i18n._(ERROR_MESSAGES.TEAM_IN_FIXTURE)
        ) : (
          <Trans>El equipo se eliminará tanto del registro como del torneo.</Trans>
        )}
      </p>
      <Button
        variant="destructive"
        onClick={() => setOpen(true)}
        disabled={inFixture}
        className="w-full sm:w-auto"
        data-testid="remove-team"
      >
        <Trash2Icon aria-hidden />
        <Trans>Eliminar Equipo</Trans>
      </Button>
      <RemoveTeamDialog
        tournamentId={tournamentId}
        team={open ? data.team : null}
        onClose={() => setOpen(false)}
        // Leave first: refreshing while this screen still watches the team would show it as not found for a moment.
        onRemoved={() => navigate({ to: '/tournament-creator/tournament', search: { tournamentId } })}
      />
    </section>
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
