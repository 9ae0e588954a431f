import type { RegistrationDto, TournamentDto } from '@cancha/shared';
import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowLeftIcon,
  CheckCheckIcon,
  CheckIcon,
  ClipboardListIcon,
  CopyIcon,
  MailIcon,
  Share2Icon,
  XIcon,
} from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { TeamLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { InviteByEmailForm } from '@/components/invite-by-email-form';
import { LoadError } from '@/components/load-error';
import { NotFound } from '@/components/not-found';
import { PageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/section-heading';
import { Spinner } from '@/components/spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { describedBy, Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useRequiredUser } from '@/features/auth/current-user';
import { teamInTournamentLink } from '@/features/standings/area-links';
import { appCodeOf } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { AddTeamsByName } from './add-teams';
import { RegistrationBadge } from './tournament-badges';
import { useTournamentCache } from './tournament-cache';
import { TournamentIconBar } from './tournament-icon-bar';
import { registrationRoleOf, sortRegistrations } from './tournament-lists';

/**
 * /tournament-creator/invitations?id= (docs/product/registrations.md#answering-requests, #invitations;
 * REG-01…07): 'Solicitudes de inscripción' with each registration's team and status, approve or reject for a
 * team's pending request, the invitations the creator sent ('Equipo a confirmar', 'Equipo Invitado'), the
 * invitation link to share and an invitation by e-mail.
 */
export function RegistrationsPage({ tournamentId }: { tournamentId: string }) {
  const { t } = useLingui();
  const enabled = tournamentId !== '';
  const tournament = useQuery({ ...trpc.tournaments.byId.queryOptions({ tournamentId }), enabled });
  const [sharing, setSharing] = useState(false);

  if (!enabled) return <TournamentNotFound />;
  if (tournament.isError) {
    const code = appCodeOf(tournament.error);
    if (code === 'NOT_FOUND' || code === 'FORBIDDEN') return <TournamentNotFound />;
  }
  const data = tournament.data;
  if (data && !data.isOwner) return <TournamentNotFound />;
  const name = data?.name;

  return (
    <div className="grid max-w-4xl gap-6">
      <PageTitle
        title={t`Solicitudes de inscripción`}
        description={name ? <Trans>Inscripciones al torneo {name}</Trans> : null}
        actions={
          <div className="flex w-full flex-wrap gap-2 sm:w-auto">
            <Button asChild variant="outline" className="flex-1 sm:flex-none">
              <Link to="/tournament-creator/tournament" search={{ tournamentId }}>
                <ArrowLeftIcon aria-hidden />
                <Trans>Volver al torneo</Trans>
              </Link>
            </Button>
            <Button
              onClick={() => setSharing(true)}
              disabled={!data?.inviteLink}
              className="flex-1 sm:flex-none"
            >
              <Share2Icon aria-hidden />
              <Trans>Compartir enlace</Trans>
            </Button>
          </div>
        }
      />
      <TournamentIconBar
        tournamentId={tournamentId}
        current="requests"
        pendingCount={data?.pendingCount ?? 0}
        showRequests
      />
      <RegistrationsList
        tournamentId={tournamentId}
        onShare={() => setSharing(true)}
        canShare={!!data?.inviteLink}
      />
      {data ? <AddTeamsByName tournament={data} /> : null}
      <InviteCaptain tournamentId={tournamentId} />
      {data?.inviteLink ? (
        <ShareInviteDialog
          tournament={data}
          link={data.inviteLink}
          open={sharing}
          onOpenChange={setSharing}
        />
      ) : null}
    </div>
  );
}

function RegistrationsList({
  tournamentId,
  onShare,
  canShare,
}: {
  tournamentId: string;
  onShare: () => void;
  canShare: boolean;
}) {
  const { t } = useLingui();
  const headingId = useId();
  const user = useRequiredUser();
  const registrations = useQuery(trpc.registrations.ofTournament.queryOptions({ tournamentId }));
  const requests = (registrations.data ?? []).filter((r) => registrationRoleOf(r, user.id) === 'REQUEST');
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading
        id={headingId}
        aside={
          requests.length > 1 ? <ApproveAll tournamentId={tournamentId} count={requests.length} /> : null
        }
      >
        <Trans>Inscripciones al torneo</Trans>
      </SectionHeading>
      {registrations.isPending ? (
        <ul aria-busy="true" aria-label={t`Cargando solicitudes`} className="grid gap-3">
          {[0, 1, 2].map((i) => (
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
      ) : registrations.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar las solicitudes de inscripción.</Trans>}
          onRetry={() => void registrations.refetch()}
          retrying={registrations.isFetching}
        />
      ) : registrations.data.length === 0 ? (
        <EmptyState
          icon={ClipboardListIcon}
          title={<Trans>¡Aún no tienes solicitudes de inscripción para mostrar!</Trans>}
          description={
            <Trans>Comparte el enlace del torneo con los capitanes para que inscriban a sus equipos.</Trans>
          }
          action={
            <Button onClick={onShare} disabled={!canShare}>
              <Share2Icon aria-hidden />
              <Trans>Compartir enlace</Trans>
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-3">
          {sortRegistrations(registrations.data).map((registration) => (
            <li key={registration.id}>
              <RegistrationCard registration={registration} viewerId={user.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** "Aceptar todas": every pending request at once, while the tournament has room (issue 42). */
function ApproveAll({ tournamentId, count }: { tournamentId: string; count: number }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTournamentCache();
  const approveAll = useMutation(trpc.registrations.approveAll.mutationOptions());
  const run = async () => {
    try {
      const { approved, leftPending } = await approveAll.mutateAsync({ tournamentId });
      toast.success(
        leftPending > 0
          ? t`${plural(approved.length, { one: '# inscripción aceptada', other: '# inscripciones aceptadas' })}; ${plural(leftPending, { one: '# queda pendiente', other: '# quedan pendientes' })}: el torneo está completo.`
          : t`${plural(approved.length, { one: '# inscripción aceptada.', other: '# inscripciones aceptadas.' })}`,
      );
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    } finally {
      void cache.refresh();
    }
  };
  return (
    <Button size="sm" onClick={() => void run()} disabled={approveAll.isPending} needsServer>
      {approveAll.isPending ? <Spinner /> : <CheckCheckIcon aria-hidden />}
      {t`Aceptar todas (${count})`}
    </Button>
  );
}

/**
 * One registration (docs/product/registrations.md#statuses, #answering-requests): a team's pending request is
 * answered once, approve or reject; an invitation the creator sent shows 'Equipo a confirmar' and 'Equipo
 * Invitado' and is answered by the invitee.
 */
function RegistrationCard({ registration, viewerId }: { registration: RegistrationDto; viewerId: string }) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTournamentCache();
  const role = registrationRoleOf(registration, viewerId);
  const [answer, setAnswer] = useState<'APPROVED' | 'REJECTED' | null>(null);
  const setStatus = useMutation(trpc.registrations.setStatus.mutationOptions());
  const teamName = registration.team?.name ?? null;
  const title = teamName ?? t`Equipo a confirmar`;

  const respond = async (status: 'APPROVED' | 'REJECTED') => {
    setAnswer(status);
    try {
      // docs/product/registrations.md#calls — the creator's PUT registrations/{id}/status sends only
      // {status}.
      await setStatus.mutateAsync({ registrationId: registration.id, status });
      toast.success(
        status === 'APPROVED' ? t`Inscripción de ${title} aceptada.` : t`Inscripción de ${title} rechazada.`,
      );
    } catch (error) {
      toast.error(errorMessage(i18n, error));
    } finally {
      setAnswer(null);
      void cache.refresh();
    }
  };

  return (
    <article
      data-testid="registration"
      data-status={registration.status}
      aria-label={title}
      className="flex flex-wrap items-center gap-3 rounded-xl border bg-card p-4 shadow-xs"
    >
      {registration.teamId ? (
        <TeamLogo logo={registration.team?.logo ?? null} />
      ) : (
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-muted text-muted-foreground">
          <MailIcon className="size-5" aria-hidden />
        </span>
      )}
      <div className="grid min-w-0 flex-1 basis-40 gap-1">
        <h3 className="truncate font-semibold">
          {registration.teamId ? (
            // The team itself, its players and their record in this tournament, before answering.
            <Link
              {...teamInTournamentLink('creator', registration.tournamentId, registration.teamId)}
              className="rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
              data-testid="registration-team-link"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </h3>
        {role === 'INVITATION' && registration.invitedEmail ? (
          <p className="truncate text-muted-foreground text-sm">{registration.invitedEmail}</p>
        ) : null}
        <span className="flex flex-wrap gap-1.5">
          <RegistrationBadge status={registration.status} view="creator" />
          {role === 'INVITATION' ? (
            <Badge variant="outline">
              {/* A team with no invitation address is one the creator added by name (docs/decisions/025). */}
              {registration.teamId && !registration.invitedEmail ? (
                <Trans>Agregado por ti</Trans>
              ) : (
                <Trans>Equipo Invitado</Trans>
              )}
            </Badge>
          ) : null}
        </span>
      </div>
      {role === 'REQUEST' ? (
        <div className="flex w-full gap-2 sm:w-auto">
          <Button
            variant="outline"
            className="flex-1 sm:flex-none"
            disabled={answer !== null}
            onClick={() => void respond('REJECTED')}
            aria-label={t`Rechazar la inscripción de ${title}`}
          >
            {answer === 'REJECTED' ? <Spinner /> : <XIcon aria-hidden />}
            <Trans>Rechazar</Trans>
          </Button>
          <Button
            className="flex-1 sm:flex-none"
            disabled={answer !== null}
            onClick={() => void respond('APPROVED')}
            aria-label={t`Aceptar la inscripción de ${title}`}
          >
            {answer === 'APPROVED' ? <Spinner /> : <CheckIcon aria-hidden />}
            <Trans>Aceptar</Trans>
          </Button>
        </div>
      ) : null}
    </article>
  );
}

const COPIED_MS = 2000;

/**
 * The invitation link (docs/product/registrations.md#invitations; REG-02): the tournament details page with
 * the tournament's invite token. Copy with the clipboard; where that is not allowed, the link is selected so
 * it can be copied by hand. Phones that can share get a share button too.
 */
function ShareInviteDialog({
  tournament,
  link,
  open,
  onOpenChange,
}: {
  tournament: TournamentDto;
  link: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState(false);
  const [manual, setManual] = useState(false);
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const name = tournament.name;

  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const selectAll = () => {
    input.current?.focus();
    input.current?.select();
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      setManual(false);
    } catch {
      selectAll();
      setManual(true);
    }
  };

  const share = async () => {
    try {
      await navigator.share({ title: name, text: t`Inscribe a tu equipo en ${name}`, url: link });
    } catch {
      // Closing the share sheet is not an error worth showing.
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setCopied(false);
          setManual(false);
        }
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Compartir enlace de invitación</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Quien abra este enlace verá {name} y podrá inscribir a su equipo, aunque el torneo sea privado o
              solo por invitación.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <Field
          id={`${id}-link`}
          label={<Trans>Enlace del torneo</Trans>}
          hint={
            manual ? <Trans>No se pudo copiar: el enlace quedó seleccionado, cópialo a mano.</Trans> : null
          }
        >
          <Input
            ref={input}
            id={`${id}-link`}
            readOnly
            value={link}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono text-xs md:text-xs"
            aria-describedby={describedBy(`${id}-link`, { hint: manual })}
            data-testid="invite-link"
          />
        </Field>
        <p className="sr-only" aria-live="polite">
          {copied ? t`Enlace copiado` : ''}
        </p>
        <DialogFooter>
          {canShare ? (
            <Button variant="outline" onClick={() => void share()}>
              <Share2Icon aria-hidden />
              <Trans>Compartir</Trans>
            </Button>
          ) : null}
          <Button onClick={() => void copy()}>
            {copied ? <CheckIcon aria-hidden /> : <CopyIcon aria-hidden />}
            {copied ? <Trans>¡Copiado!</Trans> : <Trans>Copiar enlace</Trans>}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The creator invites a captain by e-mail; they answer choosing one of their teams
 * (docs/product/registrations.md#invitations).
 */
function InviteCaptain({ tournamentId }: { tournamentId: string }) {
  const cache = useTournamentCache();
  const invite = useMutation(trpc.registrations.invite.mutationOptions());

  const onInvite = async (email: string) => {
    await invite.mutateAsync({ tournamentId, email });
    void cache.refresh();
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invitar a un capitán</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Le enviaremos un email; elegirá cuál de sus equipos inscribir. Si todavía no tiene cuenta, podrá
            registrarse.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <InviteByEmailForm
          label={<Trans>Email del capitán</Trans>}
          name="email"
          // Answers about the address itself are shown under the field; anything else is a toast.
          fieldErrorCodes={['INVITATION_PENDING', 'VALIDATION']}
          onInvite={onInvite}
        />
      </CardContent>
    </Card>
  );
}

function TournamentNotFound() {
  return <NotFound title={<Trans>Este torneo no existe o fue eliminado.</Trans>} back="creator" />;
}
