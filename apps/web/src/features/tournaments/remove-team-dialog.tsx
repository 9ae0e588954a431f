import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
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
import { useTournamentCache } from './tournament-cache';

/**
 * Removing a team from the tournament (spec: tournaments §1, §2 Team-in-tournament screen, §7; TOUR-51, 52): the
 * spec's confirmation, then DELETE tournaments/{id}/teams/{teamId}.
 */
export function RemoveTeamDialog({
  tournamentId,
  team,
  onClose,
}: {
  tournamentId: string;
  team: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const toast = useToast();
  const cache = useTournamentCache();
  const remove = useMutation(trpc.tournaments.removeTeam.mutationOptions());
  const [alert, setAlert] = useState<string | null>(null);

  const confirm = async () => {
    if (!team) return;
    setAlert(null);
    try {
      await remove.mutateAsync({ tournamentId, teamId: team.id });
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    const name = team.name;
    toast.success(t`${name} ya no forma parte del torneo.`);
    onClose();
    void cache.refresh();
  };

  return (
    <Dialog
      open={team !== null}
      onOpenChange={(next) => {
        if (!next) {
          setAlert(null);
          onClose();
        }
      }}
    >
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>¿Estás seguro de que deseas eliminar este equipo?</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>El equipo se eliminará tanto del registro como del torneo.</Trans>
          </DialogDescription>
        </DialogHeader>
        {team ? <p className="break-words font-semibold">{team.name}</p> : null}
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
            <Trans>Eliminar Equipo</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
