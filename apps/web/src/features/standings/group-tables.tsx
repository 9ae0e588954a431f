import type { TournamentStatisticsDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import type * as React from 'react';
import { useId } from 'react';
import { SectionHeading } from '@/components/section-heading';
import type { ViewerArea } from '@/lib/area';
import { StandingsTable } from './standings-table';

/**
 * A group stage's tables (docs/decisions/013): one standings table per group, in the tournament's tie-break order,
 * its qualifying places marked, one under the other on a phone and two side by side from a wide screen up.
 */
export function GroupTables({
  groups,
  area,
  tournamentId,
  myTeamIds,
  tieBreakPreset,
  aside,
}: {
  groups: NonNullable<TournamentStatisticsDto['groups']>;
  area: ViewerArea | 'public';
  tournamentId: string;
  myTeamIds: ReadonlySet<string>;
  tieBreakPreset: TournamentStatisticsDto['tieBreakPreset'];
  aside?: React.ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="group-tables">
      <SectionHeading id={headingId} aside={aside}>
        <Trans>Fase de grupos</Trans>
      </SectionHeading>
      <div className="grid gap-4 xl:grid-cols-2">
        {groups.map((group) => (
          <GroupTable
            key={group.name}
            name={group.name}
            rows={group.teamsStatistics}
            qualifying={group.qualifying}
            area={area}
            tournamentId={tournamentId}
            myTeamIds={myTeamIds}
            tieBreakPreset={tieBreakPreset}
          />
        ))}
      </div>
    </section>
  );
}

function GroupTable({
  name,
  rows,
  ...table
}: {
  name: string;
  rows: NonNullable<TournamentStatisticsDto['groups']>[number]['teamsStatistics'];
  qualifying: readonly string[];
  area: ViewerArea | 'public';
  tournamentId: string;
  myTeamIds: ReadonlySet<string>;
  tieBreakPreset: TournamentStatisticsDto['tieBreakPreset'];
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-2" data-testid={`group-${name}`}>
      <h3 id={id} className="font-semibold text-base">
        <Trans>Grupo {name}</Trans>
      </h3>
      <StandingsTable rows={rows} {...table} />
    </section>
  );
}
