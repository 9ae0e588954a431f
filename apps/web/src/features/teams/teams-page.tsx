import {
  ERROR_MESSAGES,
  type LatLng,
  NEARBY_DISTANCE_KM,
  type NearbyTeamDto,
  TEAM_NAME_MAX,
} from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { atom, useAtom } from 'jotai';
import {
  ChevronDownIcon,
  CrosshairIcon,
  MailIcon,
  MapPinIcon,
  MapPinOffIcon,
  PlusIcon,
  SearchIcon,
  ShieldIcon,
  SwordsIcon,
} from 'lucide-react';
import type * as React from 'react';
import { useEffect, useId, useState } from 'react';
import { EmptyState } from '@/components/empty-state';
import { lazyDialog } from '@/components/lazy-dialog';
import { LoadError } from '@/components/load-error';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { ChallengedTeam } from '@/features/challenges/challenge-dialog';
import { pendingAnswers } from '@/features/challenges/challenge-view';
import { appCodeOf } from '@/lib/error-kind';
import { trpc } from '@/lib/trpc';
import { cn } from '@/lib/utils';
import { PlayersCount, TEAM_GRID, TeamCard, TeamCardSkeleton, TeamCardsSkeleton } from './team-card';
import { DISTANCE_CHOICES, DISTANCE_LABELS, type DistanceChoice, formatDistanceKm } from './team-labels';
import {
  moreMyTeams,
  moreNearby,
  myTeamsShown,
  nameFilter,
  nearbyPages,
  nearbyShown,
  type TeamsSearch,
} from './teams-search';

const CreateTeamDialog = lazyDialog(() => import('./create-team-dialog').then((m) => m.CreateTeamDialog));
const ChallengeDialog = lazyDialog(() =>
  import('@/features/challenges/challenge-dialog').then((m) => m.ChallengeDialog),
);

/** A point to measure nearby teams from (the device's position). */
type Origin = LatLng;

export type TeamsSearchChange = (next: Partial<TeamsSearch>) => void;

/** /player/teams (docs/product/teams.md#my-teams): my teams, shortcuts, and nearby teams. */
export function TeamsPage({
  search,
  onSearchChange,
}: {
  search: TeamsSearch;
  onSearchChange: TeamsSearchChange;
}) {
  const { t } = useLingui();
  const [creating, setCreating] = useState(false);
  return (
    <div className="grid gap-8">
      <PageTitle
        title={t`Equipos`}
        actions={
          <Button onClick={() => setCreating(true)} className="w-full sm:w-auto">
            <PlusIcon aria-hidden />
            <Trans>Crear equipo</Trans>
          </Button>
        }
      />
      <TeamsShortcuts />
      <MyTeamsSection
        shown={myTeamsShown(search)}
        onMore={(mine) => onSearchChange({ mine })}
        onCreate={() => setCreating(true)}
      />
      <NearbyTeamsSection
        search={search}
        onSearchChange={onSearchChange}
        onCreateTeam={() => setCreating(true)}
      />
      <CreateTeamDialog open={creating} onOpenChange={setCreating} />
    </div>
  );
}

const shortcutClass =
  'flex min-h-16 min-w-0 items-center gap-3 rounded-xl border bg-card p-3 text-left shadow-xs outline-none transition-colors focus-visible:ring-[3px] focus-visible:ring-ring/50';

/** Team invitations (with a badge of pending ones) and the challenges list. */
function TeamsShortcuts() {
  const { t } = useLingui();
  const invitations = useQuery(trpc.invitations.mine.queryOptions());
  const pending = invitations.data?.filter((i) => i.status === 'PENDING').length ?? 0;
  return (
    <nav aria-label={t`Accesos de equipos`} className="grid gap-3 sm:grid-cols-2">
      <Link
        to="/player/teams/invitation-notification"
        className={cn(shortcutClass, 'hover:border-primary/50 hover:bg-accent/40')}
      >
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <MailIcon className="size-5" aria-hidden />
        </span>
        <span className="min-w-0 flex-1 font-medium">
          <Trans>Invitaciones a equipos</Trans>
        </span>
        {pending > 0 ? (
          <Badge variant="pending" className="tabular" data-testid="pending-invitations">
            {pending}
            <span className="sr-only">
              {' '}
              <Plural value={pending} one="invitación pendiente" other="invitaciones pendientes" />
            </span>
          </Badge>
        ) : null}
      </Link>
      <ChallengesShortcut />
    </nav>
  );
}

/**
 * 'Mis desafíos' (docs/product/challenges.md#my-challenges), with a badge of the challenges waiting for the
 * user's answer.
 */
