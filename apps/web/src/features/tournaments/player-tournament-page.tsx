import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { ClockIcon, InfoIcon, MailIcon } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { NotFound } from '@/components/not-found';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { TournamentProgress } from '@/features/standings/tournament-progress';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { arenaNoticeAtom } from './arena-notice';
import { SubscribedBadge } from './tournament-card';
import { TournamentIconBar } from './tournament-icon-bar';
import { TournamentHeader, TournamentPageSkeleton } from './tournament-info';
import { pendingInvitationOf } from './tournament-lists';

const InvitationAnswerDialog = lazyDialog(() =>
  import('./invitation-answer-dialog').then((m) => m.InvitationAnswerDialog),
);

/**
 * /player/tournaments-arena/tournament?tournamentId= (docs/product/tournaments.md#player-tournament-page,
 * docs/product/registrations.md#my-state): the player's view of a tournament, never in owner mode: header
 * image and logo, the icon bar, the champion or the projected one, the standings, 'Proximos Partidos', 'Ver
 * datos del torneo', and the 'Equipo a inscribir' dialog when the viewer has an invitation to answer. With no
 * team in it and no invitation (derived state NONE) the player is sent to /player/tournaments-arena.
 */
export function PlayerTournamentPage({ tournamentId }: { tournamentId: string }) {
  const tournament = useQuery({
    ...trpc.tournaments.byId.queryOptions({ tournamentId }),
    enabled: tournamentId !== '',
  });
  const invitations = useQuery(trpc.registrations.myInvitations.queryOptions());
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
  const data = tournament.data;
  const invitationId =
    invitations.data?.find((i) => i.tournamentId === data.id)?.id ?? pendingInvitationOf(data)?.id ?? null;
  if (data.myRegistrationState === 'NONE' && !invitationId) {
    // Whether an invitation waits decides between showing the page and leaving it: wait for the answer.
    if (invitations.isPending) return <TournamentPageSkeleton />;
    if (invitations.isError) {
      return (
        <LoadError
          message={<Trans>Error al obtener las invitaciones.</Trans>}
          onRetry={() => void invitations.refetch()}
          retrying={invitations.isFetching}
        />
      );
    }
    return <LeaveForArena />;
  }
  return <PlayerTournamentView tournament={data} invitationId={invitationId} />;
}

/**
 * docs/product/registrations.md#my-state — derived registration state NONE: the player goes to
 * /player/tournaments-arena.
 */
function LeaveForArena() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const setNotice = useSetAtom(arenaNoticeAtom);
  useEffect(() => {
    setNotice(t`Ninguno de tus equipos participa en ese torneo. Elige uno abierto para inscribirte.`);
    void navigate({ to: '/player/tournaments-arena', replace: true });
  }, [navigate, setNotice, t]);
  return <TournamentPageSkeleton />;
}

function PlayerTournamentView({
  tournament,
  invitationId,
}: {
  tournament: TournamentDto;
  invitationId: string | null;
}) {
  const teams = useQuery(trpc.teams.mine.queryOptions());
  const myTeamIds = useMemo(() => new Set((teams.data ?? []).map((team) => team.id)), [teams.data]);
  // docs/product/tournaments.md#icon-bar — in the player variant the requests icon is for the CAPTAIN of a
  // team in this tournament.
  const captainHere = (teams.data ?? []).some(
    (team) => team.myRole === 'CAPTAIN' && tournament.registrations.some((r) => r.teamId === team.id),
  );
  const state = tournament.myRegistrationState;
  return (
    <div className="grid gap-6">
      <TournamentHeader
        tournament={tournament}
        badges={
          state === 'APPROVED' ? (
            <SubscribedBadge />
          ) : state === 'PENDING' ? (
            <Badge variant="pending">
              <ClockIcon aria-hidden />
              <Trans>Solicitud pendiente</Trans>
            </Badge>
          ) : null
        }
        actions={
          <Button asChild variant="outline" className="flex-1 sm:flex-none">
            <Link
              to="/player/tournaments-arena/tournament-details/$tournamentId"
              params={{ tournamentId: tournament.id }}
              data-testid="tournament-details-link"
            >
              <InfoIcon aria-hidden />
              <Trans>Ver datos del torneo</Trans>
            </Link>
          </Button>
        }
      />
      <TournamentIconBar
        tournamentId={tournament.id}
        variant="player"
        current="tournament"
        showRequests={captainHere}
      />
      {invitationId ? (
        <InvitationPanel
          tournament={tournament}
          registrationId={invitationId}
          // Someone who came only through the invitation sees the question at once.
          openAtFirst={state === 'NONE'}
        />
      ) : null}
      {state === 'PENDING' ? (
        <Alert variant="warning" role="status">
          <ClockIcon aria-hidden />
          <AlertTitle className="text-foreground">
            <Trans>Solicitud pendiente</Trans>
          </AlertTitle>
          <AlertDescription>
            <Trans>El organizador todavía no respondió la solicitud de tu equipo.</Trans>
          </AlertDescription>
        </Alert>
      ) : null}
      <TournamentProgress tournament={tournament} area="player" myTeamIds={myTeamIds} />
    </div>
  );
}

/**
 * A tournament invitation to answer from the tournament's page, in the dialog 'Equipo a inscribir'
 * (docs/product/registrations.md#invitations): pick one of the user's teams, then accept or reject.
 */
function InvitationPanel({
  tournament,
  registrationId,
  openAtFirst,
}: {
  tournament: TournamentDto;
  registrationId: string;
  openAtFirst: boolean;
}) {
  const [open, setOpen] = useState(openAtFirst);
  return (
    <section
      className="flex flex-wrap items-center gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
      data-testid="tournament-invitation-panel"
    >
      <p className="flex min-w-0 flex-1 basis-56 items-center gap-2 font-medium">
        <MailIcon className="size-4 shrink-0 text-primary" aria-hidden />
        <Trans>Te invitaron a este torneo.</Trans>
      </p>
      <Button onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Trans>Responder invitación</Trans>
      </Button>
      <InvitationAnswerDialog
        tournament={tournament}
        registrationId={registrationId}
        open={open}
        onOpenChange={setOpen}
      />
    </section>
  );
}

function TournamentNotFound() {
  return <NotFound title={<Trans>Este torneo no existe o fue eliminado.</Trans>} back="player" />;
}
