import type { TeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { MailIcon, RotateCcwIcon } from 'lucide-react';
import { useId } from 'react';
import { InviteByEmailForm } from '@/components/invite-by-email-form';
import { Loading } from '@/components/loading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { uiLocaleOf } from '@/lib/locale';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';

/**
 * Invite by e-mail (docs/product/teams.md#invitations, #calls; INV-10, 11) and the team's pending
 * invitations, for the captain: anyone else is shown nothing and asks for nothing (the API refuses them the
 * team's invitations).
 */
export function InvitePlayers({ team }: { team: Pick<TeamDto, 'id' | 'myRole'> }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const cache = useTeamCache();
  const teamId = team.id;
  const captain = team.myRole === 'CAPTAIN';
  const invite = useMutation(trpc.invitations.invite.mutationOptions());
  const pending = useQuery({ ...trpc.invitations.ofTeam.queryOptions({ teamId }), enabled: captain });
  if (!captain) return null;

  const onInvite = async (playerEmail: string) => {
    await invite.mutateAsync({ playerEmail, teamId, locale: uiLocaleOf(i18n.locale) });
    void cache.refreshSentInvitations(teamId);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <Trans>Invitar jugadores</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>Le enviaremos un email; si todavía no tiene cuenta, podrá registrarse y unirse.</Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <InviteByEmailForm
          label={<Trans>Email del jugador</Trans>}
          name="playerEmail"
          // Answers about the address itself are shown under the field; anything else is a toast.
          fieldErrorCodes={['ALREADY_IN_TEAM', 'INVITATION_PENDING', 'VALIDATION']}
          onInvite={onInvite}
        />
        <section aria-labelledby={`${id}-pending`} className="grid gap-2">
          <h3 id={`${id}-pending`} className="font-medium text-sm">
            <Trans>Invitaciones pendientes</Trans>
          </h3>
          {pending.isPending ? (
            <Loading label={t`Cargando invitaciones`} className="grid gap-2">
              <Skeleton className="h-11" />
              <Skeleton className="h-11" />
            </Loading>
          ) : pending.isError ? (
            <div
              className="flex flex-wrap items-center justify-between gap-2 text-destructive text-sm"
              role="alert"
            >
              <Trans>Error al obtener las invitaciones.</Trans>
              <Button variant="outline" onClick={() => void pending.refetch()}>
                <RotateCcwIcon aria-hidden />
                <Trans>Reintentar</Trans>
              </Button>
            </div>
          ) : pending.data.length === 0 ? (
            <p className="text-muted-foreground text-sm">
              <Trans>No hay invitaciones pendientes.</Trans>
            </p>
          ) : (
            <ul className="divide-y rounded-lg border">
              {pending.data.map((invitation) => (
                <li key={invitation.id} className="flex min-h-11 items-center gap-3 px-3 py-2">
                  <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
                  <span className="min-w-0 flex-1 truncate text-sm">{invitation.email}</span>
                  <Badge variant="pending">
                    <Trans>Pendiente</Trans>
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </section>
      </CardContent>
    </Card>
  );
}
