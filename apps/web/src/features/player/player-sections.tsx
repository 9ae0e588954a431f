import { Trans, useLingui } from '@lingui/react/macro';
import { LayoutGridIcon } from 'lucide-react';
import { EmptyState } from '@/components/empty-state';
import { PageTitle } from '@/components/page-title';

// The player sections of the bottom menu that have no content of their own yet; each shows what is true today,
// and no invented data. The ranking lives in features/ranking.

export function PlayerMyTemaPage() {
  const { t } = useLingui();
  return (
    <div className="grid gap-6">
      <PageTitle title={t`Mi tema`} />
      <EmptyState icon={LayoutGridIcon} title={<Trans>Esta sección todavía no tiene contenido.</Trans>} />
    </div>
  );
}
