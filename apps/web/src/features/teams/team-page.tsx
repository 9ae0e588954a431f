import type { TeamDto, TeamPlayerDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  ClipboardListIcon,
  CrownIcon,
  LayoutGridIcon,
  MapPinIcon,
  RotateCcwIcon,
  SearchXIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { PlaceMap } from '@/components/place-map';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequiredUser } from '@/features/auth/current-user';
import { ChatButton } from '@/features/chat/chat-button';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { CaptainTools } from './captain-tools';
import { InvitePlayers } from './invite-players';
import { playerDisplayName, playerFullName } from './player-names';
import { GenderBadge, PlayerAvatar } from './team-card';
import { POSITION_LABELS } from './team-labels';
import { sortPlayers } from './team-players';

const PlayerDialog = lazyDialog(() => import('./player-dialog').then((m) => m.PlayerDialog));
const FormationDialog = lazyDialog(() => import('./formation-dialog').then((m) => m.FormationDialog));

/**
 * /player/teams/{id} (docs/product/teams.md#team-page; TEAM-07…25): header, won/drawn/lost, one card per
 * player, and for the captain the team tools and invitations. Its members have the team chat, opened as a
 * dialog (docs/product/chat.md#conversations, #who-may-chat).
 */
export function TeamPage({ teamId }: { teamId: string }) {
  const team = useQuery(trpc.teams.byId.queryOptions({ teamId }));
  // docs/product/teams.md#team-page; TEAM-08 — the list comes from GET player-team/me; until it answers, the
  // team's own copy is shown.
  const players = useQuery(trpc.teams.players.queryOptions({ teamId }));
  if (team.isPending) return <TeamPageSkeleton />;
  if (team.isError) {
    return (
      <TeamLoadError notFound={appCodeOf(team.error) === 'NOT_FOUND'} onRetry={() => void team.refetch()} />
    );
  }
  return <TeamView team={team.data} players={players.data ?? team.data.players} />;
}

function TeamView({ team, players }: { team: TeamDto; players: TeamPlayerDto[] }) {
  const user = useRequiredUser();
  const [selected, setSelected] = useState<string | null>(null);
  const [formationOpen, setFormationOpen] = useState(false);
  const me = players.find((p) => p.userId === user.id) ?? null;
  const isCaptain = team.myRole === 'CAPTAIN';
  const isMember = team.myRole !== null;
  const sorted = sortPlayers(players);
  const selectedPlayer = players.find((p) => p.id === selected) ?? null;

  return (
    <div className="grid gap-6">
      <TeamHeader
        team={team}
        actions={
          isMember ? (
            <div className="flex w-full gap-2 sm:w-auto">
              <ChatButton type="team" id={team.id} title={team.name} className="flex-1 sm:flex-none" />
              <Button
                variant="outline"
                onClick={() => setFormationOpen(true)}
                className="flex-1 sm:flex-none"
              >
                <LayoutGridIcon aria-hidden />
                <Trans>Alineación</Trans>
              </Button>
            </div>
          ) : null
        }
      />
      <TeamStats team={team} />
      {team.lat !== null && team.lng !== null ? (
        <PlaceMap lat={team.lat} lng={team.lng} label={team.location} className="h-56" />
      ) : null}
      {isCaptain && me ? <CaptainTools team={team} players={players} me={me} /> : null}
      <section aria-labelledby="team-players" className="grid gap-3">
        <h2 id="team-players" className="flex items-baseline gap-2 font-semibold text-xl tracking-tight">
          <Trans>Jugadores</Trans>
          <span className="font-normal text-base text-muted-foreground tabular">({players.length})</span>
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {sorted.map((player) => (
            <li key={player.id} className="min-w-0">
              <PlayerCard
                player={player}
                isMe={player.userId === user.id}
                onOpen={() => setSelected(player.id)}
              />
            </li>
          ))}
        </ul>
      </section>
      <InvitePlayers team={team} />
      {selectedPlayer ? (
        <PlayerDialog
          team={team}
          player={selectedPlayer}
          me={me}
          isCaptain={isCaptain}
          onClose={() => setSelected(null)}
        />
      ) : null}
      {isMember ? (
        <FormationDialog
          teamId={team.id}
          players={players}
          canEdit={isCaptain}
          open={formationOpen}
          onOpenChange={setFormationOpen}
        />
      ) : null}
    </div>
  );
}

