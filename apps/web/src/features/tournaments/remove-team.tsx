import type { TeamInTournamentDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { Trash2Icon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useErrorSentence } from '@/lib/error-texts';
import { RemoveTeamDialog } from './lazy-remove-team-dialog';

// The owner's way to take a team out of the tournament, at the foot of the team-in-tournament screen.

/**
 * The owner's 'Eliminar Equipo' (docs/product/registrations.md#removing-a-team, #calls — DELETE
 * tournaments/{id}/teams/{teamId}): a confirmation, then back to the tournament's page. A team that already
 * has matches cannot leave (TEAM_IN_FIXTURE); the screen says so before the click when it can tell.
 */
export function RemoveTeam({ data }: { data: TeamInTournamentDto }) {
  const sentence = useErrorSentence();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const inFixture = data.nextMatches.length + data.history.length + data.pendingMatches.length > 0;
  const tournamentId = data.tournament.id;

  return (
    <section className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-destructive/40 p-4">
      <p className="min-w-0 flex-1 basis-60 text-muted-foreground text-sm" data-testid="remove-team-note">
        {inFixture ? (
          sentence('TEAM_IN_FIXTURE')
        ) : (
          <Trans>El equipo se eliminará tanto del registro como del torneo.</Trans>
        )}
      </p>
      <Button
        variant="destructive"
        onClick={() => setOpen(true)}
        disabled={inFixture}
        className="w-full sm:w-auto"
        data-testid="remove-team"
      >
        <Trash2Icon aria-hidden />
        <Trans>Eliminar Equipo</Trans>
      </Button>
      <RemoveTeamDialog
        tournamentId={tournamentId}
        team={open ? data.team : null}
        onClose={() => setOpen(false)}
        // Leave first: refreshing while this screen still watches the team would show it as not found for a moment.
        onRemoved={() => navigate({ to: '/tournament-creator/tournament', search: { tournamentId } })}
      />
    </section>
  );
}
