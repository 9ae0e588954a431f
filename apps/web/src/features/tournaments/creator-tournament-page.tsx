import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, ImageIcon, PencilIcon, Trash2Icon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { NotFound } from '@/components/not-found';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { RoundGenerationPanel } from '@/features/standings/round-generation';
import { TournamentProgress } from '@/features/standings/tournament-progress';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { RemoveTeamDialog } from './lazy-remove-team-dialog';
import { TournamentIconBar } from './tournament-icon-bar';
import { TournamentFacts, TournamentHeader, TournamentPageSkeleton } from './tournament-info';
import { canDeleteTournament } from './tournament-lists';

const TournamentImagesDialog = lazyDialog(() =>
  import('./tournament-images-dialog').then((m) => m.TournamentImagesDialog),
);
const TournamentFormDialog = lazyDialog(() =>
  import('./tournament-form-dialog').then((m) => m.TournamentFormDialog),
);
const DeleteTournamentDialog = lazyDialog(() =>
  import('./delete-tournament-dialog').then((m) => m.DeleteTournamentDialog),
);

/**
 * /tournament-creator/tournament?tournamentId= (docs/product/tournaments.md#creator-tournament-page;
 * TOUR-21…32): header image and logo, the icon bar with the requests badge, the round-generation button while
 * there are no rounds, the champion ('GANADOR DEL TORNEO') or the projected one, the standings, 'Proximos
 * Partidos', the data and the map, the registered teams (each opening the team-in-tournament screen), and for
 * the owner the edit form, the image change, the standings settings, removing a team and 'Eliminar Torneo'
 * while no team is in.
 */
export function CreatorTournamentPage({ tournamentId }: { tournamentId: string }) {
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: tournamentId !== '',
  });
  if (tournamentId === '') return <TournamentNotFound />;
  if (tournament.isPending) return <TournamentPageSkeleton />;
  if (tournament.isError) {
    const code = appCodeOf(tournament.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return <TournamentNotFound />;
    return (
      <LoadError
        message={<Trans>No se pudo cargar el torneo.</Trans>}
        onRetry={() => void tournament.refetch()}
        retrying={tournament.isFetching}
      />
    );
  }
  return <CreatorTournamentView tournament={tournament.data} />;
}

function CreatorTournamentView({ tournament }: { tournament: TournamentDto }) {
  const [editing, setEditing] = useState(false);
  const [images, setImages] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const owner = tournament.isOwner;
  return (
    <div className="grid gap-6">
      <TournamentHeader
        tournament={tournament}
        actions={
          owner ? (
            <>
              <Button variant="outline" onClick={() => setImages(true)} className="flex-1 sm:flex-none">
                <ImageIcon aria-hidden />
                <Trans>Logo e imagen</Trans>
              </Button>
              <Button onClick={() => setEditing(true)} className="flex-1 sm:flex-none">
                <PencilIcon aria-hidden />
                <Trans>Editar torneo</Trans>
              </Button>
            </>
          ) : null
        }
      />
      <TournamentIconBar
        tournamentId={tournament.id}
        current="tournament"
        pendingCount={tournament.pendingCount}
        showRequests={owner}
      />
      {owner ? <RoundGeneration tournamentId={tournament.id} /> : null}
      <TournamentProgress tournament={tournament} area="creator" myTeamIds={NO_TEAMS} hideEmptyStandings />
      <TournamentFacts tournament={tournament} />
      <RegisteredTeams tournament={tournament} />
      {owner && canDeleteTournament(tournament) ? (
        <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 p-4">
          <p className="min-w-0 flex-1 basis-60 text-muted-foreground text-sm">
            <Trans>Mientras no haya equipos inscriptos puedes eliminar el torneo.</Trans>
          </p>
          <Button variant="destructive" onClick={() => setDeleting(true)} className="w-full sm:w-auto">
            <Trash2Icon aria-hidden />
            <Trans>Eliminar Torneo</Trans>
          </Button>
        </section>
      ) : null}
      {owner ? (
        <>
          <TournamentFormDialog
            mode={{ kind: 'edit', tournament }}
            open={editing}
            onOpenChange={setEditing}
          />
          <TournamentImagesDialog tournament={tournament} open={images} onOpenChange={setImages} />
          <DeleteTournamentDialog tournament={tournament} open={deleting} onOpenChange={setDeleting} />
        </>
      ) : null}
    </div>
  );
}

const NO_TEAMS: ReadonlySet<string> = new Set();

/** docs/product/competition.md#rounds — the round-generation button, only while no round exists. */
function RoundGeneration({ tournamentId }: { tournamentId: string }) {
  const rounds = useQuery(trpc.fixtures.rounds.queryOptions({ tournamentId }));
  if (rounds.isPending) return <Skeleton className="h-32 rounded-xl" />;
  if (rounds.isError) {
    return (
      <LoadError
        message={<Trans>No se pudo cargar el fixture.</Trans>}
        onRetry={() => void rounds.refetch()}
        retrying={rounds.isFetching}
      />
    );
  }
  if (!rounds.data.isOwner || rounds.data.rounds.length > 0) return null;
  return <RoundGenerationPanel rounds={rounds.data} />;
}

/**
 * The teams in the tournament (docs/product/tournaments.md#creator-tournament-page — empty 'Aún no hay
 * equipos registrados…'). Each card opens the team-in-tournament screen; the owner can remove a team.
 */
function RegisteredTeams({ tournament }: { tournament: TournamentDto }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [removing, setRemoving] = useState<{ id: string; name: string } | null>(null);
  const teams = tournament.registeredTeams;
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading
        id={headingId}
        aside={
          <span className="text-muted-foreground text-sm tabular">
            {i18n.number(tournament.registeredTeamsCount)}/{i18n.number(tournament.totalTeams)}
          </span>
        }
      >
        <Trans>Equipos registrados</Trans>
      </SectionHeading>
      {teams.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title={<Trans>Aún no hay equipos registrados. Vuelve pronto para ver las actualizaciones.</Trans>}
          action={
            tournament.isOwner ? (
              <Button asChild variant="outline">
                <Link to="/tournament-creator/invitations" search={{ id: tournament.id }}>
                  <Trans>Invitar equipos</Trans>
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {teams.map((team) => (
            <li
              key={team.id}
              data-testid="registered-team"
              className="flex min-h-16 min-w-0 items-center gap-1 rounded-xl border bg-card p-1.5 shadow-xs"
            >
              <Link
                to="/tournament-creator/tournament/team/$teamId"
                params={{ teamId: team.id }}
                search={{ tournamentId: tournament.id }}
                className="group flex min-h-13 min-w-0 flex-1 items-center gap-3 rounded-lg p-1.5 outline-none transition-colors hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <TeamLogo logo={team.logo} className="size-10" />
                <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
                <ChevronRightIcon
                  className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
                  aria-hidden
                />
              </Link>
              {tournament.isOwner ? (
                <Button
                  variant="ghost"
                  size="icon"
                  className="text-destructive hover:bg-destructive/10 hover:text-destructive"
                  onClick={() => setRemoving(team)}
                  aria-label={t`Eliminar ${{ name: team.name }} del torneo`}
                >
                  <Trash2Icon aria-hidden />
                </Button>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      <RemoveTeamDialog tournamentId={tournament.id} team={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function TournamentNotFound() {
  return <NotFound title={<Trans>Este torneo no existe o fue eliminado.</Trans>} back="creator" />;
}
