import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useAtom } from 'jotai';
import { CircleAlertIcon, SearchXIcon, ShieldIcon, TrophyIcon, XIcon } from 'lucide-react';
import type * as React from 'react';
import { useCallback, useEffect, useId } from 'react';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { MoreButton } from '@/components/more-button';
import { NameFilter } from '@/components/name-filter';
import { PageTitle } from '@/components/page-title';
import { SectionHeading } from '@/components/section-heading';
import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { trpc } from '@/lib/trpc';
import { arenaNoticeAtom } from './arena-notice';
import type { ArenaSearch } from './arena-search';
import {
  MyTournamentCard,
  TOURNAMENT_GRID,
  TournamentCard,
  TournamentCardsSkeleton,
} from './tournament-card';
import {
  ARENA_ALERT_MS,
  filterByName,
  MY_TOURNAMENTS_FILTER_ABOVE,
  moreShown,
  PUBLIC_TOURNAMENTS_FILTER_ABOVE,
  shownOf,
} from './tournament-lists';

export type ArenaSearchChange = (next: Partial<ArenaSearch>) => void;

/** /player/tournaments-arena (docs/product/tournaments.md#arena; TOUR-34…44): 'Mis torneos' and 'Únete a un torneo'. */
export function ArenaPage({
  search,
  onSearchChange,
}: {
  search: ArenaSearch;
  onSearchChange: ArenaSearchChange;
}) {
  const { t } = useLingui();
  return (
    <div className="grid gap-8">
      <PageTitle title={t`Torneos`} />
      <ArenaNotice />
      <MyTournamentsSection search={search} onSearchChange={onSearchChange} />
      <PublicTournamentsSection search={search} onSearchChange={onSearchChange} />
    </div>
  );
}

function ArenaNotice() {
  const { t } = useLingui();
  const [notice, setNotice] = useAtom(arenaNoticeAtom);
  // docs/product/tournaments.md#arena — this list's warning stays 9 seconds (the app's other alerts, 5).
  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), ARENA_ALERT_MS);
    return () => window.clearTimeout(timer);
  }, [notice, setNotice]);
  if (!notice) return null;
  return (
    <Alert variant="warning" data-testid="arena-notice" className="items-center pr-1">
      <CircleAlertIcon aria-hidden />
      <AlertDescription className="flex items-center justify-between gap-2">
        <p className="min-w-0 flex-1 font-medium text-foreground">{notice}</p>
        <button
          type="button"
          onClick={() => setNotice(null)}
          aria-label={t`Cerrar`}
          className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-md opacity-70 hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/50"
        >
          <XIcon className="size-4" aria-hidden />
        </button>
      </AlertDescription>
    </Alert>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      icon={SearchXIcon}
      title={<Trans>Ningún torneo coincide con la búsqueda.</Trans>}
      action={
        <Button variant="outline" onClick={onClear}>
          <Trans>Quitar filtro</Trans>
        </Button>
      }
    />
  );
}

/**
 * 'Mis torneos' (docs/product/tournaments.md#arena): each registration of the user's teams, 5 then +5; the
 * name filter shows only above 4 items; empty 'No tienes torneos activos.'.
 */