function ChallengesShortcut() {
  const challenges = useQuery(trpc.challenges.mine.queryOptions());
  const waiting = challenges.data ? pendingAnswers(challenges.data) : 0;
  return (
    <Link
      to="/player/teams/challenges"
      className={cn(shortcutClass, 'hover:border-primary/50 hover:bg-accent/40')}
      data-testid="challenges-shortcut"
    >
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <SwordsIcon className="size-5" aria-hidden />
      </span>
      <span className="min-w-0 flex-1 font-medium">
        <Trans>Mis desafíos</Trans>
      </span>
      {waiting > 0 ? (
        <Badge variant="pending" className="tabular" data-testid="challenges-to-answer-count">
          {waiting}
          <span className="sr-only">
            {' '}
            <Plural value={waiting} one="desafío por responder" other="desafíos por responder" />
          </span>
        </Badge>
      ) : null}
    </Link>
  );
}

function SectionHeading({ id, children }: { id: string; children: React.ReactNode }) {
  return (
    <h2 id={id} className="font-semibold text-xl tracking-tight">
      {children}
    </h2>
  );
}

function MoreButton({ onClick, pending }: { onClick: () => void; pending?: boolean }) {
  return (
    <div className="flex justify-center">
      <Button variant="outline" onClick={onClick} disabled={pending} className="w-full sm:w-auto">
        {pending ? <Spinner /> : <ChevronDownIcon aria-hidden />}
        <Trans>Ver más</Trans>
      </Button>
    </div>
  );
}

/**
 * 'Mis equipos' — own teams and those joined by invitation; 3 first, 'Ver más' adds 10
 * (docs/product/teams.md#my-teams).
 */
