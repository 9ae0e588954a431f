import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGridIcon, TrendingUpIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';

// The player sections of the bottom menu. Their content (ranking, mi tema) is built by later issues;
// until then each shows what is true today, and no invented data.

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
