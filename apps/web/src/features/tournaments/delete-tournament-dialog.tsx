import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTournamentCache } from './tournament-cache';

/**
 * 'Eliminar Torneo' (docs/product/tournaments.md#deleting, #calls — DELETE tournaments/{id}; TOUR-28…30):
 * offered only while no team is in. Success goes to the creator home; a failure says 'Error: ' and the
 * reason, or 'Error al eliminar el torneo.'.
 */
export function DeleteTournamentDialog({
  tournament,
  open,
  onOpenChange,
}: {
  tournament: TournamentDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTournamentCache();
  const navigate = useNavigate();
  const remove = useMutation(trpc.tournaments.delete.mutationOptions());
  const name = tournament.name;

  const confirm = async () => {
    await remove.mutateAsync({ tournamentId: tournament.id });
    toast.success(t`Torneo eliminado.`);
    onOpenChange(false);
    await navigate({ to: '/tournament-creator' });
    cache.forget(tournament.id);
    void cache.refresh();
  };

  // docs/product/tournaments.md#deleting — 'Error: ' plus the answer's message; without one, 'Error al
  // eliminar el torneo.'
  const describeError = (error: unknown) => {
    const kind = classifyError(error);
    const reason = kind.kind === 'app' || kind.kind === 'network' ? errorMessage(i18n, error) : null;
    return reason ? t`Error: ${reason}` : t`Error al eliminar el torneo.`;
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={<Trans>Eliminar Torneo</Trans>}
      description={<Trans>Se eliminará {name} con sus invitaciones. Esta acción no se puede deshacer.</Trans>}
      confirmLabel={<Trans>Sí, eliminar torneo</Trans>}
      onConfirm={confirm}
      describeError={describeError}
    />
  );
}
