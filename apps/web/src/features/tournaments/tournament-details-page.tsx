import { type TournamentDto, todayIso } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  CircleCheckIcon,
  ClockIcon,
  LockIcon,
  MailIcon,
  SearchXIcon,
  ShieldIcon,
  UserPlusIcon,
  XCircleIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { appCodeOf } from '@/lib/error-kind';
import { useErrorSentence } from '@/lib/error-texts';
import { trpc } from '@/lib/trpc';
import { InvitationAnswer } from './invitation-answer';
import { TournamentFacts, TournamentHeader, TournamentPageSkeleton } from './tournament-info';
import { joinBlockerOf, joinStateOf, pendingInvitationOf } from './tournament-lists';

const JoinTournamentDialog = lazyDialog(() =>
  import('./join-tournament-dialog').then((m) => m.JoinTournamentDialog),
);

/**
 * /player/tournaments-arena/tournament-details/{id}?invite= (docs/product/tournaments.md#tournament-details,
 * docs/product/registrations.md#joining, #my-state; TOUR-46, REG-10…16): the tournament's details, and how
 * the user takes part: 'Únete al torneo', or 'Suscripto' once in, or a back button while their request waits
 * or after it was rejected. The target of the shared invitation link.
 */
export function TournamentDetailsPage({ tournamentId, invite }: { tournamentId: string; invite?: string }) {
  const tournament = useQuery(trpc.tournaments.byId.queryOptions({ tournamentId, invite }));
  if (tournament.isPending) return <TournamentPageSkeleton />;
  if (tournament.isError) {
    if (appCodeOf(tournament.error) === 'NOT_FOUND') {
      return (
        <EmptyState
          icon={SearchXIcon}
          title={<Trans>Este torneo no existe o es privado.</Trans>}
          description={<Trans>Si te compartieron un enlace de invitación, ábrelo completo.</Trans>}
          action={<BackToArena />}
        />
      );
    }
    return (
      <LoadError
        message={<Trans>No se pudo cargar el torneo.</Trans>}
        onRetry={() => void tournament.refetch()}
        retrying={tournament.isFetching}
      />
    );
  }
  return <DetailsView tournament={tournament.data} invite={invite} />;
}

function BackToArena({ variant = 'outline' }: { variant?: 'outline' | 'default' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/player/tournaments-arena">
        <ArrowLeftIcon aria-hidden />
        <Trans>Volver a torneos</Trans>
      </Link>
    </Button>
  );
}

function DetailsView({ tournament, invite }: { tournament: TournamentDto; invite?: string }) {
  // Being in is said once, by the panel below the header (with what it means), not again as a header badge.
  return (
    <div className="grid gap-6">
      <TournamentHeader tournament={tournament} />
      <JoinPanel tournament={tournament} invite={invite} />
      <TournamentFacts tournament={tournament} />
      <TeamsInTournament tournament={tournament} />
    </div>
  );
}

function Panel({
  variant,
  icon: Icon,
  title,
  children,
  action,
}: {
  variant: 'success' | 'warning' | 'info' | 'destructive' | 'default';
  icon: React.ElementType;
  title: React.ReactNode;
  children?: React.ReactNode;
  action?: React.ReactNode;
}) {
  return (
    <Alert variant={variant} data-testid="join-panel" role="status">
      <Icon aria-hidden />
      <AlertTitle className="text-foreground">{title}</AlertTitle>
      <AlertDescription className="gap-3">
        {children ? <p className="text-muted-foreground">{children}</p> : null}
        {action ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{action}</div> : null}
      </AlertDescription>
    </Alert>
  );
}

