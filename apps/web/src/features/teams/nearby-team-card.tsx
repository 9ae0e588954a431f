import type { NearbyTeamDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { SwordsIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PlayersCount, TeamCard } from './team-card';
import { formatDistanceKm } from './team-labels';

// One card of 'Equipos cercanos': the team's card with its distance, and a button to challenge it.

/**
 * A nearby team: the card opens its page; 'Desafiar' beside it opens the challenge form
 * (docs/product/teams.md#nearby-teams, docs/product/challenges.md#challenging-a-team).
 */
export function NearbyTeamCard({
  team,
  locale,
  onChallenge,
}: {
  team: NearbyTeamDto;
  locale: string;
  onChallenge: () => void;
}) {
  const { t } = useLingui();
  const name = team.name;
  return (
    <div className="grid min-w-0 gap-2" data-testid="nearby-team">
      <TeamCard
        team={team}
        badges={<PlayersCount count={team.playersCount} />}
        aside={
          <span className="shrink-0 whitespace-nowrap font-semibold text-primary text-sm tabular">
            {formatDistanceKm(team.distance, locale)}
          </span>
        }
      />
      <Button
        variant="outline"
        onClick={onChallenge}
        aria-label={t`Desafiar a ${name}`}
        data-testid="challenge-team"
      >
        <SwordsIcon aria-hidden />
        <Trans>Desafiar</Trans>
      </Button>
    </div>
  );
}
