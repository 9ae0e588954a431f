import { formatDateDmy, type MyTournamentItem, type TournamentDto } from '@cancha/shared';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import {
  CalendarClockIcon,
  ChevronRightIcon,
  CircleCheckIcon,
  MapPinIcon,
  ShieldIcon,
  UsersIcon,
} from 'lucide-react';
import type * as React from 'react';
import { TournamentLogo } from '@/components/crest';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { RegistrationBadge, TournamentStatusBadge } from './tournament-badges';
import { footballTypeLabel, TOURNAMENT_GENDER_LABELS } from './tournament-labels';
import { cutLocation, isCardClickable } from './tournament-lists';

/** Phones get one column; wider screens a grid (docs/product/look-and-feel.md#phone-first). */
export const TOURNAMENT_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

const cardClass =
  'group flex h-full min-h-28 min-w-0 items-start gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none transition-colors sm:p-4';
const linkCardClass =
  'hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50';

/**
 * 'Cierre de inscripción' dd/MM/yyyy and 'Equipos registrados' n/total (docs/product/tournaments.md#arena).
 */
function DeadlineAndTeams({
  deadline,
  registered,
  total,
}: {
  deadline: string;
  registered: number;
  total: number;
}) {
  const { i18n } = useLingui();
  return (
    <dl className="grid gap-1 text-sm">
      <div className="flex min-w-0 flex-wrap items-center gap-x-1.5">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <CalendarClockIcon className="size-3.5 shrink-0" aria-hidden />
          <Trans>Cierre de inscripción</Trans>
        </dt>
        <dd className="font-medium tabular">{formatDateDmy(deadline) ?? '—'}</dd>
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-1.5">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <UsersIcon className="size-3.5 shrink-0" aria-hidden />
          <Trans>Equipos registrados</Trans>
        </dt>
        <dd className="font-medium tabular">
          {i18n.number(registered)}/{i18n.number(total)}
        </dd>
      </div>
    </dl>
  );
}

function Location({ text }: { text: string }) {
  return (
    <span className="flex min-w-0 items-start gap-1 text-muted-foreground text-sm">
      <MapPinIcon className="mt-0.5 size-3.5 shrink-0" aria-hidden />
      <span className="min-w-0 break-words">{cutLocation(text)}</span>
    </span>
  );
}

/** docs/product/tournaments.md#arena — a check titled 'Suscripto' when one of the user's teams is in. */
export function SubscribedCheck() {
  const { t } = useLingui();
  const label = t`Suscripto`;
  return (
    <span
      role="img"
      title={label}
      aria-label={label}
      data-testid="subscribed"
      className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-success/15 text-success"
    >
      <CircleCheckIcon className="size-5" aria-hidden />
    </span>
  );
}

/** 'Suscripto' as a badge, next to a tournament's other badges. */
export function SubscribedBadge() {
  return (
    <Badge variant="accepted" data-testid="subscribed">
      <CircleCheckIcon aria-hidden />
      <Trans>Suscripto</Trans>
    </Badge>
  );
}

/**
 * A tournament in a list (docs/product/tournaments.md#arena): title, gender, football type, registration
 * deadline, registered teams, location. Players open its details; the creator opens the creator page and also
 * sees the status and the requests waiting for an answer.
 */
