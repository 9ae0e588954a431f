import type { TeamGender, TeamPlayerDto } from '@cancha/shared';
import { Plural, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ChevronRightIcon, MapPinIcon } from 'lucide-react';
import type * as React from 'react';
import { TeamLogo } from '@/components/crest';
import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Skeleton } from '@/components/ui/skeleton';
import { playerInitials } from './player-names';
import { TEAM_GENDER_LABELS } from './team-labels';

export function GenderBadge({ gender }: { gender: TeamGender }) {
  const { i18n } = useLingui();
  return <Badge variant="secondary">{i18n._(TEAM_GENDER_LABELS[gender])}</Badge>;
}

/** A team in a list; the whole card opens /player/teams/{id} (docs/product/teams.md#my-teams). */
export function TeamCard({
  team,
  badges,
  aside,
}: {
  team: { id: string; name: string; logo: string | null; location: string; gender: TeamGender };
  badges?: React.ReactNode;
  /** Shown at the card's end, before the arrow (the distance of a nearby team). */
  aside?: React.ReactNode;
}) {
  return (
    <Link
      to="/player/teams/$teamId"
      params={{ teamId: team.id }}
      data-testid="team-card"
      className="group flex min-h-20 min-w-0 items-center gap-3 rounded-xl border bg-card p-3 text-card-foreground shadow-xs outline-none transition-colors hover:border-primary/50 hover:bg-accent/40 focus-visible:ring-[3px] focus-visible:ring-ring/50 sm:p-4"
    >
      <TeamLogo logo={team.logo} />
      <div className="grid min-w-0 flex-1 gap-1">
        <span className="truncate font-semibold">{team.name}</span>
        <span className="flex min-w-0 items-center gap-1 text-muted-foreground text-sm">
          <MapPinIcon className="size-3.5 shrink-0" aria-hidden />
          <span className="truncate">{team.location}</span>
        </span>
        <span className="flex flex-wrap items-center gap-1.5">
          <GenderBadge gender={team.gender} />
          {badges}
        </span>
      </div>
      {aside}
      <ChevronRightIcon
        className="size-5 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5"
        aria-hidden
      />
    </Link>
  );
}

export function TeamCardSkeleton() {
  return (
    <div className="flex min-h-20 items-center gap-3 rounded-xl border bg-card p-3 sm:p-4">
      <Skeleton className="size-12 rounded-xl" />
      <div className="grid flex-1 gap-2">
        <Skeleton className="h-4 w-2/3" />
        <Skeleton className="h-3 w-1/2" />
        <Skeleton className="h-4 w-16 rounded-full" />
      </div>
    </div>
  );
}

export function TeamCardsSkeleton({ count }: { count: number }) {
  const { t } = useLingui();
  return (
    <ul aria-busy="true" aria-label={t`Cargando equipos`} className={TEAM_GRID}>
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <li key={i}>
          <TeamCardSkeleton />
        </li>
      ))}
    </ul>
  );
}

/**
 * Phones get one column; wider screens a grid, not a different layout
 * (docs/product/look-and-feel.md#phone-first).
 */
export const TEAM_GRID = 'grid gap-3 sm:grid-cols-2 lg:grid-cols-3';

export function PlayersCount({ count }: { count: number }) {
  return (
    <Badge variant="outline" className="tabular">
      <Plural value={count} one="# jugador" other="# jugadores" />
    </Badge>
  );
}

export function PlayerAvatar({ player, className }: { player: TeamPlayerDto; className?: string }) {
  return (
    <Avatar className={className}>
      {player.user.avatar ? <AvatarImage src={player.user.avatar} alt="" /> : null}
      <AvatarFallback>{playerInitials(player)}</AvatarFallback>
    </Avatar>
  );
}
