import type { MatchDetailDto, TournamentDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { CalendarClockIcon } from 'lucide-react';
import { useState } from 'react';
import { lazyDialog } from '@/components/lazy-dialog';
import { Button } from '@/components/ui/button';

// Moving a match at the pitch with one hand: the legal slots nearest to its current one over the tournament's play
// days, or on the day and pitch chosen, each confirmed before it moves (docs/decisions/014, 024). The server offers
// only slots that break no rule, and checks again when one is taken. The list's code comes once it is asked for.

const FreeSlots = lazyDialog(() => import('./free-slots').then((m) => m.FreeSlots));

export function MatchMove({
  match,
  tournament,
  onMoved,
}: {
  match: MatchDetailDto;
  /** Its tournament, for the days and pitches to look on. */
  tournament?: TournamentDto | undefined;
  onMoved: (answer: MatchDetailDto) => void;
}) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <Button
        variant="outline"
        onClick={() => setOpen(true)}
        className="w-full sm:w-auto"
        data-testid="free-slots-open"
      >
        <CalendarClockIcon aria-hidden />
        <Trans>Ver horarios libres</Trans>
      </Button>
    );
  }
  return <FreeSlots match={match} tournament={tournament} onMoved={onMoved} onClose={() => setOpen(false)} />;
}
