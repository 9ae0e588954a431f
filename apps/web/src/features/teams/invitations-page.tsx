import type { TeamInvitationDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowRightIcon, CheckIcon, MailIcon, RotateCcwIcon, ShieldIcon, XIcon } from 'lucide-react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { LazyConfirmEmailNotice } from '@/features/account/lazy-confirm-email-notice';
import { useCurrentUser } from '@/features/auth/current-user';
import { isRefusal } from '@/lib/error-kind';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';
import { INVITATION_STATUS_LABELS } from './team-labels';

/**
 * /player/teams/invitation-notification (docs/product/teams.md#invitations; INV-01…07): one card per
 * invitation with the team and its status; pending ones can be accepted or rejected. Pending first, then the
 * accepted ones.
 */
export function InvitationsPage() {
  const { t } = useLingui();
  const { user } = useCurrentUser();
  const invitations = useQuery(trpc.invitations.mine.queryOptions());
  // An unconfirmed address's invitations are not listed; the server only says how many wait for it.
  const unconfirmed = user?.emailConfirmed === false;
  const waiting = useQuery({ ...trpc.invitations.waiting.queryOptions(), enabled: unconfirmed });
  const held = unconfirmed ? (waiting.data?.count ?? 0) : 0;
  return (
    <div className="grid max-w-3xl gap-6">
      <PageTitle title={t`Invitaciones a equipos`} />
      {user && held > 0 ? <LazyConfirmEmailNotice user={user} waiting={held} /> : null}
      {invitations.isPending || (unconfirmed && waiting.isPending) ? (
        <InvitationsSkeleton />
      ) : invitations.isError ? (
        <Alert variant="destructive" className="items-center">
          <AlertDescription className="flex flex-wrap items-center justify-between gap-3">
            <p className="font-medium">
              <Trans>Error al obtener las invitaciones.</Trans>
            </p>
            <Button
              variant="outline"
              onClick={() => void invitations.refetch()}
              disabled={invitations.isFetching}
            >
              <RotateCcwIcon aria-hidden />
              <Trans>Reintentar</Trans>
            </Button>
          </AlertDescription>
        </Alert>
      ) : invitations.data.length === 0 ? (
        held > 0 ? null : (
          <EmptyState
            icon={MailIcon}
            title={<Trans>No tienes invitaciones pendientes.</Trans>}
            description={
              <Trans>Cuando un capitán te invite a su equipo, la invitación aparecerá aquí.</Trans>
            }
            action={
              <Button asChild variant="outline">
                <Link to="/player/teams">
                  <ShieldIcon aria-hidden />
                  <Trans>Ver mis equipos</Trans>
                </Link>
              </Button>
            }
          />
        )
      ) : (
        <ul className="grid gap-3">
          {[...invitations.data]
            .sort((a, b) => Number(b.status === 'PENDING') - Number(a.status === 'PENDING'))
            .map((invitation) => (
              <li key={invitation.id}>
                <InvitationCard invitation={invitation} />
              </li>
            ))}
        </ul>
      )}
    </div>
  );
}