function MyTeamsSection({
  shown,
  onMore,
  onCreate,
}: {
  shown: number;
  onMore: (shown: number) => void;
  onCreate: () => void;
}) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const teams = useQuery(trpc.teams.mine.queryOptions());
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <SectionHeading id={headingId}>
        <Trans>Mis equipos</Trans>
      </SectionHeading>
      {teams.isPending ? (
        <TeamCardsSkeleton count={3} />
      ) : teams.isError ? (
        <LoadError
          message={t`Error al obtener los equipos.`}
          onRetry={() => void teams.refetch()}
          retrying={teams.isFetching}
        />
      ) : teams.data.length === 0 ? (
        <EmptyState
          icon={ShieldIcon}
          title={<Trans>¡Aún no formas parte de ningún equipo!</Trans>}
          description={<Trans>Crea el tuyo o pide a un capitán que te invite.</Trans>}
          action={
            <Button onClick={onCreate}>
              <PlusIcon aria-hidden />
              <Trans>Crear equipo</Trans>
            </Button>
          }
        />
      ) : (
        <>
          <ul className={TEAM_GRID}>
            {teams.data.slice(0, shown).map((team) => (
              <li key={team.id} className="min-w-0">
                <TeamCard
                  team={team}
                  badges={
                    <>
                      <PlayersCount count={team.players.length} />
                      {team.myRole === 'CAPTAIN' ? (
                        <Badge variant="default">
                          <Trans>Capitán</Trans>
                        </Badge>
                      ) : null}
                    </>
                  }
                />
              </li>
            ))}
          </ul>
          {teams.data.length > shown ? (
            <>
              <p className="text-center text-muted-foreground text-sm tabular">
                {i18n.number(Math.min(shown, teams.data.length))} / {i18n.number(teams.data.length)}
              </p>
              <MoreButton onClick={() => onMore(moreMyTeams(shown))} />
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

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
function NearbyTeamsSection({
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

/**
 * A nearby team: the card opens its page; 'Desafiar' beside it opens the challenge form
 * (docs/product/teams.md#nearby-teams, docs/product/challenges.md#challenging-a-team).
 */
function NearbyTeamCard({
  team,
  locale,
  onChallenge,
}: {
  team: NearbyTeamDto;
  locale: string;
  onChallenge: () => void;
}) {
  const { t } = useLingui();
  const name = team.name;
  return (
    <div className="grid min-w-0 gap-2" data-testid="nearby-team">
      <TeamCard
        team={team}
        badges={<PlayersCount count={team.playersCount} />}
        aside={
          <span className="shrink-0 whitespace-nowrap font-semibold text-primary text-sm tabular">
            {formatDistanceKm(team.distance, locale)}
          </span>
        }
      />
      <Button
        variant="outline"
        onClick={onChallenge}
        aria-label={t`Desafiar a ${name}`}
        data-testid="challenge-team"
      >
        <SwordsIcon aria-hidden />
        <Trans>Desafiar</Trans>
      </Button>
    </div>
  );
}

const SEARCH_DEBOUNCE_MS = 300;

/** The name search (debounced into the URL) and the distance filter Todos / Cerca (≤ 10 km) / Lejos (> 10 km). */
function NearbyFilters({
  search,
  onSearchChange,
}: {
  search: TeamsSearch;
  onSearchChange: TeamsSearchChange;
}) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [text, setText] = useState(search.q ?? '');
  const applied = nameFilter(search.q);

  // The URL changed from outside (back button, 'Quitar filtros'): show it, but never undo spaces being typed.
  useEffect(() => {
    setText((current) => (nameFilter(current) === applied ? current : (applied ?? '')));
  }, [applied]);

  useEffect(() => {
    const next = nameFilter(text);
    if (next === applied) return;
    const timer = window.setTimeout(() => onSearchChange({ q: next, near: undefined }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [text, applied, onSearchChange]);

  const current: DistanceChoice = search.distance ?? 'ALL';
  const km = NEARBY_DISTANCE_KM;
  const hints: Record<DistanceChoice, string | null> = {
    ALL: null,
    CERCANO: t`≤ ${km} km`,
    LEJANO: t`> ${km} km`,
  };
  return (
    <div className="grid gap-3 rounded-xl border bg-card/50 p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-end">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-q`}>
          <Trans>Buscar por nombre</Trans>
        </Label>
        <div className="relative">
          <SearchIcon
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            aria-hidden
          />
          <Input
            id={`${id}-q`}
            type="search"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={TEAM_NAME_MAX}
            className="pl-9"
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        </div>
      </div>
      <fieldset className="grid min-w-0 gap-2">
        <legend className="mb-2 font-medium text-sm leading-none">
          <Trans>Distancia</Trans>
        </legend>
        <div className="grid grid-cols-3 gap-1 rounded-lg bg-muted p-1">
          {DISTANCE_CHOICES.map((choice) => (
            <button
              key={choice}
              type="button"
              aria-pressed={current === choice}
              onClick={() =>
                onSearchChange({ distance: choice === 'ALL' ? undefined : choice, near: undefined })
              }
              className="flex min-h-11 min-w-0 cursor-pointer flex-col items-center justify-center rounded-md px-2 py-1 font-medium text-sm outline-none transition-colors hover:bg-background/60 focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-pressed:bg-background aria-pressed:text-foreground aria-pressed:shadow-xs sm:min-w-24"
            >
              <span>{i18n._(DISTANCE_LABELS[choice])}</span>
              {hints[choice] ? (
                <span className="text-muted-foreground text-xs tabular">{hints[choice]}</span>
              ) : null}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}

type GeoState = 'idle' | 'locating' | 'denied' | 'unsupported';

/**
 * LOCATION_UNKNOWN: the user has no location to measure from. Two ways out: set it in the profile, or search from
 * where the device is right now.
 */
function UnknownLocation({ onLocated }: { onLocated: (origin: Origin) => void }) {
  const { i18n } = useLingui();
  const [state, setState] = useState<GeoState>('idle');
  const locate = () => {
    if (!('geolocation' in navigator)) {
      setState('unsupported');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setState('idle');
        onLocated({ lat: position.coords.latitude, lng: position.coords.longitude });
      },
      () => setState('denied'),
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 10 * 60_000 },
    );
  };
  return (
    <EmptyState
      icon={MapPinOffIcon}
      title={i18n._(ERROR_MESSAGES.LOCATION_UNKNOWN)}
      description={
        state === 'denied' ? (
          <span role="alert" className="text-destructive">
            <Trans>
              No pudimos obtener tu ubicación. Revisa los permisos del navegador o agrégala en tu perfil.
            </Trans>
          </span>
        ) : state === 'unsupported' ? (
          <span role="alert">
            <Trans>Este navegador no puede compartir tu ubicación. Agrégala en tu perfil.</Trans>
          </span>
        ) : (
          <Trans>Agrega tu ciudad en tu perfil o busca desde donde estás ahora.</Trans>
        )
      }
      action={
        <div className="flex w-full flex-col gap-2 sm:w-auto sm:flex-row">
          <Button onClick={locate} disabled={state === 'locating'}>
            {state === 'locating' ? <Spinner /> : <CrosshairIcon aria-hidden />}
            <Trans>Usar mi ubicación actual</Trans>
          </Button>
          <Button asChild variant="outline">
            <Link to="/player/profile">
              <MapPinIcon aria-hidden />
              <Trans>Completar mi ubicación</Trans>
            </Link>
          </Button>
        </div>
      }
    />
  );
}
