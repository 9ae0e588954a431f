import type { TournamentDto } from '@cancha/shared';
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
import { classifyError } from '@/lib/error-kind';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { useTournamentCache } from './tournament-cache';

/**
 * 'Eliminar Torneo' (spec: tournaments §2, §6, §7, §8; TOUR-28…30): offered only while no team is in. Success goes
 * to the creator home; a failure says 'Error: ' and the reason, or 'Error al eliminar el torneo.'.
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
  const [alert, setAlert] = useState<string | null>(null);
  const name = tournament.name;

  const confirm = async () => {
    setAlert(null);
    try {
      await remove.mutateAsync({ tournamentId: tournament.id });
    } catch (error) {
      // spec: tournaments §7 — 'Error: ' plus the answer's message; without one, 'Error al eliminar el torneo.'
      const kind = classifyError(error);
      const reason = kind.kind === 'app' || kind.kind === 'network' ? errorMessage(i18n, error) : null;
      setAlert(reason ? t`Error: ${reason}` : t`Error al eliminar el torneo.`);
      return;
    }
    toast.success(t`Torneo eliminado.`);
    onOpenChange(false);
    await navigate({ to: '/tournament-creator' });
    cache.forget(tournament.id);
    void cache.refresh();
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setAlert(null);
        onOpenChange(next);
      }}
    >
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Eliminar Torneo</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Se eliminará {name} con sus invitaciones. Esta acción no se puede deshacer.</Trans>
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
            <Trans>Sí, eliminar torneo</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
