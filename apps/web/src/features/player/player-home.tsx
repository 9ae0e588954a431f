import { needsProfileCompletion } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClockIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { CompletionNotice } from '../account/completion-notice';
import { useRequiredUser } from '../auth/current-user';
import { TournamentInvitationsButton } from '../tournaments/tournament-invitations';

/**
 * /player — the player's home (spec: tournaments §2 Player routes): the tournament invitations (a button with a
 * count badge that opens a dialog) and the next matches. The ranking arrives with its own issue.
 */
export function PlayerHome() {
  const { t } = useLingui();
  const user = useRequiredUser();
  const name = user.fullname?.trim() || user.username || '';
  return (
    <div className="grid gap-6">
      <PageTitle
        title={name ? t`¡Hola, ${name}!` : t`¡Hola!`}
        description={<Trans>Este es tu espacio de jugador.</Trans>}
      />
      {needsProfileCompletion(user) ? (
        <CompletionNotice to="/player/profile">
          <Trans>Completa tus datos para usar la app.</Trans>
        </CompletionNotice>
      ) : null}
      <TournamentInvitationsButton />
      <section aria-labelledby="next-matches" className="grid gap-3">
        <h2 id="next-matches" className="font-semibold text-lg">
          <Trans>Próximos partidos</Trans>
        </h2>
        <EmptyState icon={CalendarClockIcon} title={<Trans>No tienes partidos pendientes.</Trans>} />
      </section>
    </div>
  );
}