function InvitationCard({ invitation }: { invitation: TeamInvitationDto }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTeamCache();

  const accept = useMutation(
    trpc.invitations.respond.mutationOptions({
      onSuccess: () => {
        toast.success(t`Invitación aceptada correctamente`);
        // docs/product/teams.md#invitations; INV-04 — the team now shows in 'Mis equipos'.
        void cache.refreshMine();
      },
      onError: () => toast.error(t`No se pudo aceptar la invitación`),
      onSettled: () => cache.refreshMyInvitations(),
    }),
  );

  // docs/product/teams.md#invitations — a rejected card leaves the list at once; a failure is only logged (a
  // refusal, such as an invitation answered meanwhile, is not), and the refetch afterwards brings the card back if
  // the invitation is in fact still pending.
  const reject = useMutation(
    trpc.invitations.respond.mutationOptions({
      onMutate: () => cache.dropMyInvitation(invitation.id),
      onError: (error) => {
        if (!isRefusal(error)) console.warn('Rejecting the team invitation failed', invitation.id, error);
      },
      onSettled: () => cache.refreshMyInvitations(),
    }),
  );

  const pending = invitation.status === 'PENDING';
  const busy = accept.isPending || reject.isPending;
  const inviter = [invitation.invitedBy?.fullname, invitation.invitedBy?.lastname]
    .filter((s) => s?.trim())
    .join(' ');
  const teamName = invitation.team.name;
  return (
    <article
      data-testid="team-invitation"
      aria-label={teamName}
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <TeamLogo logo={invitation.team.logo} />
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <h2 className="truncate font-semibold">{teamName}</h2>
        <InvitationText invitation={invitation} inviter={inviter} />
        <Badge variant={pending ? 'pending' : 'accepted'}>
          {i18n._(INVITATION_STATUS_LABELS[invitation.status])}
        </Badge>
      </div>
      {pending ? (
        <div className="flex w-full gap-2 sm:w-auto">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={busy}
            onClick={() => reject.mutate({ invitationId: invitation.id, response: 'REJECTED' })}
            aria-label={t`Rechazar la invitación de ${teamName}`}
          >
            <XIcon aria-hidden />
            <Trans>Rechazar</Trans>
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            disabled={busy}
            onClick={() => accept.mutate({ invitationId: invitation.id, response: 'ACCEPTED' })}
            aria-label={t`Aceptar la invitación de ${teamName}`}
          >
            {accept.isPending ? <Spinner /> : <CheckIcon aria-hidden />}
            <Trans>Aceptar</Trans>
          </Button>
        </div>
      ) : (
        <Button asChild variant="ghost" className="w-full sm:w-auto">
          <Link to="/player/teams/$teamId" params={{ teamId: invitation.teamId }}>
            <Trans>Ver equipo</Trans>
            <ArrowRightIcon aria-hidden />
          </Link>
        </Button>
      )}
    </article>
  );
}

/**
 * What the invitation asks (docs/decisions/025): to join the team, to take it over as captain (an organiser hands a
 * team they ran), or to claim the roster line the organiser typed for the player, so the goals and cards recorded
 * there become theirs.
 */
function InvitationText({ invitation, inviter }: { invitation: TeamInvitationDto; inviter: string }) {
  const { t } = useLingui();
  const team = invitation.team.name;
  const roster = invitation.status === 'PENDING' ? invitation.roster : null;
  let text: string | null;
  if (invitation.role === 'CAPTAIN') {
    text = inviter ? t`${inviter} te propone ser capitán de ${team}` : t`Te proponen ser capitán de ${team}`;
  } else if (roster) {
    const name = roster.name;
    const number = roster.shirtNumber;
    if (number === null) {
      text = inviter
        ? t`${inviter} te anotó como ${name} en ${team}: acepta para que tus goles y tarjetas queden en tu cuenta`
        : t`Te anotaron como ${name} en ${team}: acepta para que tus goles y tarjetas queden en tu cuenta`;
    } else {
      text = inviter
        ? t`${inviter} te anotó como ${name} (#${number}) en ${team}: acepta para que tus goles y tarjetas queden en tu cuenta`
        : t`Te anotaron como ${name} (#${number}) en ${team}: acepta para que tus goles y tarjetas queden en tu cuenta`;
    }
  } else {
    text = inviter ? t`Te invitó ${inviter}` : null;
  }
  if (!text) return null;
  return <p className="break-words text-muted-foreground text-sm">{text}</p>;
}

function InvitationsSkeleton() {
  const { t } = useLingui();
  return (
    <ul aria-busy="true" aria-label={t`Cargando invitaciones`} className="grid gap-3">
      {[0, 1].map((i) => (
        <li key={i} className="flex items-center gap-3 rounded-xl border bg-card p-4">
          <Skeleton className="size-12 rounded-xl" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-20 rounded-full" />
          </div>
          <Skeleton className="hidden h-11 w-48 sm:block" />
        </li>
      ))}
    </ul>
  );
}
