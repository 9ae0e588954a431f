import type { PlayerStatisticsDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { STICKY_SHADE, TableScroller } from '@/components/table-scroller';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { PLAYER_STAT_COLUMNS, type PlayerStatColumn, playerNameOf } from '@/features/standings/player-stats';
import { teamRoleLabel } from '@/features/teams/team-labels';
import type { ViewerArea } from '@/lib/area';
import { cn } from '@/lib/utils';
import { PlayerDetailDialog } from './player-detail-dialog';
import { EmptyText, Swatch } from './team-in-tournament-parts';

// The team's players in this tournament, one row each, a row opening that player's matches.

function StatHeader({ column }: { column: PlayerStatColumn }) {
  const { i18n } = useLingui();
  const label = i18n._(column.label);
  return (
    <th scope="col" className="w-12 px-1 py-2 text-center font-semibold">
      <span aria-hidden title={label} className="inline-flex cursor-help items-center gap-1">
        <Swatch color={column.swatch} />
        {i18n._(column.abbr)}
      </span>
      <span className="sr-only">{label}</span>
    </th>
  );
}

/**
 * The players table (docs/product/standings-and-rankings.md#player-statistics — TA, TAz, TR, FIG, GOL). Each card
 * column has its swatch, a tooltip, the screen-reader name and the legend. A row opens the player's detail per match.
 */
export function PlayersTable({
  players,
  area,
  tournamentId,
}: {
  players: PlayerStatisticsDto[];
  area: ViewerArea;
  tournamentId: string;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [selected, setSelected] = useState<PlayerStatisticsDto | null>(null);
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h2 id={headingId} className="font-semibold text-xl tracking-tight">
        <Trans>Jugadores</Trans>
      </h2>
      {players.length === 0 ? (
        <EmptyText>
          <Trans>No hay datos para mostrar</Trans>
        </EmptyText>
      ) : (
        <>
          <TableScroller fade>
            <table
              className="w-full min-w-[22rem] border-collapse text-sm tabular"
              data-testid="players-table"
            >
              <caption className="sr-only">
                <Trans>Tarjetas, figuras y goles de cada jugador en este torneo</Trans>
              </caption>
              <thead>
                <tr className="border-b text-muted-foreground text-xs">
                  <th
                    scope="col"
                    className={cn(
                      'sticky left-0 z-10 bg-card px-2 py-2 text-left font-medium',
                      STICKY_SHADE.start,
                    )}
                  >
                    <Trans>Jugador</Trans>
                  </th>
                  {PLAYER_STAT_COLUMNS.map((c) => (
                    <StatHeader key={c.key} column={c} />
                  ))}
                </tr>
              </thead>
              <tbody>
                {players.map((p) => {
                  const name = playerNameOf(p) ?? t`Jugador sin nombre`;
                  return (
                    <tr
                      key={p.userId}
                      data-testid="player-row"
                      className="border-b last:border-b-0 hover:bg-accent/30"
                    >
                      <th
                        scope="row"
                        className={cn(
                          'sticky left-0 z-10 bg-card p-1 text-left font-normal',
                          STICKY_SHADE.start,
                        )}
                      >
                        <button
                          type="button"
                          onClick={() => setSelected(p)}
                          aria-label={t`Ver el detalle por partido de ${name}`}
                          className="flex min-h-11 w-full min-w-0 max-w-[11rem] cursor-pointer items-center gap-2 rounded-md px-1 text-left outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:max-w-[20rem]"
                        >
                          <Avatar className="size-8 shrink-0">
                            {p.avatar ? <AvatarImage src={p.avatar} alt="" /> : null}
                            <AvatarFallback className="text-xs">{initialsOf(name)}</AvatarFallback>
                          </Avatar>
                          <span className="grid min-w-0">
                            <span className="truncate font-medium">{name}</span>
                            <span className="flex items-center gap-1 text-muted-foreground text-xs">
                              {p.shirtNumber !== null ? (
                                <span className="tabular">#{p.shirtNumber}</span>
                              ) : null}
                              {p.role === 'CAPTAIN' ? <span>{i18n._(teamRoleLabel(p.role))}</span> : null}
                              {p.suspended ? (
                                <span className="font-medium text-destructive" data-testid="player-suspended">
                                  <Trans>Suspendido</Trans>
                                </span>
                              ) : null}
                            </span>
                          </span>
                        </button>
                      </th>
                      {PLAYER_STAT_COLUMNS.map((c) => (
                        <td
                          key={c.key}
                          className={cn(
                            'px-1 py-2 text-center',
                            p[c.key] === 0 ? 'text-muted-foreground' : 'font-semibold',
                          )}
                        >
                          {i18n.number(p[c.key])}
                        </td>
                      ))}
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroller>
          <dl className="flex flex-wrap gap-x-3 gap-y-1 text-muted-foreground text-xs">
            {PLAYER_STAT_COLUMNS.map((c) => (
              <div key={c.key} className="flex items-center gap-1">
                <dt className="flex items-center gap-1 font-semibold text-foreground">
                  <Swatch color={c.swatch} />
                  {i18n._(c.abbr)}
                </dt>
                <dd>{i18n._(c.label)}</dd>
              </div>
            ))}
          </dl>
        </>
      )}
      <PlayerDetailDialog
        player={selected}
        area={area}
        tournamentId={tournamentId}
        onClose={() => setSelected(null)}
      />
    </section>
  );
}

function initialsOf(name: string): string {
  const parts = name.split(/\s+/).filter(Boolean);
  return `${parts[0]?.[0] ?? ''}${parts[1]?.[0] ?? ''}`.toUpperCase() || '?';
}
