import { type TeamInTournamentDto, TOURNAMENT_STATUSES, type TournamentStatus } from '@cancha/shared';
import { Link } from '@tanstack/react-router';
import { ArrowLeftIcon, TrophyIcon } from 'lucide-react';
import { TournamentLogo } from '@/components/crest';
import { tournamentLink } from '@/features/standings/area-links';
import type { ViewerArea } from '@/lib/area';
import { TournamentStatusBadge } from './tournament-badges';

// The top of the team-in-tournament screen: which tournament this is, and the way back to it.

function isTournamentStatus(status: string): status is TournamentStatus {
  return (TOURNAMENT_STATUSES as readonly string[]).includes(status);
}

/** The tournament's header image, logo, name and status; the name leads back to its page. */
export function TournamentBanner({
  tournament,
  area,
}: {
  tournament: TeamInTournamentDto['tournament'];
  area: ViewerArea;
}) {
  return (
    <header className="grid gap-3">
      {tournament.image ? (
        <img
          src={tournament.image}
          alt=""
          className="aspect-[4/1] w-full rounded-xl border object-cover sm:aspect-[6/1]"
        />
      ) : (
        <div
          aria-hidden
          className="flex aspect-[4/1] w-full items-center justify-center rounded-xl border bg-linear-to-br from-primary/25 via-primary/10 to-background sm:aspect-[6/1]"
        >
          <TrophyIcon className="size-8 text-primary/60" />
        </div>
      )}
      <div className="flex min-w-0 flex-wrap items-center gap-3">
        <TournamentLogo
          logo={tournament.logo}
          className="-mt-10 size-16 border-4 border-background shadow-sm"
        />
        <div className="grid min-w-0 flex-1 basis-40 gap-1">
          <Link
            {...tournamentLink(area, tournament.id)}
            className="inline-flex min-h-11 min-w-0 items-center gap-1 rounded-sm font-semibold outline-none hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/50"
          >
            <ArrowLeftIcon className="size-4 shrink-0" aria-hidden />
            <span className="min-w-0 break-words">{tournament.name}</span>
          </Link>
          {isTournamentStatus(tournament.status) ? (
            <TournamentStatusBadge status={tournament.status} />
          ) : null}
        </div>
      </div>
    </header>
  );
}
