import { needsProfileCompletion } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { TrophyIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { CompletionNotice } from '../account/completion-notice';
import { useRequiredUser } from '../auth/current-user';

/** /tournament-creator — 'Lista de torneos' (tournaments §2 Creator routes). 'Crear torneo' comes with tournaments. */
export function CreatorHome() {
  const { t } = useLingui();
  const user = useRequiredUser();
  const tournaments = user.tournaments ?? [];
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Lista de torneos`} />
      {needsProfileCompletion(user) ? (
        <CompletionNotice to="/tournament-creator/profile">
          <Trans>Por favor, completa tus datos antes de continuar.</Trans>
        </CompletionNotice>
      ) : null}
      {tournaments.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {tournaments.map((tournament) => (
            <li
              key={tournament.id}
              className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs"
            >
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <TrophyIcon className="size-5" aria-hidden />
              </span>
              <span className="font-medium">{tournament.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={TrophyIcon} title={<Trans>Aún no tienes torneos creados!</Trans>} />
      )}
    </div>
  );
}
