import type { TeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTeamCache } from './team-cache';

/**
 * Delete team (spec: tournaments §2, §6, §8; TEAM-24…26): a confirmation, then 'Equipo eliminado con éxito' and back
 * to /player/teams. A team still playing a tournament cannot go (TEAM_IN_ACTIVE_TOURNAMENT, said in words).
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
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTeamCache();
  const navigate = useNavigate();
  const remove = useMutation(trpc.teams.delete.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);
  const name = team.name;

  const confirm = async () => {
    setAlert(null);
    try {
      await remove.mutateAsync({ teamId: team.id });
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    toast.success(t`Equipo eliminado con éxito`);
    onOpenChange(false);
    await navigate({ to: '/player/teams' });
    cache.forget(team.id);
    void cache.refreshMine();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAlert(null);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={closeLabel}>
        <DialogHeader>
          <DialogTitle>
            <Trans>¿Eliminar el equipo?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Se eliminará {name} con su plantel, sus invitaciones pendientes y sus alineaciones. Esta acción
              no se puede deshacer.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        {alert ? (
          <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
        ) : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">
              <Trans>Cancelar</Trans>
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={() => void confirm()} disabled={remove.isPending}>
            {remove.isPending ? <Spinner /> : <Trash2Icon aria-hidden />}
            <Trans>Sí, eliminar equipo</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