/** How the user takes part (docs/product/registrations.md#my-state). */
function JoinPanel({ tournament, invite }: { tournament: TournamentDto; invite?: string }) {
  const sentence = useErrorSentence();
  const [joining, setJoining] = useState(false);
  const state = joinStateOf(tournament);
  const invitation = pendingInvitationOf(tournament);

  if (state === 'APPROVED') {
    return (
      <Panel variant="success" icon={CircleCheckIcon} title={<Trans>Suscripto</Trans>}>
        <Trans>Tu equipo ya forma parte de este torneo.</Trans>
      </Panel>
    );
  }
  // docs/product/registrations.md#statuses — PENDING or REJECTED: a back button instead of the join button.
  if (state === 'PENDING') {
    return (
      <Panel
        variant="warning"
        icon={ClockIcon}
        title={<Trans>Solicitud pendiente</Trans>}
        action={<BackToArena variant="default" />}
      >
        <Trans>El organizador todavía no respondió la solicitud de tu equipo.</Trans>
      </Panel>
    );
  }
  if (state === 'REJECTED') {
    return (
      <Panel
        variant="destructive"
        icon={XCircleIcon}
        title={<Trans>Solicitud rechazada</Trans>}
        action={<BackToArena variant="default" />}
      >
        <Trans>El organizador rechazó la solicitud de tu equipo para este torneo.</Trans>
      </Panel>
    );
  }
  if (invitation) {
    return (
      <section
        className="grid gap-3 rounded-xl border border-primary/40 bg-primary/5 p-4"
        data-testid="join-panel"
      >
        <h2 className="flex items-center gap-2 font-semibold">
          <MailIcon className="size-4 text-primary" aria-hidden />
          <Trans>Te invitaron a este torneo</Trans>
        </h2>
        <InvitationAnswer
          registrationId={invitation.id}
          tournamentName={tournament.name}
          tournament={tournament}
        />
      </section>
    );
  }
  const blocker = joinBlockerOf(tournament, { invite, today: todayIso() });
  if (blocker) {
    const reason =
      blocker === 'CLOSED'
        ? 'REGISTRATION_CLOSED'
        : blocker === 'FULL'
          ? 'TOURNAMENT_FULL'
          : 'INVITATION_REQUIRED';
    return (
      <Panel
        variant="default"
        icon={blocker === 'INVITATION_REQUIRED' ? LockIcon : ClockIcon}
        title={sentence(reason)}
        action={
          <>
            <Button disabled>
              <UserPlusIcon aria-hidden />
              <Trans>Únete al torneo</Trans>
            </Button>
            <BackToArena />
          </>
        }
      />
    );
  }
  return (
    <>
      <div className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-xs">
        <p className="min-w-0 flex-1 basis-56 text-muted-foreground text-sm">
          <Trans>Inscribe a uno de tus equipos: necesita al menos 5 jugadores y el género del torneo.</Trans>
        </p>
        <Button
          size="lg"
          onClick={() => setJoining(true)}
          className="w-full sm:w-auto"
          data-testid="join-button"
        >
          <UserPlusIcon aria-hidden />
          <Trans>Únete al torneo</Trans>
        </Button>
      </div>
      <JoinTournamentDialog
        tournament={tournament}
        invite={invite}
        open={joining}
        onOpenChange={setJoining}
      />
    </>
  );
}

/**
 * The teams in (docs/product/registrations.md#statuses — only approved registrations link to the team page).
 */
function TeamsInTournament({ tournament }: { tournament: TournamentDto }) {
  const { i18n } = useLingui();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading
        id={headingId}
        aside={
          <Badge variant="outline" className="tabular">
            {i18n.number(tournament.registeredTeamsCount)}/{i18n.number(tournament.totalTeams)}
          </Badge>
        }
      >
        <Trans>Equipos registrados</Trans>
      </SectionHeading>
      {tournament.registeredTeams.length === 0 ? (
        <EmptyState
          icon={ShieldIcon}
          title={<Trans>Aún no hay equipos registrados. Vuelve pronto para ver las actualizaciones.</Trans>}
        />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tournament.registeredTeams.map((team) => (
            <li key={team.id} className="min-w-0">
              <Link
                to="/player/teams/$teamId"
                params={{ teamId: team.id }}
                className="flex min-h-16 min-w-0 items-center gap-3 rounded-xl border bg-card p-3 shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50"
              >
                <TeamLogo logo={team.logo} className="size-10" />
                <span className="min-w-0 flex-1 truncate font-medium">{team.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
