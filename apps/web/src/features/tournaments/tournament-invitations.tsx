import { formatDateDmy, type TournamentDto, type TournamentInvitationDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CalendarDaysIcon, CheckIcon, MailIcon, MapPinIcon, TrophyIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { EmptyState } from '@/components/empty-state';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { Spinner } from '../auth/auth-card';
import { TeamSelect } from './team-choice';
import { useTournamentCache } from './tournament-cache';
import { cutLocation } from './tournament-lists';
import { LoadError, TournamentLogo } from './tournament-ui';

/**
 * The home's tournament invitations (spec: tournaments §2 Player routes; REG-12…14): a button with a count badge
 * that opens a dialog; each invitation is answered choosing one of the user's teams.
 */
export function TournamentInvitationsButton() {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const invitations = useQuery(trpc.registrations.myInvitations.queryOptions());
  const count = invitations.data?.length ?? 0;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="tournament-invitations-button"
        className={cn(
          'flex min-h-16 w-full min-w-0 cursor-pointer items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50',
          count > 0 && 'border-status-pending/60',
        )}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <TrophyIcon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 font-medium">
          <Trans>Invitaciones a torneos</Trans>
        </span>
        {count > 0 ? (
          <Badge variant="pending" className="tabular" data-testid="tournament-invitations-count">
            {count}
            <span className="sr-only">
              {' '}
              <Plural value={count} one="invitación pendiente" other="invitaciones pendientes" />
            </span>
          </Badge>
        ) : null}
      </button>
      <Dialog open={open} onOpenChange={setOpen}>
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
    </>
  );
}

function InvitationsList() {
  const { t } = useLingui();
  // The same query as the button's badge: one request, shared.
  const query = useQuery(trpc.registrations.myInvitations.queryOptions());
  if (query.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <span className="sr-only" role="status">
          {t`Cargando invitaciones`}
        </span>
        <Skeleton className="h-36 rounded-xl" />
        <Skeleton className="h-36 rounded-xl" />
      </div>
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

/**
 * Answering a tournament invitation (spec: tournaments §4, §5, §7; REG-12, REG-13): choose one of your teams
 * ('Equipo a inscribir'); accept and reject stay disabled until one is chosen; then PUT registrations/{id}/status
 * with {status, selectTeam}.
 */
export function InvitationAnswer({
  registrationId,
  tournamentName,
  tournament,
  onAnswered,
}: {
  registrationId: string;
  tournamentName: string;
  /** When known, the tournament's gender and registrations rule out teams that cannot join. */
  tournament: Pick<TournamentDto, 'tournamentGender' | 'registrations'> | null;
  onAnswered?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const [teamId, setTeamId] = useState('');
  const [answer, setAnswer] = useState<'APPROVED' | 'REJECTED' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const setStatus = useMutation(trpc.registrations.setStatus.mutationOptions());

  const respond = async (status: 'APPROVED' | 'REJECTED') => {
    // Declining needs no team; accepting does.
    if ((status === 'APPROVED' && !teamId) || answer) return;
    setAnswer(status);
    setAlert(null);
    try {
      await setStatus.mutateAsync({ registrationId, status, ...(teamId ? { selectTeam: teamId } : {}) });
      toast.success(
        status === 'APPROVED'
          ? t`¡Listo! Tu equipo ya forma parte de ${tournamentName}.`
          : t`Rechazaste la invitación a ${tournamentName}.`,
      );
      onAnswered?.();
      void cache.refresh();
    } catch (error) {
      setAlert(errorMessage(i18n, error));
    } finally {
      setAnswer(null);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-team`}>
          <Trans>Equipo a inscribir</Trans>
        </Label>
        <TeamSelect id={`${id}-team`} tournament={tournament} value={teamId} onChange={setTeamId} />
      </div>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={answer !== null}
          onClick={() => void respond('REJECTED')}
          aria-label={t`Rechazar la invitación a ${tournamentName}`}
        >
          {answer === 'REJECTED' ? <Spinner /> : <XIcon aria-hidden />}
          <Trans>Rechazar</Trans>
        </Button>
        <Button
          disabled={!teamId || answer !== null}
          onClick={() => void respond('APPROVED')}
          aria-label={t`Aceptar la invitación a ${tournamentName}`}
        >
          {answer === 'APPROVED' ? <Spinner /> : <CheckIcon aria-hidden />}
          <Trans>Aceptar</Trans>
        </Button>
      </div>
    </div>
  );
}
