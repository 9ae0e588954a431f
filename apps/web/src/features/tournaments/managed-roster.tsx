import type { TeamDto, TeamInvitationDto, TeamPlayerDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQuery } from '@tanstack/react-query';
import { ClipboardPasteIcon, MailIcon, RotateCcwIcon, UserRoundCogIcon, UsersIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { Loading } from '@/components/loading';
import { SectionHeading } from '@/components/section-heading';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useRosterCache } from './roster-cache';

const RosterPasteDialog = lazyDialog(() => import('./roster-paste-dialog').then((m) => m.RosterPasteDialog));
const HandOverDialog = lazyDialog(() => import('./hand-over-dialog').then((m) => m.HandOverDialog));
const RosterLineDialog = lazyDialog(
  () => import('./roster-line-dialog').then((m) => m.RosterLineDialog),
  (props) => props.player !== null,
);
const ConfirmDialog = lazyDialog(() => import('@/components/confirm-dialog').then((m) => m.ConfirmDialog));

/** How a roster line is named: the organiser typed it as the person's full name. */
export function rosterName(player: Pick<TeamPlayerDto, 'user'>): string {
  const { fullname, lastname, username, email } = player.user;
  const full = [fullname, lastname]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return full || username?.trim() || email?.trim() || '—';
}

/** Shirt number first (those without one last), then name. */
function byNumber(a: TeamPlayerDto, b: TeamPlayerDto): number {
  const na = a.shirtNumber ?? Number.POSITIVE_INFINITY;
  const nb = b.shirtNumber ?? Number.POSITIVE_INFINITY;
  return na - nb || rosterName(a).localeCompare(rosterName(b), 'es');
}

/** The claim invitation waiting for a roster-only line (alone, or joined with the captaincy). */
function claimOf(player: TeamPlayerDto, invitations: readonly TeamInvitationDto[]): TeamInvitationDto | null {
  if (!player.user.rosterOnly) return null;
  return invitations.find((i) => i.roster?.userId === player.userId) ?? null;
}

/**
 * 'Plantel' of a team the organiser runs (docs/decisions/025), on the team's screen in their tournament: paste the
 * roster, take someone off it, see who has no account yet or was asked to claim their line, and hand the team to
 * a captain by e-mail.
 */