function TeamHeader({ team, actions }: { team: TeamDto; actions: React.ReactNode }) {
  return (
    <header className="grid gap-4">
      {team.imageTeam ? (
        <img
          src={team.imageTeam}
          alt=""
          className="aspect-[3/1] w-full rounded-xl border object-cover sm:aspect-[4/1]"
          loading="lazy"
        />
      ) : null}
      <div className="flex min-w-0 flex-wrap items-center gap-4">
        <TeamLogo logo={team.logo} className="size-16 sm:size-20" />
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <PageTitle title={team.name} className="[&_h1]:break-words" />
          <p className="flex min-w-0 items-center gap-1 text-muted-foreground text-sm">
            <MapPinIcon className="size-4 shrink-0" aria-hidden />
            <span className="break-words">{team.location}</span>
          </p>
          <span className="flex flex-wrap gap-1.5">
            <GenderBadge gender={team.gender} />
            {team.managedById ? (
              // Added by name to a tournament: its organiser runs it until a captain takes it (docs/decisions/025).
              <Badge variant="secondary">
                <ClipboardListIcon aria-hidden />
                <Trans>Gestionado por el organizador</Trans>
              </Badge>
            ) : null}
            {team.myRole === 'CAPTAIN' ? (
              <Badge>
                <CrownIcon aria-hidden />
                <Trans>Eres el capitán</Trans>
              </Badge>
            ) : null}
          </span>
        </div>
        {actions}
      </div>
    </header>
  );
}

/**
 * Won, drawn, lost with the statistics dialog's labels PG, PE, PP
 * (docs/product/standings-and-rankings.md#team-record).
 */
function TeamStats({ team }: { team: TeamDto }) {
  const { t, i18n } = useLingui();
  const stats = [
    { abbr: t`PG`, label: t`Ganados`, value: team.statistics.won, tone: 'text-success' },
    { abbr: t`PE`, label: t`Empatados`, value: team.statistics.drawn, tone: 'text-foreground' },
    { abbr: t`PP`, label: t`Perdidos`, value: team.statistics.lost, tone: 'text-destructive' },
  ];
  return (
    <section aria-label={t`Estadísticas`}>
      <dl className="grid grid-cols-3 gap-3">
        {stats.map((s) => (
          <div
            key={s.abbr}
            className="grid justify-items-center gap-0.5 rounded-xl border bg-card p-3 text-center"
          >
            <dt className="order-2 grid text-xs">
              <abbr title={s.label} className="font-semibold text-muted-foreground no-underline">
                {s.abbr}
              </abbr>
              <span className="text-muted-foreground">{s.label}</span>
            </dt>
            <dd className={`order-1 font-bold text-2xl tabular sm:text-3xl ${s.tone}`}>
              {i18n.number(s.value)}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** One member; the whole card opens the player dialog. */
function PlayerCard({ player, isMe, onOpen }: { player: TeamPlayerDto; isMe: boolean; onOpen: () => void }) {
  const { i18n } = useLingui();
  const name = playerDisplayName(player);
  const fullName = playerFullName(player);
  return (
    <button
      type="button"
      onClick={onOpen}
      data-testid="player-card"
      className="flex min-h-20 w-full min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <PlayerAvatar player={player} className="size-12" />
      <span className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-semibold">{name}</span>
        {name !== fullName ? (
          <span className="truncate text-muted-foreground text-xs">{fullName}</span>
        ) : null}
        <span className="flex flex-wrap items-center gap-1.5">
          {player.position ? (
            <Badge variant="secondary">{i18n._(POSITION_LABELS[player.position])}</Badge>
          ) : null}
          {player.role === 'CAPTAIN' ? (
            <Badge>
              <CrownIcon aria-hidden />
              <Trans>Capitán</Trans>
            </Badge>
          ) : null}
          {isMe ? (
            <Badge variant="outline">
              <Trans>Tú</Trans>
            </Badge>
          ) : null}
        </span>
      </span>
      {player.shirtNumber !== null ? (
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary font-bold text-primary-foreground tabular">
          <span className="sr-only">
            <Trans>Número</Trans>{' '}
          </span>
          {player.shirtNumber}
        </span>
      ) : null}
    </button>
  );
}

function TeamLoadError({ notFound, onRetry }: { notFound: boolean; onRetry: () => void }) {
  const back = (
    <Button asChild variant="outline">
      <Link to="/player/teams">
        <ArrowLeftIcon aria-hidden />
        <Trans>Volver a mis equipos</Trans>
      </Link>
    </Button>
  );
  if (notFound) {
    return (
      <EmptyState
        icon={SearchXIcon}
        title={<Trans>Este equipo no existe o fue eliminado.</Trans>}
        action={back}
      />
    );
  }
  return (
    <Alert variant="destructive" className="items-center">
      <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
        <p className="font-medium">
          <Trans>Error al obtener los equipos.</Trans>
        </p>
        <Button variant="outline" onClick={onRetry}>
          <RotateCcwIcon aria-hidden />
          <Trans>Reintentar</Trans>
        </Button>
      </AlertDescription>
    </Alert>
  );
}

function TeamPageSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando equipo`} className="grid gap-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-16 rounded-xl sm:size-20" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-1/3" />
        </div>
      </div>
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-20 rounded-xl" />
        ))}
      </div>
    </Loading>
  );
}
