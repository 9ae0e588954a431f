import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTournamentCache } from './tournament-cache';

/**
 * Removing a team from the tournament (docs/product/registrations.md#removing-a-team, #calls; TOUR-51, 52): a
 * confirmation that the team leaves both the registrations and the tournament, then DELETE
 * tournaments/{id}/teams/{teamId}. Used from the tournament's page and from the team-in-tournament screen.
 */
export function RemoveTeamDialog({
  tournamentId,
  team,
  onClose,
  onRemoved,
}: {
  tournamentId: string;
  team: { id: string; name: string } | null;
  onClose: () => void;
  /** After the removal, before the lists refresh: a screen about this team leaves it here. */
  onRemoved?: () => Promise<void>;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const cache = useTournamentCache();
  const remove = useMutation(trpc.tournaments.removeTeam.mutationOptions());

  const confirm = async () => {
    if (!team) return;
    await remove.mutateAsync({ tournamentId, teamId: team.id });
    const name = team.name;
    toast.success(t`${name} ya no forma parte del torneo.`);
    onClose();
    await onRemoved?.();
    void cache.teamRemoved(tournamentId, team.id);
  };

  return (
    <ConfirmDialog
      open={team !== null}
      onOpenChange={(next) => !next && onClose()}
      title={<Trans>¿Estás seguro de que deseas eliminar este equipo?</Trans>}
      description={<Trans>El equipo se eliminará tanto del registro como del torneo.</Trans>}
      confirmLabel={<Trans>Eliminar Equipo</Trans>}
      onConfirm={confirm}
    >
      {team ? <p className="break-words font-semibold">{team.name}</p> : null}
    </ConfirmDialog>
  );
}
