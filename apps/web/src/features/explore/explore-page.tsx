import { formatDateDmy } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  ArrowRightIcon,
  CalendarClockIcon,
  CalendarRangeIcon,
  ChevronRightIcon,
  MapPinIcon,
  SearchXIcon,
  TrophyIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { TournamentLogo } from '@/components/crest';
import { EmptyState } from '@/components/empty-state';
import { LoadError } from '@/components/load-error';
import { MoreButton } from '@/components/more-button';
import { NameFilter } from '@/components/name-filter';
import { PageTitle } from '@/components/page-title';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth/current-user';
import { TournamentStatusBadge } from '@/features/tournaments/tournament-badges';
import { TOURNAMENT_GRID, TournamentCardsSkeleton } from '@/features/tournaments/tournament-card';
import { footballTypeLabel, TOURNAMENT_GENDER_LABELS } from '@/features/tournaments/tournament-labels';
import { cutLocation } from '@/features/tournaments/tournament-lists';
import { trpc } from '@/lib/trpc';
import { type ExploreTournament, explorePage } from './explore';

/**
 * /explore-tournaments (docs/product/tournaments.md#explore,
 * docs/product/site-and-navigation.md#public-pages): the public tournaments, readable without an account,
 * newest first, filtered by name (the filter and how many cards are shown live in the URL). A card opens the
 * tournament's public page.
 */
export function ExplorePage({
  query,
  shown,
  onQueryChange,
  onMore,
}: {
  query: string | undefined;
  shown: number;
  onQueryChange: (next: string | undefined) => void;
  onMore: () => void;
}) {
  const { t } = useLingui();
  const list = useQuery(trpc.explore.tournaments.queryOptions());
  const { user } = useCurrentUser();
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10 sm:py-14">
      <PageTitle
        title={t`Explorar torneos`}
        description={
          <Trans>
            Torneos públicos de Cancha: mira la tabla, el fixture y el campeón sin crear una cuenta.
          </Trans>
        }
      />
      <div className="max-w-md">
        <NameFilter value={query} onChange={onQueryChange} label={<Trans>Buscar por nombre</Trans>} />
      </div>
      {list.isPending ? (
        <TournamentCardsSkeleton count={6} />
      ) : list.isError ? (
        <LoadError
          message={<Trans>No se pudieron cargar los torneos.</Trans>}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : (
        <ExploreResults
          tournaments={list.data}
          query={query}
          shown={shown}
          onMore={onMore}
          onClear={() => onQueryChange(undefined)}
        />
      )}
      {!user ? (
        <section className="grid gap-3 rounded-2xl border bg-primary/5 p-6 sm:flex sm:items-center sm:justify-between">
          <p className="font-medium">
            <Trans>¿Quieres inscribir a tu equipo o crear tu propio torneo?</Trans>
          </p>
          <Button asChild>
            <Link to="/register">
              <Trans>Crear cuenta</Trans>
              <ArrowRightIcon aria-hidden />
            </Link>
          </Button>
        </section>
      ) : null}
    </div>
  );
}

function ExploreResults({
  tournaments,
  query,
  shown,
  onMore,
  onClear,
}: {
  tournaments: readonly ExploreTournament[];
  query: string | undefined;
  shown: number;
  onMore: () => void;
  onClear: () => void;
}) {
  const { t } = useLingui();
  if (tournaments.length === 0) {
    return (
      <EmptyState
        icon={TrophyIcon}
        title={<Trans>Aún no hay torneos, pero pronto llegarán desafíos. ¡Vuelve pronto!</Trans>}
      />
    );
  }
  const { rows, matching, hasMore } = explorePage(tournaments, query, shown);
  if (matching === 0) {
    return (
      <EmptyState
        icon={SearchXIcon}
        title={<Trans>Ningún torneo coincide con tu búsqueda.</Trans>}
        action={
          <Button variant="outline" onClick={onClear}>
            <Trans>Ver todos los torneos</Trans>
          </Button>
        }
      />
    );
  }
  return (
    <div className="grid gap-4">
      <ul className={TOURNAMENT_GRID} aria-label={t`Torneos públicos`} data-testid="explore-list">
        {rows.map((tournament) => (
          <li key={tournament.id} className="grid">
            <ExploreCard tournament={tournament} />
          </li>
        ))}
      </ul>
      {hasMore ? <MoreButton onClick={onMore} shown={rows.length} total={matching} /> : null}
    </div>
  );
}

/** A public tournament: logo, name, status, gender and football type, dates, deadline, teams, place. */
function ExploreCard({ tournament }: { tournament: ExploreTournament }) {
  const { i18n } = useLingui();
  return (
    <Link
      to="/explore-tournaments/$tournamentId"
      params={{ tournamentId: tournament.id }}
      data-testid="explore-card"
      className="group flex h-full min-w-0 items-start gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
    >
      <TournamentLogo logo={tournament.logo} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <span className="min-w-0 break-words font-semibold leading-snug">{tournament.name}</span>
        <span className="flex flex-wrap items-center gap-1.5">
          <TournamentStatusBadge status={tournament.status} />
          <Badge variant="secondary">{i18n._(TOURNAMENT_GENDER_LABELS[tournament.tournamentGender])}</Badge>
          <Badge variant="outline">{i18n._(footballTypeLabel(tournament.typeFutbol))}</Badge>
        </span>
        <dl className="grid gap-1 text-sm">
          <CardFact icon={CalendarRangeIcon} label={<Trans>Fechas</Trans>}>
            {formatDateDmy(tournament.startDate) ?? '—'} – {formatDateDmy(tournament.endDate) ?? '—'}
          </CardFact>
          <CardFact icon={CalendarClockIcon} label={<Trans>Cierre de inscripción</Trans>}>
            {formatDateDmy(tournament.registrationDeadline) ?? '—'}
          </CardFact>
          <CardFact icon={UsersIcon} label={<Trans>Equipos registrados</Trans>}>
            {i18n.number(tournament.registeredTeamsCount)}/{i18n.number(tournament.totalTeams)}
          </CardFact>
        </dl>
        <span className="flex min-w-0 items-start gap-1 text-muted-foreground text-sm">
          <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
          <span className="min-w-0 break-words">{cutLocation(tournament.location)}</span>
        </span>
      </div>
      <ChevronRightIcon
        className="mt-3 size-5 shrink-0 self-start text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

function CardFact({
  icon: Icon,
  label,
  children,
}: {
  icon: typeof UsersIcon;
  label: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-1.5">
      <dt className="flex items-center gap-1.5 text-muted-foreground">
        <Icon className="size-3.5 shrink-0" aria-hidden />
        {label}
      </dt>
      <dd className="font-medium tabular">{children}</dd>
    </div>
  );
}