function MyTournamentsSection({
  search,
  onSearchChange,
}: {
  search: ArenaSearch;
  onSearchChange: ArenaSearchChange;
}) {
  const headingId = useId();
  const list = useQuery(trpc.tournaments.playerTournaments.queryOptions());
  const shown = shownOf(search.mine);
  const setQuery = useCallback(
    (mq: string | undefined) => onSearchChange({ mq, mine: undefined }),
    [onSearchChange],
  );

  let body: React.ReactNode;
  if (list.isPending) {
    body = <TournamentCardsSkeleton count={2} />;
  } else if (list.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudieron cargar tus torneos.</Trans>}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        icon={TrophyIcon}
        title={<Trans>No tienes torneos activos.</Trans>}
        description={<Trans>Elige un torneo abierto y anota a tu equipo.</Trans>}
        action={
          <Button asChild variant="outline">
            <a href="#join-tournament">
              <Trans>Ver torneos abiertos</Trans>
            </a>
          </Button>
        }
      />
    );
  } else {
    const showFilter = list.data.length > MY_TOURNAMENTS_FILTER_ABOVE;
    const items = showFilter ? filterByName(list.data, search.mq, (i) => i.tournamentName) : list.data;
    body = (
      <>
        {showFilter ? (
          <NameFilter value={search.mq} onChange={setQuery} label={<Trans>Buscar en mis torneos</Trans>} />
        ) : null}
        {items.length === 0 ? (
          <NoMatch onClear={() => setQuery(undefined)} />
        ) : (
          <>
            <ul className={TOURNAMENT_GRID}>
              {items.slice(0, shown).map((item) => (
                <li key={item.registrationId} className="min-w-0">
                  <MyTournamentCard item={item} />
                </li>
              ))}
            </ul>
            {items.length > shown ? (
              <MoreButton
                shown={shown}
                total={items.length}
                onClick={() => onSearchChange({ mine: moreShown(shown) })}
              />
            ) : null}
          </>
        )}
      </>
    );
  }
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading id={headingId}>
        <Trans>Mis torneos</Trans>
      </SectionHeading>
      {body}
    </section>
  );
}

/**
 * 'Únete a un torneo' (docs/product/tournaments.md#arena, docs/product/registrations.md#statuses): public
 * open tournaments, minus those where the user's request waits or was rejected; 5 then +5; the filter shows
 * above 5.
 */
function PublicTournamentsSection({
  search,
  onSearchChange,
}: {
  search: ArenaSearch;
  onSearchChange: ArenaSearchChange;
}) {
  const list = useQuery(trpc.tournaments.public.queryOptions());
  const shown = shownOf(search.pub);
  const setQuery = useCallback(
    (q: string | undefined) => onSearchChange({ q, pub: undefined }),
    [onSearchChange],
  );

  let body: React.ReactNode;
  if (list.isPending) {
    body = <TournamentCardsSkeleton count={3} />;
  } else if (list.isError) {
    body = (
      <LoadError
        message={<Trans>No se pudieron cargar los torneos.</Trans>}
        onRetry={() => void list.refetch()}
        retrying={list.isFetching}
      />
    );
  } else if (list.data.length === 0) {
    body = (
      <EmptyState
        icon={TrophyIcon}
        title={<Trans>Aún no hay torneos, pero pronto llegarán desafíos. ¡Vuelve pronto!</Trans>}
        description={
          <Trans>Mientras tanto, arma tu equipo: necesitas al menos 5 jugadores para inscribirte.</Trans>
        }
        action={
          <Button asChild variant="outline">
            <Link to="/player/teams">
              <ShieldIcon aria-hidden />
              <Trans>Ver mis equipos</Trans>
            </Link>
          </Button>
        }
      />
    );
  } else {
    const showFilter = list.data.length > PUBLIC_TOURNAMENTS_FILTER_ABOVE;
    const items = showFilter ? filterByName(list.data, search.q, (i) => i.name) : list.data;
    body = (
      <>
        {showFilter ? (
          <NameFilter value={search.q} onChange={setQuery} label={<Trans>Buscar torneos por nombre</Trans>} />
        ) : null}
        {items.length === 0 ? (
          <NoMatch onClear={() => setQuery(undefined)} />
        ) : (
          <>
            <ul className={TOURNAMENT_GRID}>
              {items.slice(0, shown).map((tournament) => (
                <li key={tournament.id} className="min-w-0">
                  <TournamentCard tournament={tournament} view="player" />
                </li>
              ))}
            </ul>
            {items.length > shown ? (
              <MoreButton
                shown={shown}
                total={items.length}
                onClick={() => onSearchChange({ pub: moreShown(shown) })}
              />
            ) : null}
          </>
        )}
      </>
    );
  }
  return (
    <section
      aria-labelledby="join-tournament-heading"
      id="join-tournament"
      className="grid scroll-mt-20 gap-3"
    >
      <SectionHeading id="join-tournament-heading">
        <Trans>Únete a un torneo</Trans>
      </SectionHeading>
      {body}
    </section>
  );
}
