import { formatDateDmy, type TournamentInvitationDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { CalendarDaysIcon, MailIcon, MapPinIcon } from 'lucide-react';
import { TournamentLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { Loading } from '@/components/loading';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { InvitationAnswer } from './invitation-answer';
import { cutLocation } from './tournament-lists';

/** The dialog of the home's tournament invitations button (tournament-invitations.tsx), downloaded apart. */
export function TournamentInvitationsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`} className="max-w-xl">
        <DialogHeader>
          <DialogTitle>
            <Trans>Invitaciones a torneos</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Elige con cuál de tus equipos respondes a cada invitación.</Trans>
          </DialogDescription>
        </DialogHeader>
        <InvitationsList />
      </DialogContent>
    </Dialog>
  );
}

function InvitationsList() {
  const { t } = useLingui();
  // The same query as the button's badge: one request, shared.
  const query = useQuery(trpc.registrations.myInvitations.queryOptions());
  if (query.isPending) {
    return (
      <Loading label={t`Cargando invitaciones`} className="grid gap-3">
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </Loading>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={<Trans>Error al obtener las invitaciones.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.length === 0) {
    return (
      <EmptyState
        icon={MailIcon}
        title={<Trans>No tienes invitaciones a torneos pendientes</Trans>}
        description={
          <Trans>Cuando el organizador de un torneo te invite, la invitación aparecerá aquí.</Trans>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3">
      {query.data.map((invitation) => (
        <li key={invitation.id}>
          <InvitationItem invitation={invitation} />
        </li>
      ))}
    </ul>
  );
}

function InvitationItem({ invitation }: { invitation: TournamentInvitationDto }) {
  const name = invitation.tournament.name;
  const start = formatDateDmy(invitation.tournament.startDate);
  return (
    <article
      aria-label={name}
      data-testid="tournament-invitation"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      <div className="flex min-w-0 items-start gap-3">
        <TournamentLogo logo={invitation.tournament.logo} />
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="break-words font-semibold">{name}</h3>
          <p className="flex min-w-0 items-start gap-1 text-muted-foreground text-sm">
            <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{cutLocation(invitation.tournament.location)}</span>
          </p>
          <p className="flex items-center gap-1 text-muted-foreground text-sm">
            <CalendarDaysIcon className="size-3.5 shrink-0" aria-hidden />
            <span className="tabular">
              <Trans>Empieza el {start}</Trans>
            </span>
          </p>
        </div>
      </div>
      <InvitationAnswer registrationId={invitation.id} tournamentName={name} tournament={null} />
    </article>
  );
}
