import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  ImageIcon,
  PencilIcon,
  SearchXIcon,
  ShieldIcon,
  Trash2Icon,
  UsersIcon,
} from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { TeamLogo } from '../teams/team-card';
import { DeleteTournamentDialog } from './delete-tournament-dialog';
import { RemoveTeamDialog } from './remove-team-dialog';
import { TournamentFormDialog } from './tournament-form-dialog';
import { TournamentIconBar } from './tournament-icon-bar';
import { TournamentImagesDialog } from './tournament-images-dialog';
import { TournamentFacts, TournamentHeader, TournamentPageSkeleton } from './tournament-info';
import { canDeleteTournament } from './tournament-lists';
import { LoadError, SectionHeading } from './tournament-ui';

/**
 * /tournament-creator/tournament?tournamentId= (spec: tournaments §2 Creator routes; TOUR-21…32): header image and
 * logo, the icon bar with the requests badge, the data and the map, the registered teams, and for the owner the
 * edit form, the image change, removing a team and 'Eliminar Torneo' while no team is in. Standings, next matches
 * and round generation come with the fixture.
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

/**
 * The teams in the tournament (spec: tournaments §2 — empty 'Aún no hay equipos registrados…'). Plain cards: the
 * team-in-tournament screen comes with the fixture. The owner can remove a team.
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
              className="flex min-h-16 min-w-0 items-center gap-3 rounded-xl border bg-card p-3 shadow-xs"
            >
              <TeamLogo logo={team.logo} className="size-10" />
              <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
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
              ) : (
                <ShieldIcon className="size-4 text-muted-foreground" aria-hidden />
              )}
            </li>
          ))}
        </ul>
      )}
      <RemoveTeamDialog tournamentId={tournament.id} team={removing} onClose={() => setRemoving(null)} />
    </section>
  );
}

function TournamentNotFound() {
  return (
    <EmptyState
      icon={SearchXIcon}
      title={<Trans>Este torneo no existe o fue eliminado.</Trans>}
      action={
        <Button asChild variant="outline">
          <Link to="/tournament-creator">
            <ArrowLeftIcon aria-hidden />
            <Trans>Volver a mis torneos</Trans>
          </Link>
        </Button>
      }
    />
  );
}
