import { type PlayerStatisticsDto, stageText } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, ShieldIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { matchDetailLink, teamInTournamentLink } from '@/features/standings/area-links';
import { lineHasStats, PLAYER_STAT_COLUMNS, playerNameOf } from '@/features/standings/player-stats';
import type { ViewerArea } from '@/lib/area';
import { EmptyText, Swatch } from './team-in-tournament-parts';

// One player's cards, awards and goals in each match of the tournament, opened from the players table.

/**
 * A player's record per match and round (docs/product/standings-and-rankings.md#player-statistics — a row
 * opens it, with a link to each opponent), the opponent leading to its own page in the viewer's area.
 */
export function PlayerDetailDialog({
  player,
  area,
  tournamentId,
  onClose,
}: {
  player: PlayerStatisticsDto | null;
  area: ViewerArea;
  tournamentId: string;
  onClose: () => void;
}) {
  const { t, i18n } = useLingui();
  const name = player ? (playerNameOf(player) ?? t`Jugador sin nombre`) : '';
  const lines = player ? player.matches.filter(lineHasStats) : [];
  return (
    <Dialog open={player !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent closeLabel={t`Cerrar`} className="max-w-xl">
        <DialogHeader>
          <DialogTitle className="break-words">{name}</DialogTitle>
          <DialogDescription>
            <Trans>Tarjetas, figuras y goles en cada partido de este torneo.</Trans>
          </DialogDescription>
        </DialogHeader>
        {player ? (
          <dl className="grid grid-cols-5 gap-2 text-center" data-testid="player-totals">
            {PLAYER_STAT_COLUMNS.map((c) => (
              <div key={c.key} className="grid gap-0.5 rounded-lg border bg-card p-2">
                <dt className="flex items-center justify-center gap-1 text-muted-foreground text-xs">
                  <Swatch color={c.swatch} />
                  <span aria-hidden>{i18n._(c.abbr)}</span>
                  <span className="sr-only">{i18n._(c.label)}</span>
                </dt>
                <dd className="font-bold text-lg tabular">{i18n.number(player[c.key])}</dd>
              </div>
            ))}
          </dl>
        ) : null}
        {lines.length === 0 ? (
          <EmptyText>
            <Trans>No hay datos para mostrar</Trans>
          </EmptyText>
        ) : (
          <ul className="grid gap-2" data-testid="player-match-lines">
            {lines.map((line) => {
              const detail = matchDetailLink(area, { id: line.matchId, roundId: line.roundId });
              return (
                <li key={line.matchId} className="grid gap-2 rounded-xl border bg-card p-3">
                  <div className="flex flex-wrap items-center justify-between gap-2">
                    <span className="font-semibold">
                      {line.stage ? i18n._(stageText(line.stage)) : <Trans>Partido</Trans>}
                    </span>
                    {detail ? (
                      <Link
                        {...detail}
                        className="inline-flex min-h-11 items-center gap-1 rounded-sm text-primary text-sm outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <Trans>Ver partido</Trans>
                        <ChevronRightIcon className="size-4" aria-hidden />
                      </Link>
                    ) : null}
                  </div>
                  <p className="flex min-w-0 flex-wrap items-center gap-1 text-sm">
                    <span className="text-muted-foreground">
                      <Trans>Rival:</Trans>
                    </span>
                    {line.opponentTeamId && line.opponentTeam ? (
                      <Link
                        {...teamInTournamentLink(area, tournamentId, line.opponentTeamId)}
                        onClick={onClose}
                        className="inline-flex min-h-11 min-w-0 items-center gap-1 rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
                      >
                        <ShieldIcon className="size-3.5 shrink-0" aria-hidden />
                        <span className="min-w-0 break-words">{line.opponentTeam}</span>
                      </Link>
                    ) : (
                      <span>—</span>
                    )}
                  </p>
                  <ul className="flex flex-wrap gap-1.5">
                    {PLAYER_STAT_COLUMNS.filter((c) => line[c.key] > 0).map((c) => (
                      <li key={c.key}>
                        <Badge variant="outline" className="gap-1.5 tabular">
                          <Swatch color={c.swatch} />
                          {i18n._(c.label)}: {i18n.number(line[c.key])}
                        </Badge>
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
