import type { MatchDto } from '@cancha/shared';
import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { CalendarClockIcon, NetworkIcon } from 'lucide-react';
import type * as React from 'react';
import { EmptyState } from '@/components/empty-state';
import { Button } from '@/components/ui/button';
import { MatchCard } from '@/features/competition/match-card';
import type { ViewerArea } from '@/lib/area';
import { fixtureLink, matchDetailLink } from './area-links';

/** Match cards, one or two columns; each opens the match detail of the viewer's area. */
export function MatchCardList({ matches, area }: { matches: readonly MatchDto[]; area: ViewerArea }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {matches.map((match) => (
        <li key={match.id} className="min-w-0">
          <MatchCard match={match} link={matchDetailLink(area, match)} />
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Proximos Partidos' of a tournament (docs/product/competition.md#upcoming-matches — SCHEDULED or
 * IN_PROGRESS; the creator's view also lists PENDING ones, as the server answers).
 */
export function UpcomingMatches({
  matches,
  area,
  tournamentId,
  aside,
}: {
  matches: readonly MatchDto[];
  area: ViewerArea;
  tournamentId: string;
  aside?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="upcoming-matches" className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="upcoming-matches" className="font-semibold text-xl tracking-tight">
          <Trans>Proximos Partidos</Trans>
        </h2>
        {aside}
      </div>
      {matches.length === 0 ? (
        <EmptyState
          icon={CalendarClockIcon}
          title={<Trans>No hay partidos programados por ahora.</Trans>}
          action={
            <Button asChild variant="outline">
              <Link {...fixtureLink(area, tournamentId)}>
                <NetworkIcon aria-hidden />
                <Trans>Ver fixture</Trans>
              </Link>
            </Button>
          }
        />
      ) : (
        <MatchCardList matches={matches} area={area} />
      )}
    </section>
  );
}
