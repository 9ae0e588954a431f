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
export function MatchCardList<T extends MatchDto>({
  matches,
  area,
  below,
}: {
  matches: readonly T[];
  area: ViewerArea;
  /** What each card carries under it (the player's home: where the match is played). */
  below?: (match: T) => React.ReactNode;
}) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {matches.map((match) => (
        <li key={match.id} className="grid min-w-0 content-start gap-2">
          <MatchCard match={match} link={matchDetailLink(area, match)} />
          {below?.(match)}
        </li>
      ))}
    </ul>
  );
}

/**
 * 'Próximos partidos' of a tournament (docs/product/competition.md#upcoming-matches — SCHEDULED or
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
          <Trans>Próximos partidos</Trans>
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
