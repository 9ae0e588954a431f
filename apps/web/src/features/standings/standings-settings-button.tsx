import type { TournamentStatisticsDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';

const StandingsSettingsDialog = lazyDialog(() =>
  import('./standings-settings-dialog').then((m) => m.StandingsSettingsDialog),
);

/** The organiser's button that opens the standings settings. */
export function StandingsSettingsButton({ statistics }: { statistics: TournamentStatisticsDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} data-testid="standings-settings">
        <SlidersHorizontalIcon aria-hidden />
        <Trans>Ajustes de la tabla</Trans>
      </Button>
      <StandingsSettingsDialog statistics={statistics} open={open} onOpenChange={setOpen} />
    </>
  );
}
