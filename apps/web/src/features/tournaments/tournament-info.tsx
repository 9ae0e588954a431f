import { formatDateDmy, type TournamentDto } from '@cancha/shared';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  CalendarClockIcon,
  CalendarDaysIcon,
  CalendarRangeIcon,
  EyeIcon,
  GiftIcon,
  LockIcon,
  MapPinIcon,
  MedalIcon,
  ShapesIcon,
  ShirtIcon,
  TimerIcon,
  TrophyIcon,
  UsersIcon,
  WalletIcon,
} from 'lucide-react';
import type * as React from 'react';
import { TournamentLogo } from '@/components/crest';
import { Fact } from '@/components/fact';
import { Loading } from '@/components/loading';
import { PageTitle } from '@/components/page-title';
import { PlaceMap } from '@/components/place-map';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { WEEKDAY_LABELS } from '@/components/weekday-labels';
import { TournamentStatusBadge } from './tournament-badges';
import {
  footballTypeLabel,
  formatFee,
  matchDurationLabel,
  TOURNAMENT_CATEGORY_LABELS,
  TOURNAMENT_GENDER_LABELS,
  TOURNAMENT_TYPE_LABELS,
  VISIBILITY_LABELS,
} from './tournament-labels';

/**
 * A tournament's header (docs/product/tournaments.md#creator-tournament-page): the header image and the logo,
 * the name, the status badge. The owner's image controls and actions come in through `actions`.
 */
export function TournamentHeader({
  tournament,
  actions,
  badges,
}: {
  tournament: TournamentDto;
  actions?: React.ReactNode;
  badges?: React.ReactNode;
}) {
  const { i18n } = useLingui();
  return (
    <header className="grid gap-4">
      {tournament.image ? (
        <img
          src={tournament.image}
          alt=""
          className="aspect-[3/1] w-full rounded-xl border object-cover sm:aspect-[4/1]"
          data-testid="tournament-image"
        />
      ) : (
        <div
          aria-hidden
          className="flex aspect-[3/1] w-full items-center justify-center rounded-xl border bg-gradient-to-br from-primary/25 via-primary/10 to-background sm:aspect-[4/1]"
        >
          <TrophyIcon className="size-10 text-primary/60" />
        </div>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-4">
        <TournamentLogo
          logo={tournament.logo}
          className="-mt-12 size-20 border-4 border-background shadow-sm sm:size-24"
        />
        <div className="grid min-w-0 flex-1 basis-48 gap-2">
          <PageTitle title={tournament.name} className="[&_h1]:break-words" />
          <span className="flex flex-wrap items-center gap-1.5">
            <TournamentStatusBadge status={tournament.status} />
            <Badge variant="secondary">{i18n._(TOURNAMENT_GENDER_LABELS[tournament.tournamentGender])}</Badge>
            <Badge variant="outline">{i18n._(footballTypeLabel(tournament.typeFutbol))}</Badge>
            {badges}
          </span>
        </div>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div> : null}
      </div>
    </header>
  );
}

/**
 * Everything a tournament says about itself (docs/product/tournaments.md#tournament-data), dates as
 * dd/MM/yyyy, and a map of the place.
 */
export function TournamentFacts({ tournament }: { tournament: TournamentDto }) {
  const { t, i18n } = useLingui();
  const days = tournament.playingDays.map((d) => i18n._(WEEKDAY_LABELS[d])).join(', ');
  const fee = (money: TournamentDto['registrationFee']) => formatFee(money, i18n.locale) ?? t`Sin costo`;
  return (
    <section aria-label={t`Datos del torneo`} className="grid gap-4">
      {tournament.description ? (
        <p className="whitespace-pre-line break-words text-muted-foreground">{tournament.description}</p>
      ) : null}
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Fact icon={CalendarClockIcon} label={<Trans>Cierre de inscripción</Trans>}>
          <span className="tabular">{formatDateDmy(tournament.registrationDeadline)}</span>
        </Fact>
        <Fact icon={CalendarRangeIcon} label={<Trans>Fechas</Trans>}>
          <span className="tabular">
            {formatDateDmy(tournament.startDate)} – {formatDateDmy(tournament.endDate)}
          </span>
        </Fact>
        <Fact icon={CalendarDaysIcon} label={<Trans>Días de juego</Trans>}>
          {days || <Trans>A definir</Trans>}
        </Fact>
        <Fact icon={ShapesIcon} label={<Trans>Formato</Trans>}>
          {i18n._(TOURNAMENT_TYPE_LABELS[tournament.type])}
        </Fact>
        <Fact icon={UsersIcon} label={<Trans>Equipos registrados</Trans>}>
          <span className="tabular">
            {i18n.number(tournament.registeredTeamsCount)}/{i18n.number(tournament.totalTeams)}
          </span>
        </Fact>
        <Fact icon={ShirtIcon} label={<Trans>Jugadores por equipo</Trans>}>
          <span className="tabular">{i18n.number(tournament.totalPlayers)}</span>
        </Fact>
        <Fact icon={TimerIcon} label={<Trans>Duración del partido</Trans>}>
          {i18n._(matchDurationLabel(tournament.matchDuration))}
        </Fact>
        <Fact icon={WalletIcon} label={<Trans>Costo de inscripción</Trans>}>
          <span className="tabular">{fee(tournament.registrationFee)}</span>
        </Fact>
        <Fact icon={WalletIcon} label={<Trans>Costo por partido</Trans>}>
          <span className="tabular">{fee(tournament.matchFee)}</span>
        </Fact>
        <Fact
          icon={tournament.visibility === 'PRIVATE' ? LockIcon : EyeIcon}
          label={<Trans>Visibilidad</Trans>}
        >
          {i18n._(VISIBILITY_LABELS[tournament.visibility])}
          {tournament.invitationOnly ? (
            <>
              {' · '}
              <Trans>Solo por invitación</Trans>
            </>
          ) : null}
        </Fact>
        {tournament.prizes ? (
          <Fact icon={GiftIcon} label={<Trans>Premios</Trans>}>
            <span className="whitespace-pre-line">{tournament.prizes}</span>
          </Fact>
        ) : null}
        <Fact icon={MedalIcon} label={<Trans>Categoría</Trans>}>
          {i18n._(TOURNAMENT_CATEGORY_LABELS[tournament.category])}
        </Fact>
      </dl>
      <div className="grid gap-2">
        <p className="flex min-w-0 items-start gap-1.5 text-sm">
          <MapPinIcon className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
          <span className="min-w-0 break-words">{tournament.location}</span>
        </p>
        {tournament.lat !== null && tournament.lng !== null ? (
          <PlaceMap lat={tournament.lat} lng={tournament.lng} label={tournament.location} className="h-56" />
        ) : null}
      </div>
    </section>
  );
}

export function TournamentPageSkeleton() {
  const { t } = useLingui();
  return (
    <Loading label={t`Cargando torneo`} className="grid gap-6">
      <Skeleton className="aspect-[3/1] w-full rounded-xl sm:aspect-[4/1]" />
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-xl" />
        <div className="grid flex-1 gap-2">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-5 w-40 rounded-full" />
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-16 rounded-lg" />
        ))}
      </div>
    </Loading>
  );
}
