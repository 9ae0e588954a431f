import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { CheckIcon, XIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertBanner } from '@/components/alert-banner';
import { Spinner } from '@/components/spinner';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { errorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { trpc } from '@/lib/trpc';
import { TeamSelect } from './team-choice';
import { useTournamentCache } from './tournament-cache';

/**
 * Answering a tournament invitation (docs/product/registrations.md#invitations, #calls; REG-12, REG-13):
 * choose one of your teams ('Equipo a inscribir'); accept and reject stay disabled until one is chosen; then
 * PUT registrations/{id}/status with {status, selectTeam}.
 */
export function InvitationAnswer({
  registrationId,
  tournamentName,
  tournament,
  onAnswered,
}: {
  registrationId: string;
  tournamentName: string;
  /** When known, the tournament's gender and registrations rule out teams that cannot join. */
  tournament: Pick<TournamentDto, 'tournamentGender' | 'registrations'> | null;
  onAnswered?: () => void;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const toast = useToast();
  const cache = useTournamentCache();
  const [teamId, setTeamId] = useState('');
  const [answer, setAnswer] = useState<'APPROVED' | 'REJECTED' | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const setStatus = useMutation(trpc.registrations.setStatus.mutationOptions());

  const respond = async (status: 'APPROVED' | 'REJECTED') => {
    // Declining needs no team; accepting does.
    if ((status === 'APPROVED' && !teamId) || answer) return;
    setAnswer(status);
    setAlert(null);
    try {
      await setStatus.mutateAsync({ registrationId, status, ...(teamId ? { selectTeam: teamId } : {}) });
      toast.success(
        status === 'APPROVED'
          ? t`¡Listo! Tu equipo ya forma parte de ${tournamentName}.`
          : t`Rechazaste la invitación a ${tournamentName}.`,
      );
      onAnswered?.();
      void cache.refresh();
    } catch (error) {
      setAlert(errorMessage(i18n, error));
    } finally {
      setAnswer(null);
    }
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-team`}>
          <Trans>Equipo a inscribir</Trans>
        </Label>
        <TeamSelect id={`${id}-team`} tournament={tournament} value={teamId} onChange={setTeamId} />
      </div>
      {alert ? (
        <AlertBanner variant="error" message={alert} duration={0} onClose={() => setAlert(null)} />
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          variant="outline"
          disabled={answer !== null}
          onClick={() => void respond('REJECTED')}
          aria-label={t`Rechazar la invitación a ${tournamentName}`}
        >
          {answer === 'REJECTED' ? <Spinner /> : <XIcon aria-hidden />}
          <Trans>Rechazar</Trans>
        </Button>
        <Button
          disabled={!teamId || answer !== null}
          onClick={() => void respond('APPROVED')}
          aria-label={t`Aceptar la invitación a ${tournamentName}`}
        >
          {answer === 'APPROVED' ? <Spinner /> : <CheckIcon aria-hidden />}
          <Trans>Aceptar</Trans>
        </Button>
      </div>
    </div>
  );
}
