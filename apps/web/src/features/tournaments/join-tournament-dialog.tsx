import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSetAtom } from 'jotai';
import { SendIcon } from 'lucide-react';
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
import { trpc } from '@/lib/trpc';
import { arenaNoticeAtom } from './arena-notice';
import { TeamRadioList } from './team-choice';
import { useTournamentCache } from './tournament-cache';

/**
 * 'Únete al torneo' → 'Equipo a inscribir' (docs/product/registrations.md#joining, #entry-checks, #calls;
 * REG-10…12): the user's teams where they are captain, with size and gender; a team under 5 players cannot be
 * chosen. Sends POST registrations {tournamentId, teamId} (and the invitation token of a shared link); the result
 * is announced in the arena.
 */
export function JoinTournamentDialog({
  tournament,
  invite,
  open,
  onOpenChange,
}: {
  tournament: TournamentDto;
  invite: string | undefined;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        {open ? <JoinForm tournament={tournament} invite={invite} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function JoinForm({ tournament, invite }: { tournament: TournamentDto; invite: string | undefined }) {
  const { t, i18n } = useLingui();
  const cache = useTournamentCache();
  const navigate = useNavigate();
  const setNotice = useSetAtom(arenaNoticeAtom);
  const register = useMutation(trpc.registrations.register.mutationOptions());
  const [teamId, setTeamId] = useState('');
  const [alert, setAlert] = useState<string | null>(null);
  const name = tournament.name;

  const submit = async () => {
    if (!teamId || register.isPending) return;
    setAlert(null);
    try {
      await register.mutateAsync({ tournamentId: tournament.id, teamId, ...(invite ? { invite } : {}) });
    } catch (error) {
      setAlert(errorMessage(i18n, error));
      return;
    }
    // docs/product/tournaments.md#arena — the arena's warning alert, shown 9 seconds.
    setNotice(t`Enviaste la solicitud para ${name}. El organizador debe aprobarla: la verás en Mis torneos.`);
    void cache.refresh();
    await navigate({ to: '/player/tournaments-arena' });
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>
          <Trans>Equipo a inscribir</Trans>
        </DialogTitle>
        <DialogDescription>
          <Trans>
            Elige cuál de tus equipos participará en {name}. El organizador aprobará la solicitud.
          </Trans>
        </DialogDescription>
      </DialogHeader>
      <TeamRadioList
        tournament={tournament}
        value={teamId}
        onChange={setTeamId}
        label={t`Equipo a inscribir`}
      />
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">
            <Trans>Cancelar</Trans>
          </Button>
        </DialogClose>
        <Button
          onClick={() => void submit()}
          disabled={!teamId || register.isPending}
          data-testid="join-submit"
        >
          {register.isPending ? <Spinner /> : <SendIcon aria-hidden />}
          <Trans>Inscribir equipo</Trans>
        </Button>
      </DialogFooter>
    </>
  );
}
