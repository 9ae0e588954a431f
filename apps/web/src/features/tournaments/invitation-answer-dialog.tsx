import type { TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { InvitationAnswer } from './invitation-answer';

/**
 * The 'Equipo a inscribir' dialog of a tournament's page, where a tournament invitation is answered
 * (docs/product/registrations.md#invitations); downloaded when the page is idle or when it opens
 * (player-tournament-page.tsx).
 */
export function InvitationAnswerDialog({
  tournament,
  registrationId,
  open,
  onOpenChange,
}: {
  tournament: TournamentDto;
  registrationId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useLingui();
  const name = tournament.name;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t`Cerrar`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Equipo a inscribir</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>Elige con cuál de tus equipos aceptas la invitación a {name}, o recházala.</Trans>
          </DialogDescription>
        </DialogHeader>
        <InvitationAnswer
          registrationId={registrationId}
          tournamentName={tournament.name}
          tournament={tournament}
          onAnswered={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}
