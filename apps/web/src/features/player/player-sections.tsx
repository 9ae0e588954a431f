import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGridIcon, ShieldIcon, TrendingUpIcon, TrophyIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';
import { useRequiredUser } from '../auth/current-user';

// The player sections of the bottom menu. Their content (teams, tournaments, ranking) is built by later issues;
// until then each shows what is true today, and no invented data.

export function PlayerTeamsPage() {
  const { t } = useLingui();
  const user = useRequiredUser();
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Mis equipos`} />
      {user.teams.length > 0 ? (
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {user.teams.map((team) => (
            <li key={team.id} className="flex items-center gap-3 rounded-xl border bg-card p-4 shadow-xs">
              <span className="flex size-10 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <ShieldIcon className="size-5" aria-hidden />
              </span>
              <span className="font-medium">{team.name}</span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={ShieldIcon} title={<Trans>¡Aún no formas parte de ningún equipo!</Trans>} />
      )}
    </div>
  );
}

export function PlayerTournamentsPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Mis torneos`} />
      <EmptyState icon={TrophyIcon} title={<Trans>No tienes torneos activos.</Trans>} />
    </div>
  );
}

export function PlayerRankingPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Ranking`} />
      <EmptyState icon={TrendingUpIcon} title={<Trans>Todavía no hay equipos en el ranking.</Trans>} />
    </div>
  );
}

export function PlayerMyTemaPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Mi tema`} />
      <EmptyState icon={LayoutGridIcon} title={<Trans>Esta sección todavía no tiene contenido.</Trans>} />
    </div>
  );
}
