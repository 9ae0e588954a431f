import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import { MapPinIcon } from 'lucide-react';
import type * as React from 'react';
import { useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { Button } from '@/components/ui/button';
import type { ChallengedTeam } from '@/features/challenges/challenge-dialog';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { NearbyFilters } from './nearby-filters';
import { NearbyTeamCard } from './nearby-team-card';
import { TEAM_GRID, TeamCardSkeleton, TeamCardsSkeleton } from './team-card';
import { MoreButton, SectionHeading } from './teams-list-parts';
import {
  moreNearby,
  nameFilter,
  nearbyPages,
  nearbyShown,
  type TeamsSearch,
  type TeamsSearchChange,
} from './teams-search';
import { type Origin, UnknownLocation } from './unknown-location';

const ChallengeDialog = lazyDialog(() =>
  import('@/features/challenges/challenge-dialog').then((m) => m.ChallengeDialog),
);

// The teams page's second list: teams near the user, with its filters, its paging and the challenge form.

/** Where the nearby search measures from when the profile has no location: the device's position, this visit only. */
const deviceOriginAtom = atom<Origin | null>(null);

function hasFilters(search: TeamsSearch): boolean {
  return Boolean(search.q || search.distance);
}

/**
 * 'Equipos cercanos' (docs/product/teams.md#nearby-teams; NEAR-01…04): nearest first, 10 then +5 per 'Ver
 * más', a name search and a distance filter. Each page is its own query, so 'Ver más' fetches only the new
 * five.
 */
export function NearbyTeamsSection({
  search,
  onSearchChange,
  onCreateTeam,
}: {
  search: TeamsSearch;
  onSearchChange: TeamsSearchChange;
  onCreateTeam: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  // The team a 'Desafiar' opened the challenge form for; kept while the dialog closes, so its title does not blink.
  const [challenged, setChallenged] = useState<ChallengedTeam | null>(null);
  const [challenging, setChallenging] = useState(false);
  const [origin, setOrigin] = useAtom(deviceOriginAtom);
  const shown = nearbyShown(search);
  const filters = {
    name: nameFilter(search.q),
    distance: search.distance,
    ...(origin ?? {}),
  };
  const pages = useQueries({
    queries: nearbyPages(shown).map((page, i) => ({
      ...trpc.teams.nearby.queryOptions({ ...filters, ...page }),
      // A new filter keeps the old first page on screen until its own answer arrives.
      placeholderData: i === 0 ? keepPreviousData : undefined,
    })),
  });
  const first = pages[0]!;
  const loaded = pages.filter((p) => p.data).flatMap((p) => p.data?.teams ?? []);
  // A team can shift pages between requests; show it once.
  const teams = [...new Map(loaded.map((team) => [team.id, team])).values()];
  const last = pages[pages.length - 1]!;
  const loadingMore = pages.some((p) => p.isPending) && !first.isPending;
  const filtering = first.isPlaceholderData;

  let body: React.ReactNode;
  if (first.isPending) {
    body = <TeamCardsSkeleton count={3} />;
  } else if (first.isError && appCodeOf(first.error) === 'LOCATION_UNKNOWN') {
    body = <UnknownLocation onLocated={setOrigin} />;
  } else if (first.isError) {
    body = (
      <LoadError
        message={t`Error al obtener los equipos.`}
        onRetry={() => void first.refetch()}
        retrying={first.isFetching}
      />
    );
  } else if (teams.length === 0) {
    body = (
      <EmptyState
        icon={MapPinIcon}
        title={<Trans>¡Todavía no hay equipos cerca!</Trans>}
        action={
          hasFilters(search) ? (
            <Button
              variant="outline"
              onClick={() => onSearchChange({ q: undefined, distance: undefined, near: undefined })}
            >
              <Trans>Quitar filtros</Trans>
            </Button>
          ) : (
            <Button asChild variant="outline">
              <Link to="/player/profile">
                <MapPinIcon aria-hidden />
                <Trans>Cambiar mi ubicación</Trans>
              </Link>
            </Button>
          )
        }
      />
    );
  } else {
    body = (
      <>
        <ul
          className={cn(TEAM_GRID, filtering && 'opacity-60 transition-opacity')}
          aria-busy={filtering || undefined}
        >
          {teams.map((team) => (
            <li key={team.id} className="min-w-0">
              <NearbyTeamCard
                team={team}
                locale={i18n.locale}
                onChallenge={() => {
                  setChallenged({ id: team.id, name: team.name, logo: team.logo });
                  setChallenging(true);
                }}
              />
            </li>
          ))}
          {loadingMore ? (
            <li>
              <TeamCardSkeleton />
            </li>
          ) : null}
        </ul>
        {last.isError ? (
          <LoadError
            message={t`Error al obtener los equipos.`}
            onRetry={() => void last.refetch()}
            retrying={last.isFetching}
          />
        ) : last.data?.hasMore ? (
          <MoreButton onClick={() => onSearchChange({ near: moreNearby(shown) })} pending={loadingMore} />
        ) : null}
      </>
    );
  }

  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading id={headingId}>
        <Trans>Equipos cercanos</Trans>
      </SectionHeading>
      <NearbyFilters search={search} onSearchChange={onSearchChange} />
      {body}
      <ChallengeDialog
        team={challenged}
        open={challenging}
        onOpenChange={setChallenging}
        onCreateTeam={onCreateTeam}
      />
    </section>
  );
}
