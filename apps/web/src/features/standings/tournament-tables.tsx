import type { TournamentStatisticsDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { GoalIcon, ShieldIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { SectionHeading } from '@/components/section-heading';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { DisciplinePanel } from './discipline-panel';
import { RankTable, TeamCell } from './rank-table';
import { ScorersShareButton } from './share-tables';
import { TABLE_PANE_LABELS, TABLE_PANES, type TablePane } from './tables-labels';

// The tournament's other tables (docs/decisions/013#tables): 'Goleadores', 'Valla menos vencida', fair play, and
// cards and suspensions, one at a time behind a switch so a phone is not a long scroll of tables.

function PaneSwitch({ value, onChange }: { value: TablePane; onChange: (pane: TablePane) => void }) {
  const { t, i18n } = useLingui();
  return (
    // biome-ignore lint/a11y/useSemanticElements: a group of toggle buttons, not a form fieldset.
    <div
      role="group"
      aria-label={t`Tablas del torneo`}
      className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1 text-muted-foreground sm:flex sm:w-fit"
    >
      {TABLE_PANES.map((pane) => (
        <Button
          key={pane}
          variant="ghost"
          aria-pressed={value === pane}
          onClick={() => onChange(pane)}
          className={cn(
            'h-auto min-h-9 whitespace-normal',
            value === pane && 'bg-background text-foreground shadow-xs hover:bg-background',
          )}
        >
          {i18n._(TABLE_PANE_LABELS[pane])}
        </Button>
      ))}
    </div>
  );
}

function Scorers({ tournamentId, visitor }: { tournamentId: string; visitor: boolean }) {
  const { t } = useLingui();
  const query = useQuery(
    visitor
      ? trpc.explore.scorers.queryOptions({ tournamentId })
      : trpc.fixtures.scorers.queryOptions({ tournamentId }),
  );
  if (query.isPending) return <Skeleton className="h-40 rounded-xl" />;
  if (query.isError) {
    return (
      <LoadError
        message={<Trans>No se pudo cargar la tabla de goleadores.</Trans>}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const rows = query.data.scorers;
  if (rows.length === 0) {
    return (
      <EmptyState
        icon={GoalIcon}
        title={<Trans>Todavía no hay goles con autor en partidos finalizados.</Trans>}
      />
    );
  }
  return (
    <RankTable
      testId="scorers-table"
      caption={<Trans>Goleadores</Trans>}
      rows={rows}
      rowKey={(r) => `${r.playerId}:${r.teamId}`}
      whoHeader={<Trans>Jugador</Trans>}
      who={(r) => (
        <span className="grid">
          <span className="font-medium wrap-anywhere">{r.name}</span>
          <span className="text-muted-foreground text-xs wrap-anywhere">{r.teamName}</span>
        </span>
      )}
      columns={[
        { key: 'goals', header: <Trans>Goles</Trans>, cell: (r) => <strong>{r.goals}</strong> },
        { key: 'matches', header: t`Partidos`, abbr: t`PJ`, cell: (r) => r.matches },
      ]}
    />
  );
}

function NoMatches() {
  return <EmptyState icon={ShieldIcon} title={<Trans>Todavía no hay partidos finalizados.</Trans>} />;
}

function Defence({ statistics }: { statistics: TournamentStatisticsDto }) {
  const { t } = useLingui();
  if (statistics.leastConceded.length === 0) return <NoMatches />;
  return (
    <RankTable
      testId="defence-table"
      caption={<Trans>Valla menos vencida</Trans>}
      rows={statistics.leastConceded}
      rowKey={(r) => r.teamId}
      whoHeader={<Trans>Equipo</Trans>}
      who={(r) => <TeamCell name={r.teamName} logo={r.teamLogo} />}
      columns={[
        { key: 'played', header: t`Partidos jugados`, abbr: t`PJ`, cell: (r) => r.played },
        {
          key: 'against',
          header: t`Goles en contra`,
          abbr: t`GC`,
          cell: (r) => <strong>{r.goalsAgainst}</strong>,
        },
      ]}
    />
  );
}

function FairPlay({ statistics }: { statistics: TournamentStatisticsDto }) {
  const { t } = useLingui();
  const rows = statistics.fairPlay;
  if (rows.length === 0) return <NoMatches />;
  const blue = rows.some((r) => r.blueCards > 0);
  return (
    <div className="grid gap-2">
      <RankTable
        testId="fair-play-table"
        caption={<Trans>Fair play</Trans>}
        rows={rows}
        rowKey={(r) => r.teamId}
        whoHeader={<Trans>Equipo</Trans>}
        who={(r) => <TeamCell name={r.teamName} logo={r.teamLogo} />}
        columns={[
          { key: 'yellow', header: t`Tarjetas amarillas`, abbr: t`TA`, cell: (r) => r.yellowCards },
          { key: 'red', header: t`Tarjetas rojas`, abbr: t`TR`, cell: (r) => r.redCards },
          ...(blue
            ? [
                {
                  key: 'blue',
                  header: t`Tarjetas azules`,
                  abbr: t`TAz`,
                  cell: (r: (typeof rows)[number]) => r.blueCards,
                },
              ]
            : []),
          {
            key: 'points',
            header: t`Puntos`,
            abbr: t`Pts`,
            cell: (r) => <strong>{r.points}</strong>,
          },
        ]}
      />
      <p className="text-muted-foreground text-xs">
        <Trans>
          Descuentos como en el Mundial: amarilla −1, roja por doble amarilla −3, roja directa −4, amarilla y
          roja directa −5.
        </Trans>
      </p>
    </div>
  );
}

/** The tables below the standings, on the members' pages and the public one (`visitor`). */
export function TournamentTables({
  tournamentId,
  statistics,
  visitor = false,
}: {
  tournamentId: string;
  statistics: TournamentStatisticsDto;
  visitor?: boolean;
}) {
  const headingId = useId();
  const [pane, setPane] = useState<TablePane>('scorers');
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid="tournament-tables">
      <SectionHeading
        id={headingId}
        aside={pane === 'scorers' ? <ScorersShareButton statistics={statistics} /> : null}
      >
        <Trans>Estadísticas del torneo</Trans>
      </SectionHeading>
      <PaneSwitch value={pane} onChange={setPane} />
      {pane === 'scorers' ? <Scorers tournamentId={tournamentId} visitor={visitor} /> : null}
      {pane === 'defence' ? <Defence statistics={statistics} /> : null}
      {pane === 'fairPlay' ? <FairPlay statistics={statistics} /> : null}
      {pane === 'discipline' ? <DisciplinePanel tournamentId={tournamentId} visitor={visitor} /> : null}
    </section>
  );
}
