import { Trans, useLingui } from '@lingui/react/macro';
import { PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { PageTitle } from '@/components/page-title';
import { Button } from '@/components/ui/button';
import { MyTeamsSection } from './my-teams-section';
import { NearbyTeamsSection } from './nearby-teams-section';
import { myTeamsShown, type TeamsSearch, type TeamsSearchChange } from './teams-search';
import { TeamsShortcuts } from './teams-shortcuts';

export type { TeamsSearchChange } from './teams-search';

const CreateTeamDialog = lazyDialog(() => import('./create-team-dialog').then((m) => m.CreateTeamDialog));

/** /player/teams (docs/product/teams.md#my-teams): my teams, shortcuts, and nearby teams. */
export function TeamsPage({
  search,
  onSearchChange,
}: {
  search: TeamsSearch;
  onSearchChange: TeamsSearchChange;
}) {
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-8">
      <PageTitle
        title={t`Equipos`}
        actions={
          <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
            <PlusIcon aria-hidden />
            <Trans>Crear equipo</Trans>
          </Button>
        }
      />
      <TeamsShortcuts />
      <MyTeamsSection
        shown={myTeamsShown(search)}
        onMore={(mine) => onSearchChange({ mine })}
        onCreate={() => setCreating(true)}
      />
      <NearbyTeamsSection
        search={search}
        onSearchChange={onSearchChange}
        onCreateTeam={() => setCreating(true)}
      />
      <CreateTeamDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}