export function TournamentCard({
  tournament,
  view,
}: {
  tournament: Pick<
    TournamentDto,
    | 'id'
    | 'name'
    | 'logo'
    | 'location'
    | 'tournamentGender'
    | 'typeFutbol'
    | 'registrationDeadline'
    | 'registeredTeamsCount'
    | 'totalTeams'
    | 'subscribed'
    | 'status'
    | 'pendingCount'
  >;
  view: 'creator' | 'player';
}) {
  const { i18n } = useLingui();
  const body: React.ReactNode = (
    <>
      <TournamentLogo logo={tournament.logo} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <span className="flex min-w-0 items-start justify-between gap-2">
          <span className="min-w-0 break-words font-semibold leading-snug">{tournament.name}</span>
          {tournament.subscribed ? <SubscribedCheck /> : null}
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          {view === 'creator' ? <TournamentStatusBadge status={tournament.status} /> : null}
          <Badge variant="secondary">{i18n._(TOURNAMENT_GENDER_LABELS[tournament.tournamentGender])}</Badge>
          <Badge variant="outline">{i18n._(footballTypeLabel(tournament.typeFutbol))}</Badge>
          {view === 'creator' && tournament.pendingCount > 0 ? (
            <Badge variant="pending" className="tabular">
              <Plural
                value={tournament.pendingCount}
                one="# solicitud pendiente"
                other="# solicitudes pendientes"
              />
            </Badge>
          ) : null}
        </span>
        <DeadlineAndTeams
          deadline={tournament.registrationDeadline}
          registered={tournament.registeredTeamsCount}
          total={tournament.totalTeams}
        />
        <Location text={tournament.location} />
      </div>
      <ChevronRightIcon
        className="mt-3 size-5 shrink-0 self-start text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </>
  );
  if (view === 'creator') {
    return (
      <Link
        to="/tournament-creator/tournament"
        search={{ tournamentId: tournament.id }}
        data-testid="tournament-card"
        className={cn(cardClass, linkCardClass)}
      >
        {body}
      </Link>
    );
  }
  return (
    <Link
      to="/player/tournaments-arena/tournament-details/$tournamentId"
      params={{ tournamentId: tournament.id }}
      data-testid="tournament-card"
      className={cn(cardClass, linkCardClass)}
    >
      {body}
    </Link>
  );
}

/**
 * A 'Mis torneos' item (docs/product/tournaments.md#arena): the tournament, the team that
 * registered and the registration's status. An approved one opens the player's view of the tournament (standings,
 * next matches); a pending one its details; a rejected one is not clickable
 * (docs/product/registrations.md#statuses).
 */
export function MyTournamentCard({ item }: { item: MyTournamentItem }) {
  const clickable = isCardClickable(item.registrationStatus);
  const body: React.ReactNode = (
    <>
      <TournamentLogo logo={null} />
      <div className="grid min-w-0 flex-1 gap-1.5">
        <span className="min-w-0 break-words font-semibold leading-snug">{item.tournamentName}</span>
        {item.teamName ? (
          <span className="flex min-w-0 items-center gap-1 text-sm">
            <ShieldIcon className="size-3.5 shrink-0 text-muted-foreground" aria-hidden />
            <span className="truncate">{item.teamName}</span>
          </span>
        ) : null}
        <span className="flex flex-wrap items-center gap-1.5">
          <RegistrationBadge status={item.registrationStatus} view="player" />
          <TournamentStatusBadge status={item.tournamentStatus} />
        </span>
        <DeadlineAndTeams
          deadline={item.tournamentRegistrationDeadline}
          registered={item.registeredTeams}
          total={item.totalTeams}
        />
        <Location text={item.tournamentLocation} />
      </div>
      {clickable ? (
        <ChevronRightIcon
          className="mt-3 size-5 shrink-0 self-start text-muted-foreground transition-transform group-hover:translate-x-0.5"
          aria-hidden
        />
      ) : null}
    </>
  );
  if (!clickable) {
    return (
      <div data-testid="my-tournament-card" aria-disabled="true" className={cn(cardClass, 'opacity-75')}>
        {body}
      </div>
    );
  }
  if (item.registrationStatus === 'APPROVED') {
    return (
      <Link
        to="/player/tournaments-arena/tournament"
        search={{ tournamentId: item.tournamentId }}
        data-testid="my-tournament-card"
        className={cn(cardClass, linkCardClass)}
      >
        {body}
      </Link>
    );
  }
  return (
    <Link
      to="/player/tournaments-arena/tournament-details/$tournamentId"
      params={{ tournamentId: item.tournamentId }}
      data-testid="my-tournament-card"
      className={cn(cardClass, linkCardClass)}
    >
      {body}
    </Link>
  );
}

export function TournamentCardSkeleton() {
  return (
    <div className="flex min-h-28 items-start gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <Skeleton className="size-12 rounded-xl" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-4 w-24 rounded-full" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-3 w-1/3" />
      </div>
    </div>
  );
}

export function TournamentCardsSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <ul aria-busy="true" aria-label={t`Cargando torneos`} className={TOURNAMENT_GRID}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i}>
          <TournamentCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
