import type { MatchDto } from '@cancha/shared';
import type * as React from 'react';
import { useId } from 'react';
import { MatchCardList } from '@/features/standings/upcoming-matches';
import type { ViewerArea } from '@/lib/area';
import { EmptyText } from './team-in-tournament-parts';

// The team-in-tournament screen draws its next, past and pending matches with this one section.

/** One of the team's match lists; the cards open the match detail of the viewer's area. */
export function TeamMatchList({
  title,
  matches,
  area,
  empty,
  testId,
}: {
  title: React.ReactNode;
  matches: MatchDto[];
  area: ViewerArea;
  empty: React.ReactNode;
  testId: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3" data-testid={testId}>
      <h2 id={headingId} className="font-bold text-sm uppercase tracking-wide">
        {title}
      </h2>
      {matches.length === 0 ? (
        <EmptyText>{empty}</EmptyText>
      ) : (
        <MatchCardList matches={matches} area={area} />
      )}
    </section>
  );
}
