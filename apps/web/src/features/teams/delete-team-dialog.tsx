import type { TeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';

/**
 * Delete team (docs/product/teams.md#deleting-a-team, #roles; TEAM-24…26): a confirmation, then 'Equipo
 * eliminado con éxito' and back to /player/teams. A team still playing a tournament cannot go
 * (TEAM_IN_ACTIVE_TOURNAMENT, said in words).
 */
export function DeleteTeamDialog({
  team,
  open,
  onOpenChange,
  closeLabel,
}: {
  team: TeamDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel: string;
}) {
  const { t } = useLingui();
  const toast = useToast();
  const cache = useTeamCache();
  const navigate = useNavigate();
  const remove = useMutation(trpc.teams.delete.mutationOptions());
  const name = team.name;

  const confirm = async () => {
    await remove.mutateAsync({ teamId: team.id });
    toast.success(t`Equipo eliminado con éxito`);
    onOpenChange(false);
    await navigate({ to: '/player/teams' });
    cache.forget(team.id);
    void cache.refreshMine();
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      closeLabel={closeLabel}
      title={<Trans>¿Eliminar el equipo?</Trans>}
      description={
        <Trans>
          Se eliminará {name} con su plantel, sus invitaciones pendientes y sus alineaciones. Esta acción no
          se puede deshacer.
        </Trans>
      }
      confirmLabel={<Trans>Sí, eliminar equipo</Trans>}
      onConfirm={confirm}
    />
  );
}