export function ManagedRoster({ team, tournamentId }: { team: TeamDto; tournamentId: string }) {
  const { t } = useLingui();
  const headingId = useId();
  const toast = useToast();
  const cache = useRosterCache();
  const [pasting, setPasting] = useState(false);
  const [handingOver, setHandingOver] = useState(false);
  const [removing, setRemoving] = useState<TeamPlayerDto | null>(null);
  // The name stays in the dialog while it closes.
  const [removingName, setRemovingName] = useState('');
  const [editing, setEditing] = useState<TeamPlayerDto | null>(null);
  const [editingName, setEditingName] = useState('');
  const invitations = useQuery(trpc.roster.invitations.queryOptions({ teamId: team.id }));
  const remove = useMutation(trpc.roster.removePlayer.mutationOptions());
  const pending = invitations.data ?? [];
  const handOvers = pending.filter((i) => i.role === 'CAPTAIN');
  const players = [...team.players].sort(byNumber);
  const takenNumbers = players.flatMap((p) => (p.shirtNumber === null ? [] : [p.shirtNumber]));

  const confirmRemoval = async () => {
    if (!removing) return;
    const updated = await remove.mutateAsync({ teamId: team.id, playerId: removing.id });
    void cache.teamChanged(updated, tournamentId);
    toast.success(t`${removingName} ya no está en el plantel.`);
    setRemoving(null);
  };

  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-3" data-testid="managed-roster">
      <SectionHeading
        id={headingId}
        aside={
          players.length > 0 ? (
            <Button onClick={() => setPasting(true)}>
              <ClipboardPasteIcon aria-hidden />
              <Trans>Pegar plantel</Trans>
            </Button>
          ) : null
        }
      >
        <Trans>Plantel</Trans>
      </SectionHeading>
      {players.length === 0 ? (
        <EmptyState
          icon={UsersIcon}
          title={<Trans>Este equipo todavía no tiene jugadores.</Trans>}
          description={<Trans>Pega el plantel para poder cargar goles y tarjetas.</Trans>}
          action={
            <Button onClick={() => setPasting(true)}>
              <ClipboardPasteIcon aria-hidden />
              <Trans>Pegar plantel</Trans>
            </Button>
          }
        />
      ) : (
        <ul aria-label={t`Jugadores del plantel`} className="min-w-0 divide-y rounded-xl border bg-card">
          {players.map((player) => {
            const name = rosterName(player);
            const claim = claimOf(player, pending);
            const number = player.shirtNumber;
            return (
              <li key={player.id} className="flex min-h-14 min-w-0 items-center gap-3 px-3 py-2">
                <span
                  aria-hidden
                  className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted font-semibold text-sm tabular-nums"
                >
                  {number ?? '—'}
                </span>
                <div className="grid min-w-0 flex-1 gap-1">
                  <span className="truncate font-medium">
                    {name}
                    {number === null ? null : <span className="sr-only">{t`, número ${number}`}</span>}
                  </span>
                  {player.user.rosterOnly ? (
                    claim ? (
                      <Badge variant="pending">
                        <MailIcon aria-hidden />
                        <Trans>Invitado a reclamar</Trans>
                      </Badge>
                    ) : (
                      <Badge variant="outline">
                        <Trans>Sin cuenta</Trans>
                      </Badge>
                    )
                  ) : null}
                </div>
                {player.user.rosterOnly ? (
                  <Button
                    variant="ghost"
                    className="shrink-0"
                    onClick={() => {
                      setEditingName(name);
                      setEditing(player);
                    }}
                    aria-label={t`Editar a ${name}`}
                  >
                    <Trans>Editar</Trans>
                  </Button>
                ) : null}
                <Button
                  variant="ghost"
                  className="shrink-0"
                  onClick={() => {
                    setRemovingName(name);
                    setRemoving(player);
                  }}
                  aria-label={t`Quitar a ${name}`}
                >
                  <Trans>Quitar</Trans>
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <HandOverBlock
        handOvers={handOvers}
        loading={invitations.isPending}
        failed={invitations.isError}
        retrying={invitations.isFetching}
        onRetry={() => void invitations.refetch()}
        onHandOver={() => setHandingOver(true)}
      />
      <RosterPasteDialog
        teamId={team.id}
        teamName={team.name}
        tournamentId={tournamentId}
        takenNumbers={takenNumbers}
        open={pasting}
        onOpenChange={setPasting}
      />
      <HandOverDialog
        teamId={team.id}
        teamName={team.name}
        tournamentId={tournamentId}
        open={handingOver}
        onOpenChange={setHandingOver}
      />
      <RosterLineDialog
        teamId={team.id}
        tournamentId={tournamentId}
        player={editing}
        name={editingName}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t`¿Quitar a ${removingName} del plantel?`}
        description={
          <Trans>Si ya tiene goles o tarjetas, seguirán registrados en los partidos que jugó.</Trans>
        }
        confirmLabel={<Trans>Quitar</Trans>}
        onConfirm={confirmRemoval}
      />
    </section>
  );
}

function HandOverBlock({
  handOvers,
  loading,
  failed,
  retrying,
  onRetry,
  onHandOver,
}: {
  handOvers: TeamInvitationDto[];
  loading: boolean;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  onHandOver: () => void;
}) {
  const { t } = useLingui();
  return (
    <div className="grid min-w-0 gap-3 rounded-xl border p-4">
      <div className="flex flex-wrap items-center gap-3">
        <p className="min-w-0 flex-1 basis-56 text-muted-foreground text-sm">
          <Trans>
            Tú gestionas este equipo. Cuando tenga capitán, entrégaselo: él llevará el plantel desde su
            cuenta.
          </Trans>
        </p>
        <Button variant="outline" onClick={onHandOver} className="w-full sm:w-auto">
          <UserRoundCogIcon aria-hidden />
          <Trans>Entregar a un capitán</Trans>
        </Button>
      </div>
      {loading ? (
        <Loading label={t`Cargando invitaciones`}>
          <Skeleton className="h-9" />
        </Loading>
      ) : failed ? (
        <div
          className="flex flex-wrap items-center justify-between gap-2 text-destructive text-sm"
          role="alert"
        >
          <Trans>Error al obtener las invitaciones.</Trans>
          <Button variant="outline" size="sm" onClick={onRetry} disabled={retrying}>
            <RotateCcwIcon aria-hidden />
            <Trans>Reintentar</Trans>
          </Button>
        </div>
      ) : handOvers.length > 0 ? (
        <ul aria-label={t`Entregas pendientes`} className="grid min-w-0 gap-2">
          {handOvers.map(({ id, email }) => (
            <li key={id} className="flex min-w-0 items-center gap-2 text-sm">
              <MailIcon className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 flex-1 truncate">
                <Trans>Esperando a {email}</Trans>
              </span>
              <Badge variant="pending">
                <Trans>Pendiente</Trans>
              </Badge>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
