import { type FinalResultDto, formatDateDmy, type TournamentStatisticsDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { TrendingUpIcon, TrophyIcon } from 'lucide-react';
import { TeamLogo } from '@/components/crest';
import { OptionalLink } from '@/components/optional-link';
import type { ViewerArea } from '@/lib/area';
import { teamInTournamentLink } from './area-links';

/** 'Final: 1 - 1 ante X, ganó 4 - 3 por penales.' */
function FinalLine({ final }: { final: FinalResultDto }) {
  const { goalsFor: won, goalsAgainst: lost, opponentName: rival } = final;
  const pf = final.penaltiesFor;
  const pa = final.penaltiesAgainst;
  return (
    <span className="text-sm tabular" data-testid="champion-final">
      {pf !== null && pa !== null ? (
        <Trans>
          Final: {won} - {lost} ante {rival}, ganó {pf} - {pa} por penales.
        </Trans>
      ) : (
        <Trans>
          Final: {won} - {lost} ante {rival}.
        </Trans>
      )}
    </span>
  );
}

/**
 * 'GANADOR DEL TORNEO' (docs/product/standings-and-rankings.md#champion — the first history entry) once the
 * champion is decided; before that, while matches are being played, the current leader as a projection,
 * worded so it is never read as the champion (docs/product/standings-and-rankings.md#standings —
 * projectedChampion). Nothing before any match.
 */
export function ChampionBlock({
  statistics,
  area,
}: {
  statistics: Pick<
    TournamentStatisticsDto,
    'tournamentId' | 'history' | 'projectedChampion' | 'teamsStatistics'
  >;
  area: ViewerArea | 'public';
}) {
  const champion = statistics.history[0];
  if (champion) {
    const logo = champion.team.logo ?? champion.team.imageTeam;
    const date = formatDateDmy(champion.decidedAt);
    return (
      <section
        aria-labelledby="tournament-champion"
        data-testid="tournament-champion"
        className="grid gap-3 rounded-xl border-2 border-status-pending/60 bg-linear-to-br from-status-pending/20 via-status-pending/5 to-card p-4 shadow-xs sm:p-5"
      >
        <h2
          id="tournament-champion"
          className="flex items-center gap-2 font-bold text-sm uppercase tracking-wide"
        >
          <TrophyIcon className="size-5 text-status-pending" aria-hidden />
          <Trans>GANADOR DEL TORNEO</Trans>
        </h2>
        <OptionalLink
          link={
            area === 'public' ? null : teamInTournamentLink(area, statistics.tournamentId, champion.teamId)
          }
          className="flex min-h-16 min-w-0 items-center gap-4 rounded-lg outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <TeamLogo logo={logo} className="size-16 border-2 border-status-pending/60" />
          <span className="grid min-w-0 gap-0.5">
            <span className="break-words font-bold text-2xl leading-tight">{champion.team.name}</span>
            {date ? (
              <span className="text-muted-foreground text-sm tabular">
                <Trans>Campeón desde el {date}</Trans>
              </span>
            ) : null}
            {champion.final ? <FinalLine final={champion.final} /> : null}
          </span>
        </OptionalLink>
      </section>
    );
  }
  const projected = statistics.projectedChampion;
  if (!projected) return null;
  const logo = statistics.teamsStatistics.find((r) => r.teamId === projected.teamId)?.teamLogo ?? null;
  return (
    <section
      aria-labelledby="projected-champion"
      data-testid="projected-champion"
      className="grid gap-2 rounded-xl border border-dashed bg-card p-4"
    >
      <h2 id="projected-champion" className="flex items-center gap-2 font-semibold text-sm">
        <TrendingUpIcon className="size-4 text-primary" aria-hidden />
        <Trans>Campeón proyectado</Trans>
      </h2>
      <OptionalLink
        link={
          area === 'public' ? null : teamInTournamentLink(area, statistics.tournamentId, projected.teamId)
        }
        className="flex min-h-11 min-w-0 items-center gap-3 rounded-lg outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
      >
        <TeamLogo logo={logo} className="size-10" />
        <span className="min-w-0 break-words font-semibold">{projected.name}</span>
      </OptionalLink>
      <p className="text-muted-foreground text-xs">
        <Trans>Es una proyección: el equipo que hoy lidera la tabla. El torneo todavía no terminó.</Trans>
      </p>
    </section>
  );
}
